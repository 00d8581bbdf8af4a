import { sql } from '@payloadcms/db-postgres'

import { getPaymentProvider, type PaymentEvent } from '@/integrations/payments'

import { billingDb } from '../billing/db'
import { log } from '../observability/log'

/** Where a dispute stands, as the groomer reads it. */
export type DisputeView = {
  disputeId: string
  status: string
  amountCents: number
  reason: string
  evidenceDueBy: string | null
  openedAt: string
}

/**
 * A card dispute (chargeback) on a deposit or a fee (issue 33 item 5): Stripe's `charge.dispute.*`
 * event, the dispute read again from Stripe, kept as one more row per status it reaches (never
 * rewritten), for the groomer's space. The marketplace answers it and bears a loss (the CGU): the
 * groomer's register does not move. Answers false for any other event, or a dispute on a payment
 * that is not a booking's.
 */
export async function applyDisputeEvent(event: PaymentEvent): Promise<boolean> {
  const provider = getPaymentProvider()
  if (!provider || !event.type.startsWith('charge.dispute.') || !event.objectId) return false
  const dispute = await provider.dispute(event.objectId)
  if (!dispute.reference) return false
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    insert into "guarantee_disputes" ("dispute_id", "groomer_id", "appointment_reference", "status", "amount_cents",
      "reason", "evidence_due_by")
    select ${dispute.id}, g."groomer_id", a."reference", ${dispute.status}, ${dispute.amountCents}::int, ${dispute.reason},
      ${dispute.evidenceDueBy?.toISOString() ?? null}::timestamptz
    from "booking_guarantees" g join "appointments" a on a."id" = g."appointment_id"
    where a."reference" = ${dispute.reference}
    on conflict ("dispute_id", "status") do nothing
    returning "groomer_id"`)
  if (rows.length > 0)
    log('warn', 'card dispute', { disputeId: dispute.id, status: dispute.status, reference: dispute.reference })
  return true
}

/** The latest status of each dispute on these bookings of the groomer, by booking reference. */
export async function groomerDisputes(groomerId: number, references: string[]): Promise<Map<string, DisputeView>> {
  if (references.length === 0) return new Map()
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select distinct on ("dispute_id") "dispute_id" as "disputeId", "appointment_reference" as "reference", "status",
      "amount_cents" as "amountCents", "reason", "evidence_due_by" as "evidenceDueBy",
      min("recorded_at") over (partition by "dispute_id") as "openedAt"
    from "guarantee_disputes" where "groomer_id" = ${groomerId}::int
      and "appointment_reference" in (${sql.join(
        references.map((reference) => sql`${reference}`),
        sql`, `,
      )})
    order by "dispute_id", "recorded_at" desc, "id" desc`)
  return new Map(
    rows.map((row) => [
      String(row.reference),
      {
        disputeId: String(row.disputeId),
        status: String(row.status),
        amountCents: Number(row.amountCents),
        reason: String(row.reason),
        evidenceDueBy: row.evidenceDueBy == null ? null : new Date(String(row.evidenceDueBy)).toISOString(),
        openedAt: new Date(String(row.openedAt)).toISOString(),
      },
    ]),
  )
}
