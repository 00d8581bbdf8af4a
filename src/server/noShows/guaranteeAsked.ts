import { sql } from '@payloadcms/db-postgres'

import { guaranteeFor, policyForMotive, type Guarantee, type NoShowPolicy, type OwnerRecord } from '@/lib/noShowPolicy'

import { preparedRows } from '../db/prepared'
import { MISSED_VISIT } from '../appointments/missedVisits'

/** The guarantee a booking asks, with where its money goes (the groomer's connected account). */
export type AskedGuarantee = Exclude<Guarantee, { kind: 'none' }> & { accountId: string }

/**
 * What a groomer's policy asks of this owner for this booking, in one prepared read: the groomer's
 * policies, their account able to take payments, and (only when some policy exists) the owner's
 * record. Null when nothing is asked: no policy, « aucune », or no account to receive the money.
 */
export async function guaranteeAsked(
  attendeeId: number,
  groomerId: number,
  motiveId: number,
  priceCents: number | null,
): Promise<AskedGuarantee | null> {
  return (await guaranteeRule(attendeeId, groomerId))?.(motiveId, priceCents) ?? null
}

/**
 * The same read, answering the rule that gives the guarantee of any motive and price of this
 * groomer for this owner (several prices, one read); null when nothing can be asked.
 */
export async function guaranteeRule(
  attendeeId: number,
  groomerId: number,
): Promise<((motiveId: number, priceCents: number | null) => AskedGuarantee | null) | null> {
  const [row] = await preparedRows(sql`
    with p as (select "motive_id" as "motive", "kind", "deposit_percent" as "depositPercent", "deposit_cents" as "depositCents",
        "applies_to" as "appliesTo", "free_cancellation_hours" as "freeCancellationHours", "fee_cents" as "feeCents"
      from "no_show_policies" where "groomer_id" = ${groomerId}::int),
    account as (select "stripe_account_id" from "connected_accounts" where "groomer_id" = ${groomerId}::int and "charges_enabled")
    select (select json_agg(p) from p) as "policies", (select "stripe_account_id" from account) as "accountId",
      (select json_build_object(
          'visitsWithGroomer', count(*) filter (where a."groomer_id" = ${groomerId}::int and a."visit_status" = 'finished'),
          'missedVisits', count(*) filter (where ${MISSED_VISIT}))
        from "appointments" a left join "booking_guarantees" g on g."appointment_id" = a."id"
        where a."attendee_id" = ${attendeeId}::int and exists(select 1 from p where p."kind" <> 'none') and exists(select 1 from account)) as "owner"`)
  const policies = (row?.policies ?? []) as NoShowPolicy[]
  const accountId = (row?.accountId as string | null) ?? null
  if (!accountId || policies.length === 0) return null
  const owner = (row?.owner as OwnerRecord | null) ?? { visitsWithGroomer: 0, missedVisits: 0 }
  return (motiveId, priceCents) => {
    const guarantee = guaranteeFor(policyForMotive(policies, motiveId), owner, priceCents)
    return guarantee.kind === 'none' ? null : { ...guarantee, accountId }
  }
}
