import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import type { SaleDocument } from './records'
import { lineTotal, METHOD_LABELS, NOTE_TITLES } from './totals'

/**
 * The note (receipt) as a PDF, drawn from the stored document: the mentions French rules ask of a
 * note for a service to an individual (the seller's name or company, address, SIRET, the date, the
 * client, each line with its quantity and price, totals HT/TVA/TTC or the franchise mention).
 * pdf-lib's standard fonts: no font file to ship, WinAnsi text (accents and « € » included).
 */
const PINK = rgb(0.72, 0.09, 0.36)
const GREY = rgb(0.35, 0.35, 0.35)
const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50

/** The characters pdf-lib's standard fonts can draw (WinAnsi): accents, « € », typographic quotes. */
let drawable: Set<number> | null = null

/**
 * Text as the standard fonts can draw it: narrow and no-break spaces as plain ones, and whatever
 * WinAnsi lacks (an emoji or a Chinese name a client typed) as « ? », never a failed note.
 */
function winAnsi(text: string): string {
  const spaced = text.normalize('NFC').replace(/[\u202f\u00a0]/g, ' ')
  if (!drawable) return spaced
  return Array.from(spaced, (char) => (drawable!.has(char.codePointAt(0)!) ? char : '?')).join('')
}

export const euros = (cents: number) =>
  winAnsi(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100))

const dateTime = (iso: string, zone = 'Europe/Paris') =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: zone, dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

type Writer = { page: PDFPage; y: number; font: PDFFont; bold: PDFFont }

function text(w: Writer, value: string, x: number, options: { bold?: boolean; size?: number; grey?: boolean } = {}) {
  w.page.drawText(winAnsi(value), {
    x,
    y: w.y,
    size: options.size ?? 10,
    font: options.bold ? w.bold : w.font,
    color: options.grey ? GREY : rgb(0, 0, 0),
  })
}

function right(w: Writer, value: string, xRight: number, options: { bold?: boolean; size?: number } = {}) {
  const size = options.size ?? 10
  const font = options.bold ? w.bold : w.font
  text(w, value, xRight - font.widthOfTextAtSize(winAnsi(value), size), options)
}

/** The receipt's title: « Note n° 12 », or « Note de remboursement n° 13 ». */
export const receiptTitle = (document: Pick<SaleDocument, 'kind' | 'number'>) =>
  `${NOTE_TITLES[document.kind]} n° ${document.number}`

export async function receiptPdf(document: SaleDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(receiptTitle(document))
  pdf.setCreator('Mon Toiletteur')
  const page = pdf.addPage([A4.width, A4.height])
  const w: Writer = {
    page,
    y: A4.height - MARGIN,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  drawable ??= new Set(w.font.getCharacterSet())
  const line = (gap = 14) => (w.y -= gap)
  const zone = document.appointment?.timezone ?? 'Europe/Paris'
  const edge = A4.width - MARGIN

  // The seller.
  text(w, document.seller.name, MARGIN, { bold: true, size: 13 })
  line(16)
  text(w, document.seller.address, MARGIN)
  line()
  if (document.seller.siret) text(w, `SIRET ${document.seller.siret}`, MARGIN)
  if (document.seller.vatNumber) {
    line()
    text(w, `N° TVA ${document.seller.vatNumber}`, MARGIN)
  }
  line(32)
  w.page.drawText(winAnsi(receiptTitle(document)), { x: MARGIN, y: w.y, size: 16, font: w.bold, color: PINK })
  line(18)
  text(w, `Date : ${dateTime(document.issuedAt, zone)}`, MARGIN)
  line()
  text(w, `Client : ${document.customer.name}`, MARGIN)
  if (document.appointment) {
    line()
    text(
      w,
      `Rendez-vous du ${dateTime(document.appointment.start, zone)} (${document.appointment.reference})`,
      MARGIN,
      {
        grey: true,
      },
    )
  }
  if (document.refersTo !== null) {
    line()
    text(w, `Corrige la note n° ${document.refersTo}${document.reason ? ` : ${document.reason}` : ''}`, MARGIN)
  }

  // The lines.
  line(28)
  text(w, 'Désignation', MARGIN, { bold: true })
  right(w, 'Qté', 360, { bold: true })
  right(w, 'Prix unitaire TTC', 460, { bold: true })
  right(w, 'Total TTC', edge, { bold: true })
  line(6)
  w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: edge, y: w.y }, thickness: 0.5, color: GREY })
  for (const item of document.lines) {
    line(16)
    text(w, item.label.slice(0, 60), MARGIN)
    right(w, String(item.quantity), 360)
    right(w, euros(item.unitCents), 460)
    right(w, euros(lineTotal(item)), edge)
  }
  for (const discount of document.discounts) {
    line(16)
    text(w, `Remise : ${discount.label.slice(0, 50)}`, MARGIN)
    right(w, euros(-discount.amountCents), edge)
  }

  // The totals.
  const totals = document.totals
  line(10)
  w.page.drawLine({ start: { x: 330, y: w.y }, end: { x: edge, y: w.y }, thickness: 0.5, color: GREY })
  const row = (label: string, cents: number, bold = false) => {
    line(16)
    text(w, label, 330, { bold })
    right(w, euros(cents), edge, { bold })
  }
  row('Total HT', totals.htCents)
  row(totals.vatRateBp ? `TVA ${totals.vatRateBp / 100} %` : 'TVA', totals.vatCents)
  row('Total TTC', totals.totalCents, true)
  if (totals.tipCents) row('Pourboire (hors TVA)', totals.tipCents)
  if (document.vatMention) {
    line(18)
    text(w, document.vatMention, 330, { grey: true })
  }

  // How it was paid.
  line(28)
  text(w, document.kind === 'refund' ? 'Remboursé par' : 'Réglé par', MARGIN, { bold: true })
  for (const payment of document.payments) {
    line()
    text(w, METHOD_LABELS[payment.method], MARGIN)
    right(w, euros(payment.amountCents), 250)
  }
  if (document.cashGivenCents !== null) {
    line()
    text(w, `Espèces remises : ${euros(document.cashGivenCents)} · rendu : ${euros(totals.changeCents)}`, MARGIN, {
      grey: true,
    })
  }
  w.y = MARGIN
  text(w, 'Note conservée de façon inaltérable dans le registre du toiletteur.', MARGIN, { grey: true, size: 8 })
  return pdf.save({ useObjectStreams: false })
}
