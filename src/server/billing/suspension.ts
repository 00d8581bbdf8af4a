import { sql } from '@payloadcms/db-postgres'

import type { TransactionDb } from '../transaction'
import { rowOf, SUBSCRIPTION_COLUMNS } from './rows'
import { subscriptionState, subscriptionSuspendsBooking, type BillingRules } from './state'

export type SuspensionChange = { groomerId: number; suspended: boolean }

const ids = (groomerIds: number[]) =>
  sql.join(
    groomerIds.map((id) => sql`${id}::int`),
    sql`, `,
  )

/**
 * Brings what the groomers' records say of their subscription in step with it (all of them, or
 * `groomerIds`): `booking_suspended` (the rule: `subscriptionSuspendsBooking`) and `subscription_state`
 * (the admin lists filter on it). Answers the groomers whose suspension changed.
 */
export async function applyBookingSuspensions(
  db: TransactionDb,
  rules: BillingRules,
  now: Date,
  groomerIds?: number[],
): Promise<SuspensionChange[]> {
  if (groomerIds?.length === 0) return []
  const only = groomerIds ? sql`and u."id" in (${ids(groomerIds)})` : sql``
  const { rows } = await db.execute(sql`
    select ${SUBSCRIPTION_COLUMNS}, coalesce(u."booking_suspended", false) as "suspended",
      u."subscription_state"::text as "storedState"
    from "users" u left join "billing_subscriptions" b on b."groomer_id" = u."id"
    where (b."groomer_id" is not null or u."subscription_offered" or u."booking_suspended"
      or u."subscription_state" is distinct from 'aucun') ${only}`)
  const changes: SuspensionChange[] = []
  const states = new Map<string, number[]>()
  for (const raw of rows) {
    const row = rowOf(raw)
    const suspend = subscriptionSuspendsBooking(row, now, rules)
    if (suspend !== Boolean(raw.suspended)) changes.push({ groomerId: row.groomerId, suspended: suspend })
    const state = subscriptionState(row, now)
    if (state !== raw.storedState) states.set(state, [...(states.get(state) ?? []), row.groomerId])
  }
  for (const suspended of [true, false]) {
    const changed = changes.filter((change) => change.suspended === suspended).map((change) => change.groomerId)
    if (changed.length > 0)
      await db.execute(sql`update "users" set "booking_suspended" = ${suspended} where "id" in (${ids(changed)})`)
  }
  for (const [state, changed] of states)
    await db.execute(sql`update "users" set "subscription_state" = ${state}::"enum_users_subscription_state"
      where "id" in (${ids(changed)})`)
  return changes
}
