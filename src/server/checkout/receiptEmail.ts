import { createElement } from 'react'

import { ReceiptSent } from '../../../email-templates/ReceiptSent'
import { send } from '../notifications/appointmentEmails'
import { siteUrl } from '../notifications/siteUrl'
import type { SaleRecord } from './records'
import { euros, receiptPdf, receiptTitle } from './receiptPdf'
import { METHOD_LABELS } from './totals'

/** The note's PDF name: « note-12.pdf ». */
export const receiptFileName = (number: number) => `note-${number}.pdf`

/** E-mails the client their note, the PDF attached (nothing when their e-mail is unknown). */
export async function sendReceipt(record: SaleRecord): Promise<void> {
  const { document } = record
  if (!document.customer.email) return
  const pdf = await receiptPdf(document)
  const title = receiptTitle(document)
  const when = new Intl.DateTimeFormat('fr-FR', {
    timeZone: document.appointment?.timezone ?? 'Europe/Paris',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(document.issuedAt))
  await send(
    [document.customer.email],
    `${title} de ${document.seller.name}`,
    createElement(ReceiptSent, {
      siteUrl: siteUrl(),
      groomerName: document.seller.name,
      title,
      when,
      total: euros(document.totals.totalCents),
      tip: document.totals.tipCents ? euros(document.totals.tipCents) : null,
      paidBy: document.payments.map((p) => `${METHOD_LABELS[p.method]} ${euros(p.amountCents)}`).join(', '),
    }),
    [
      {
        filename: receiptFileName(document.number),
        content: Buffer.from(pdf).toString('base64'),
        contentType: 'application/pdf',
        encoding: 'base64',
      },
    ],
  )
}
