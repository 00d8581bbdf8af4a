import { sql } from '@payloadcms/db-postgres'

import { guaranteeViewOf, type GuaranteeView } from '@/lib/guaranteeView'

import { billingDb } from '../billing/db'

/** A guarantee as its owner sees it: what happened to their money, and a page to pay when one is due. */
export type OwnerGuarantee = GuaranteeView & {
  /** Stripe's page: the deposit or card still to give (awaiting), or a fee the card refused. */
  payUrl: string | null
}

/** The owner's own guarantees on these appointments (their id bounds the read), by appointment. */
export async function ownerGuarantees(
  attendeeId: number,
  appointmentIds: number[],
  now = new Date(),
): Promise<Map<number, OwnerGuarantee>> {
  if (appointmentIds.length === 0) return new Map()
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select "appointment_id" as "id", "kind", "state", "amount_cents" as "amountCents", "fee_cents" as "feeCents",
      "charged_cents" as "chargedCents", "refunded_cents" as "refundedCents", "free_cancellation_hours" as "freeCancellationHours",
      case when "state" = 'awaiting' and "checkout_expires_at" > ${now.toISOString()}::timestamptz then "checkout_url"
        when "state" = 'charge_failed' then "fee_checkout_url" end as "payUrl"
    from "booking_guarantees"
    where "attendee_id" = ${attendeeId}::int and "appointment_id" = any(${`{${appointmentIds.join(',')}}`}::int[])`)
  return new Map(
    rows.map((row) => [Number(row.id), { ...guaranteeViewOf(row), payUrl: (row.payUrl as string | null) ?? null }]),
  )
}
