import { sql } from '@payloadcms/db-postgres'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { sellerOfGroomer } from './checkout'
import { appendRecord, saleOf, type SaleRecord } from './records'
import { euros } from './receiptPdf'
import type { RefundInput } from './schemas'
import { splitVat } from './totals'

export const SALE_NOT_FOUND = 'Cette note est introuvable dans votre registre.'
export const nothingLeft = (left: number) =>
  left <= 0 ? 'Cette note est déjà entièrement remboursée.' : `Il reste ${euros(left)} à rembourser sur cette note.`

/**
 * A refund (or a correction) of a note: never a change to it, a new note of its own, numbered
 * next, with negative amounts and the number of the note it corrects. What was refunded before is
 * read under the register's lock, so two refunds at once never give back more than was paid.
 */
export async function refundSale(
  groomer: AuthenticatedPerson,
  number: number,
  input: RefundInput,
  now = new Date(),
): Promise<SaleRecord> {
  const original = await saleOf(groomer.id, number)
  if (!original || original.kind !== 'sale') throw new DomainError('not_found', SALE_NOT_FOUND)
  const seller = await sellerOfGroomer(groomer)
  const paid = original.document.totals.dueCents
  // The refund names the visit of its note, so that the visit's figures count what was kept.
  return appendRecord(groomer.id, original.appointmentReference, async (next, tx) => {
    const { rows } = await tx.execute(sql`
      select coalesce(sum(-(("document"->'totals'->>'dueCents')::int)), 0)::int as "refunded" from "sales"
      where "groomer_id" = ${groomer.id} and "kind" = 'refund' and ("document"->>'refersTo')::int = ${number}`)
    const left = paid - Number(rows[0]?.refunded ?? 0)
    if (input.amountCents > left)
      throw new DomainError('invalid', nothingLeft(left), { fields: { amountCents: nothingLeft(left) } })
    const amount = -input.amountCents
    const rate = original.document.totals.vatRateBp
    return {
      kind: 'refund',
      number: next,
      issuedAt: now.toISOString(),
      refersTo: number,
      seller,
      customer: original.document.customer,
      appointment: original.document.appointment,
      lines: [{ label: `Remboursement : ${input.reason}`, quantity: 1, unitCents: amount, kind: 'service' }],
      discounts: [],
      payments: [{ method: input.method, amountCents: amount }],
      cashGivenCents: null,
      totals: {
        subtotalCents: amount,
        discountCents: 0,
        totalCents: amount,
        ...splitVat(amount, rate),
        vatRateBp: rate,
        tipCents: 0,
        dueCents: amount,
        changeCents: 0,
      },
      vatMention: original.document.vatMention,
      reason: input.reason,
    }
  })
}
