import { sql } from '@payloadcms/db-postgres'

import type { Appointment } from '@/payload-types'

import { billingDb } from '../billing/db'
import type { Statement as SQL } from '../db/queryText'
import type { TransactionDb } from '../transaction'

/**
 * Where a booking's guarantee stands (decision 0061). `awaiting`: its checkout is open, the groomer
 * has not heard of the request; `secured`: the deposit paid or the card saved; then one end:
 * `released` (nothing taken, or the card let go), `refunded`, `kept` (a deposit kept as the fee,
 * the rest given back), `charged` (a fee taken from the saved card), or `charge_failed` (the owner
 * was sent a link to pay it).
 */
export type GuaranteeState = 'awaiting' | 'secured' | 'released' | 'refunded' | 'kept' | 'charged' | 'charge_failed'

export type BookingGuarantee = {
  appointmentId: number
  groomerId: number
  attendeeId: number
  kind: 'imprint' | 'deposit'
  amountCents: number | null
  feeCents: number
  freeCancellationHours: number
  applicationFeeCents: number
  accountId: string
  state: GuaranteeState
  customerId: string | null
  checkoutSessionId: string | null
  checkoutUrl: string | null
  checkoutExpiresAt: string
  paymentIntentId: string | null
  paymentMethodId: string | null
  refundedCents: number
  chargedCents: number
  feeCheckoutSessionId: string | null
  feeCheckoutUrl: string | null
  /** An instant booking (issue 34): confirmed when the guarantee is given. */
  confirmWhenSecured: boolean
  createdAt: string
}

/** The guarantee with what settling it needs of its appointment. */
export type GuaranteeWithAppointment = BookingGuarantee & {
  reference: string
  status: Appointment['status']
  start: string
  cancelledBy: 'attendee' | 'groomer' | null
  cancelledAt: string | null
  visitStatus: string | null
}

const COLUMNS = sql`g."appointment_id" as "appointmentId", g."groomer_id" as "groomerId", g."attendee_id" as "attendeeId",
  g."kind", g."amount_cents" as "amountCents", g."fee_cents" as "feeCents", g."free_cancellation_hours" as "freeCancellationHours",
  g."application_fee_cents" as "applicationFeeCents", g."account_id" as "accountId", g."state", g."customer_id" as "customerId",
  g."checkout_session_id" as "checkoutSessionId", g."checkout_url" as "checkoutUrl", g."checkout_expires_at" as "checkoutExpiresAt",
  g."payment_intent_id" as "paymentIntentId", g."payment_method_id" as "paymentMethodId", g."refunded_cents" as "refundedCents",
  g."charged_cents" as "chargedCents", g."fee_checkout_session_id" as "feeCheckoutSessionId", g."fee_checkout_url" as "feeCheckoutUrl",
  g."created_at" as "createdAt", g."confirm_when_secured" as "confirmWhenSecured",
  a."reference", a."status", a."start", a."cancelled_by" as "cancelledBy", a."cancelled_at" as "cancelledAt", a."visit_status" as "visitStatus"`

const iso = (value: unknown) => (value == null ? null : new Date(String(value)).toISOString())

function guaranteeOf(row: Record<string, unknown>): GuaranteeWithAppointment {
  return {
    ...(row as unknown as GuaranteeWithAppointment),
    appointmentId: Number(row.appointmentId),
    groomerId: Number(row.groomerId),
    attendeeId: Number(row.attendeeId),
    amountCents: row.amountCents === null ? null : Number(row.amountCents),
    feeCents: Number(row.feeCents),
    freeCancellationHours: Number(row.freeCancellationHours),
    applicationFeeCents: Number(row.applicationFeeCents),
    refundedCents: Number(row.refundedCents),
    chargedCents: Number(row.chargedCents),
    checkoutExpiresAt: iso(row.checkoutExpiresAt)!,
    createdAt: iso(row.createdAt)!,
    start: iso(row.start)!,
    cancelledAt: iso(row.cancelledAt),
  }
}

/** Guarantees (with their appointment) that match `where`, over `g` and `a`. */
export async function guaranteesWhere(
  where: SQL,
  limit = 100,
  db?: TransactionDb,
): Promise<GuaranteeWithAppointment[]> {
  const { rows } = await (db ?? (await billingDb())).execute(sql`
    select ${COLUMNS} from "booking_guarantees" g join "appointments" a on a."id" = g."appointment_id"
    where ${where} order by g."appointment_id" limit ${limit}`)
  return rows.map(guaranteeOf)
}

export const guaranteeOfAppointment = async (appointmentId: number) =>
  (await guaranteesWhere(sql`g."appointment_id" = ${appointmentId}::int`, 1))[0] ?? null

export const guaranteeOfReference = async (reference: string) =>
  (await guaranteesWhere(sql`a."reference" = ${reference}`, 1))[0] ?? null

export const guaranteeOfCheckout = async (sessionId: string) =>
  (
    await guaranteesWhere(
      sql`(g."checkout_session_id" = ${sessionId} or g."fee_checkout_session_id" = ${sessionId})`,
      1,
    )
  )[0] ?? null

/**
 * Moves a guarantee from one of `from` to `to`, with `set` (more columns), inside `tx` when given;
 * answers whether it moved (false: another event, the groomer or a job moved it first).
 */
export async function moveGuarantee(
  appointmentId: number,
  from: GuaranteeState[],
  to: GuaranteeState,
  set: SQL | null = null,
  tx?: TransactionDb,
): Promise<boolean> {
  const db = tx ?? (await billingDb())
  const states = sql.join(
    from.map((state) => sql`${state}`),
    sql`, `,
  )
  const { rows } = await db.execute(sql`
    update "booking_guarantees" set "state" = ${to}, "updated_at" = now()${set ? sql`, ${set}` : sql``}
    where "appointment_id" = ${appointmentId}::int and "state" in (${states}) returning 1`)
  return rows.length > 0
}

/** Writes Stripe's ids on the guarantee (whatever its state). */
export async function noteGuarantee(appointmentId: number, set: SQL): Promise<void> {
  await (
    await billingDb()
  ).execute(
    sql`update "booking_guarantees" set ${set}, "updated_at" = now() where "appointment_id" = ${appointmentId}::int`,
  )
}

/** The owner's Stripe customer from an earlier guarantee (Stripe's idempotency keys last a day only). */
export async function knownOwnerCustomer(attendeeId: number): Promise<string | null> {
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select "customer_id" from "booking_guarantees" where "attendee_id" = ${attendeeId}::int and "customer_id" is not null
    order by "created_at" desc limit 1`)
  return (rows[0]?.customer_id as string | undefined) ?? null
}

/** A groomer's latest guarantees, for their space: the visit and where its money stands. */
export async function groomerGuaranteeList(groomerId: number, limit = 30) {
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select a."reference", a."title", a."start", a."timezone", g."kind", g."state", g."amount_cents" as "amountCents",
      g."fee_cents" as "feeCents", g."charged_cents" as "chargedCents", g."refunded_cents" as "refundedCents",
      g."free_cancellation_hours" as "freeCancellationHours"
    from "booking_guarantees" g join "appointments" a on a."id" = g."appointment_id"
    where g."groomer_id" = ${groomerId}::int and g."state" <> 'awaiting'
    order by g."created_at" desc limit ${limit}`)
  return rows.map((row) => ({
    reference: String(row.reference),
    title: String(row.title ?? ''),
    start: iso(row.start)!,
    timezone: String(row.timezone ?? 'Europe/Paris'),
    row,
  }))
}
