import { sql } from '@payloadcms/db-postgres'

import type { NoShowPolicy } from '@/lib/noShowPolicy'

import { billingDb } from '../billing/db'
import { connectedAccountOf } from '../connectedAccounts/accounts'
import { DomainError } from '../domainErrors'
import type { NoShowPoliciesInput } from './schemas'

export const CONNECT_FIRST =
  'Connectez d’abord votre compte Stripe (« Paiements de vos clients ») : c’est lui qui reçoit acomptes et frais.'
export const NOT_YOUR_MOTIVE = 'Cette prestation n’est pas la vôtre.'

const COLUMNS = sql`"motive_id" as "motive", "kind", "deposit_percent" as "depositPercent", "deposit_cents" as "depositCents",
  "applies_to" as "appliesTo", "free_cancellation_hours" as "freeCancellationHours", "fee_cents" as "feeCents"`

/** The groomer's policies: the general one first, then one per motive. */
export async function noShowPoliciesOf(groomerId: number): Promise<NoShowPolicy[]> {
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select ${COLUMNS} from "no_show_policies" where "groomer_id" = ${groomerId}::int
    order by "motive_id" nulls first`)
  return rows as NoShowPolicy[]
}

/**
 * Replaces the groomer's policies. Any guarantee needs their Stripe account able to take payments
 * (the money goes there); each motive must be theirs. All or nothing.
 */
export async function saveNoShowPolicies(groomerId: number, input: NoShowPoliciesInput): Promise<NoShowPolicy[]> {
  const policies = input.policies.map((policy) => ({
    ...policy,
    depositPercent: policy.kind === 'deposit' ? policy.depositPercent : null,
    depositCents: policy.kind === 'deposit' ? policy.depositCents : null,
    feeCents: policy.kind === 'none' ? 0 : policy.feeCents,
  }))
  if (policies.some((policy) => policy.kind !== 'none') && !(await connectedAccountOf(groomerId))?.chargesEnabled)
    throw new DomainError('conflict', CONNECT_FIRST)
  const motives = policies.map((policy) => policy.motive).filter((motive) => motive !== null)
  const db = await billingDb()
  if (motives.length > 0) {
    const { rows } = await db.execute(sql`
      select "id" from "motives" where "groomer_id" = ${groomerId}::int
      and "id" in (${sql.join(
        motives.map((motive) => sql`${motive}::int`),
        sql`, `,
      )})`)
    const own = new Set(rows.map((row) => Number(row.id)))
    const index = policies.findIndex((policy) => policy.motive !== null && !own.has(policy.motive))
    if (index >= 0)
      throw new DomainError('invalid', NOT_YOUR_MOTIVE, { fields: { [`policies.${index}.motive`]: NOT_YOUR_MOTIVE } })
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from "no_show_policies" where "groomer_id" = ${groomerId}::int`)
    for (const policy of policies)
      await tx.execute(sql`
        insert into "no_show_policies" ("groomer_id", "motive_id", "kind", "deposit_percent", "deposit_cents",
          "applies_to", "free_cancellation_hours", "fee_cents")
        values (${groomerId}::int, ${policy.motive}::int, ${policy.kind}, ${policy.depositPercent}::int, ${policy.depositCents}::int,
          ${policy.appliesTo}, ${policy.freeCancellationHours}::int, ${policy.feeCents}::int)`)
  })
  return noShowPoliciesOf(groomerId)
}
