import { sql } from '@payloadcms/db-postgres'

import { getPaymentProvider, type GuaranteeSession, type PaymentProvider } from '@/integrations/payments'
import { cancelledInTime } from '@/lib/guaranteeView'

import { queueFollowUp } from '../appointments/followUpQueue'
import { billingDb } from '../billing/db'
import { loadParties } from '../notifications/parties'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import type { TransactionDb } from '../transaction'
import { recordDeposit, recordDepositRefund, type NoteContext } from './guaranteeNotes'
import { tellOwnerOfMoney, type MoneyNotice } from './guaranteeMessages'
import {
  guaranteeOfAppointment,
  moveGuarantee,
  noteGuarantee,
  type GuaranteeState,
  type GuaranteeWithAppointment,
} from './guarantees'

/** A booking being made has this long to open its checkout before a sweep releases it. */
const OPENING_GRACE_MS = 2 * 60_000

/**
 * Whether the guarantee must be given back: the groomer refused it or let it expire, the groomer
 * cancelled, or the owner cancelled inside the free window. A late cancellation or a no-show keeps
 * it for the groomer to charge (« Facturer »).
 */
export function givenBack(guarantee: GuaranteeWithAppointment): boolean {
  if (guarantee.status === 'refused' || guarantee.status === 'expired') return true
  if (guarantee.status !== 'cancelled') return false
  return guarantee.cancelledBy === 'groomer' || cancelledInTime(guarantee, guarantee.freeCancellationHours)
}

/** What the register's notes and the owner's messages say of the visit: the groomer as their notes name them. */
export async function noteContextOf(guarantee: GuaranteeWithAppointment) {
  const parties = await loadParties(guarantee.appointmentId)
  const payload = await getPayloadClient()
  // System read: the seller's mentions (SIRET, VAT) of the groomer whose money this is.
  const groomer = await payload.findByID({
    collection: 'users',
    id: guarantee.groomerId,
    depth: 1,
    overrideAccess: true,
  })
  const attendee = parties.attendee
  const context: NoteContext = {
    groomer,
    customer: {
      name: attendee ? `${attendee.firstName ?? ''} ${attendee.lastName ?? ''}`.trim() : '',
      email: attendee?.email ?? null,
    },
    title: parties.appointment.title ?? '',
    timezone: parties.appointment.timezone ?? 'Europe/Paris',
  }
  return { parties, context }
}

/** Gives the whole guarantee back (a refund of the deposit, or the card let go), told to the owner. */
async function giveBack(provider: PaymentProvider, guarantee: GuaranteeWithAppointment, from: GuaranteeState[]) {
  if (guarantee.kind === 'imprint' || !guarantee.paymentIntentId) {
    if (!(await moveGuarantee(guarantee.appointmentId, from, 'released'))) return
    if (guarantee.kind === 'imprint' && guarantee.paymentMethodId) await tell(guarantee, { kind: 'released' })
    return
  }
  const left = (guarantee.amountCents ?? 0) - guarantee.refundedCents
  const paymentIntentId = guarantee.paymentIntentId
  // Once per guarantee at Stripe (its key), once in the register (the move in the note's transaction).
  const refund = await provider.refund({
    paymentIntentId,
    idempotencyKey: `guarantee-refund-${guarantee.appointmentId}`,
  })
  const { parties, context } = await noteContextOf(guarantee)
  const moved = await recordDepositRefund(
    guarantee,
    context,
    (tx) =>
      moveGuarantee(
        guarantee.appointmentId,
        from,
        'refunded',
        sql`"refunded_cents" = "refunded_cents" + ${refund.amountCents}::int`,
        tx,
      ),
    'Remboursement de l’acompte',
    Math.min(refund.amountCents, left),
    new Date(),
  )
  if (moved) await tellOwnerOfMoney(parties, { kind: 'refunded', cents: refund.amountCents })
}

async function tell(guarantee: GuaranteeWithAppointment, notice: MoneyNotice) {
  await tellOwnerOfMoney(await loadParties(guarantee.appointmentId), notice)
}

/** An unpaid booking's time is free again: it never reached the groomer, so nobody else is told. */
async function releaseUnpaid(guarantee: GuaranteeWithAppointment, db?: TransactionDb) {
  await (db ?? (await billingDb())).execute(sql`
    update "appointments" set "status" = 'expired', "updated_at" = now()
    where "id" = ${guarantee.appointmentId}::int and "status" = 'pending'`)
}

/**
 * The checkout completed: while the request still stands the guarantee is secured (and the deposit
 * noted in the register), and the request's follow-up is queued in the same transaction (the
 * groomer hears of it now). A request gone meanwhile (cancelled, expired) is given back at once:
 * no money is kept for a request the groomer never confirmed, whatever the order of events.
 */
async function completed(provider: PaymentProvider, guarantee: GuaranteeWithAppointment, session: GuaranteeSession) {
  await noteGuarantee(
    guarantee.appointmentId,
    sql`"payment_intent_id" = coalesce(${session.paymentIntentId}, "payment_intent_id"),
      "payment_method_id" = coalesce(${session.paymentMethodId}, "payment_method_id"),
      "customer_id" = coalesce(${session.customerId}, "customer_id")`,
  )
  const paid = { ...guarantee, paymentIntentId: session.paymentIntentId, paymentMethodId: session.paymentMethodId }
  const stands = guarantee.status === 'pending'
  const secure = async (tx: TransactionDb) => {
    const moved = await moveGuarantee(
      guarantee.appointmentId,
      stands ? ['awaiting'] : ['awaiting', 'released'],
      'secured',
      null,
      tx,
    )
    if (moved && stands) {
      // An instant booking is confirmed now; any other reaches the groomer as a request.
      if (guarantee.confirmWhenSecured)
        await tx.execute(sql`
          update "appointments" set "status" = 'confirmed', "confirmed_at" = now(), "updated_at" = now()
          where "id" = ${guarantee.appointmentId}::int and "status" = 'pending'`)
      await tx.execute(
        queueFollowUp(sql`(select ${guarantee.appointmentId}::int as "id") as "secured"`, {
          kind: guarantee.confirmWhenSecured ? 'booked' : 'requested',
        }),
      )
    }
    return moved
  }
  if (guarantee.kind === 'imprint') {
    if (stands) await (await billingDb()).transaction(secure)
    else await moveGuarantee(guarantee.appointmentId, ['awaiting'], 'released')
    return
  }
  // Money in is noted even for a request gone meanwhile; its refund follows as a note of its own.
  const { context } = await noteContextOf(guarantee)
  await recordDeposit(paid, context, secure, new Date())
  if (!stands) await giveBack(provider, { ...paid, state: 'secured' }, ['secured'])
}

/**
 * Brings a booking's guarantee in step with its appointment and its checkout, and answers where
 * it stands: the one place every event leads (Stripe's webhook, the groomer's answer, the owner's
 * cancellation, the sweep job), each move a conditional update, so any order and any repeat ends
 * the same way. Money moves on Stripe carry idempotency keys.
 */
export async function settleGuarantee(appointmentId: number, now = new Date()): Promise<GuaranteeState | null> {
  const provider = getPaymentProvider()
  const guarantee = await guaranteeOfAppointment(appointmentId)
  if (!guarantee || !provider) return guarantee?.state ?? null
  // A deposit paid after its booking was released (the page was open when it was closed) is read again.
  const paidLate = guarantee.state === 'released' && guarantee.kind === 'deposit' && !guarantee.paymentIntentId
  if (guarantee.state === 'awaiting' || (paidLate && guarantee.checkoutSessionId)) {
    const session = guarantee.checkoutSessionId ? await provider.guaranteeSession(guarantee.checkoutSessionId) : null
    if (session?.status === 'complete') await completed(provider, guarantee, session)
    else if (guarantee.state === 'released') return 'released'
    else if (session?.status === 'open') {
      const overdue = now.getTime() > Date.parse(guarantee.checkoutExpiresAt)
      if (guarantee.status === 'pending' && !overdue) return 'awaiting'
      // Closed first: a page that completes meanwhile is read again (and given back) by the next pass.
      await provider.expireGuaranteeCheckout(session.id)
      const after = await provider.guaranteeSession(session.id)
      if (after.status === 'complete') await completed(provider, guarantee, after)
      else if (await moveGuarantee(appointmentId, ['awaiting'], 'released')) await releaseUnpaid(guarantee)
    } else {
      const opening = !session && now.getTime() - Date.parse(guarantee.createdAt) < OPENING_GRACE_MS
      if (opening && guarantee.status === 'pending') return 'awaiting'
      if (await moveGuarantee(appointmentId, ['awaiting'], 'released')) await releaseUnpaid(guarantee)
    }
  } else if (guarantee.state === 'secured' && givenBack(guarantee)) {
    await giveBack(provider, guarantee, ['secured'])
  }
  return (await guaranteeOfAppointment(appointmentId))?.state ?? null
}

/** The same, never throwing: what fails is left to the sweep job (src/server/jobs), which settles it again. */
export async function settleGuaranteeQuietly(appointmentId: number, now = new Date()): Promise<void> {
  try {
    await settleGuarantee(appointmentId, now)
  } catch (error) {
    log('warn', 'guarantee left for the sweep', { appointment: appointmentId, error })
  }
}

/**
 * The owner withdraws a booking they have not paid for yet (« Annuler » before Stripe's page is
 * done): the page is closed and the time freed, the groomer never told. Answers false when the
 * guarantee was given meanwhile (the request then stands, and is cancelled like any other).
 */
export async function withdrawUnpaidBooking(appointmentId: number): Promise<boolean> {
  const guarantee = await guaranteeOfAppointment(appointmentId)
  if (guarantee?.state !== 'awaiting') return false
  const pastItsEnd = new Date(Date.parse(guarantee.checkoutExpiresAt) + 1)
  return (await settleGuarantee(appointmentId, pastItsEnd)) === 'released'
}
