import { sql } from '@payloadcms/db-postgres'

import type { User } from '@/payload-types'

import { sellerOf } from '../checkout/checkout'
import { appendRecord, type SaleDocument } from '../checkout/records'
import { FRANCHISE_MENTION, splitVat, STANDARD_VAT_BP } from '../checkout/totals'
import type { TransactionDb } from '../transaction'
import type { GuaranteeWithAppointment } from './guarantees'

/** What a note of online money says of the visit and its client. */
export type NoteContext = {
  groomer: User
  customer: { name: string; email: string | null }
  title: string
  timezone: string
}

/**
 * A note of money paid on Stripe (issue 33: every movement is a record of the register, decision
 * 0057): one line, paid « Carte en ligne ». Positive for a deposit or a fee, negative for a refund.
 */
function onlineNote(
  kind: SaleDocument['kind'],
  guarantee: GuaranteeWithAppointment,
  context: NoteContext,
  line: string,
  cents: number,
  at: Date,
  refersTo: number | null = null,
): (number: number) => SaleDocument {
  const seller = sellerOf(context.groomer)
  const rate = seller.vatRegime === 'vat20' ? STANDARD_VAT_BP : 0
  return (number) => ({
    kind,
    number,
    issuedAt: at.toISOString(),
    refersTo,
    seller,
    customer: context.customer,
    appointment: { reference: guarantee.reference, start: guarantee.start, timezone: context.timezone },
    lines: [{ label: line, quantity: 1, unitCents: cents, kind: 'service' }],
    discounts: [],
    payments: [{ method: 'online', amountCents: cents }],
    cashGivenCents: null,
    totals: {
      subtotalCents: cents,
      discountCents: 0,
      totalCents: cents,
      ...splitVat(cents, rate),
      vatRateBp: rate,
      tipCents: 0,
      dueCents: cents,
      changeCents: 0,
    },
    vatMention: rate === 0 ? FRANCHISE_MENTION : null,
    reason: kind === 'refund' ? line : null,
  })
}

/**
 * Appends a note in the same transaction as the guarantee's move (`move`, which answers false when
 * another took it first: then nothing is written, and the register keeps no gap).
 */
async function noteWith(
  guarantee: GuaranteeWithAppointment,
  move: (tx: TransactionDb) => Promise<boolean>,
  document: (number: number, tx: TransactionDb) => Promise<SaleDocument>,
): Promise<boolean> {
  try {
    await appendRecord(guarantee.groomerId, guarantee.reference, async (number, tx) => {
      if (!(await move(tx))) throw new NotMoved()
      return document(number, tx)
    })
    return true
  } catch (error) {
    if (error instanceof NotMoved) return false
    throw error
  }
}

class NotMoved extends Error {}

/** The deposit received: its note, with the guarantee's move to `secured`. */
export const recordDeposit = (
  guarantee: GuaranteeWithAppointment,
  context: NoteContext,
  move: (tx: TransactionDb) => Promise<boolean>,
  at: Date,
) =>
  noteWith(guarantee, move, async (number) =>
    onlineNote('deposit', guarantee, context, `Acompte : ${context.title}`, guarantee.amountCents ?? 0, at)(number),
  )

/** A fee taken: its note, with the guarantee's move to `charged`. */
export const recordFee = (
  guarantee: GuaranteeWithAppointment,
  context: NoteContext,
  move: (tx: TransactionDb) => Promise<boolean>,
  label: string,
  cents: number,
  at: Date,
) => noteWith(guarantee, move, async (number) => onlineNote('fee', guarantee, context, label, cents, at)(number))

/** A deposit given back (all or part): a refund note of the deposit's note, with the guarantee's move. */
export const recordDepositRefund = (
  guarantee: GuaranteeWithAppointment,
  context: NoteContext,
  move: (tx: TransactionDb) => Promise<boolean>,
  label: string,
  cents: number,
  at: Date,
) =>
  noteWith(guarantee, move, async (number, tx) => {
    const { rows } = await tx.execute(sql`
      select "number" from "sales" where "groomer_id" = ${guarantee.groomerId}::int
        and "appointment_reference" = ${guarantee.reference} and "kind" = 'deposit' limit 1`)
    const deposit = rows[0] ? Number(rows[0].number) : null
    return onlineNote('refund', guarantee, context, label, -cents, at, deposit)(number)
  })
