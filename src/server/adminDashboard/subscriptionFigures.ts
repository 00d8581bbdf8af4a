import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { DASHBOARD_ZONE, type Figure } from './figures'
import { adminListLink } from './listLinks'

/**
 * The subscription's figures for the operator: monthly recurring revenue excluding tax (the active
 * subscriptions' prices; trials, arrears and months offered bring nothing yet), groomers per state,
 * subscriptions ended or cancelled this month (Paris), and the share of ended trials that became a
 * paid month. Each count links to the groomers' admin list filtered on their subscription state.
 */
export type SubscriptionFigures = {
  mrrExclTaxCents: number
  trial: Figure
  active: Figure
  arrears: Figure
  offered: Figure
  cancelledThisMonth: Figure
  /** Null before any trial ended. */
  trialConversionPercent: number | null
}

type Row = {
  mrr: number
  trial: number
  active: number
  arrears: number
  offered: number
  cancelled: number
  converted: number
  trials_ended: number
}

const stateLink = (state: string) => adminListLink('users', { subscriptionState: { equals: state } }, 'displayName')

export async function subscriptionFigures(payload: Payload, now = new Date()): Promise<SubscriptionFigures> {
  const monthStart = DateTime.fromJSDate(now, { zone: DASHBOARD_ZONE }).startOf('month').toUTC().toISO() ?? ''
  const { rows } = await payload.db.drizzle.execute(sql`
    select
      (select coalesce(sum(b."amount_cents"), 0)::int from "billing_subscriptions" b join "users" u on u."id" = b."groomer_id"
        where u."subscription_state" = 'actif') as "mrr",
      count(*) filter (where u."subscription_state" = 'essai')::int as "trial",
      count(*) filter (where u."subscription_state" = 'actif')::int as "active",
      count(*) filter (where u."subscription_state" = 'impaye')::int as "arrears",
      count(*) filter (where u."subscription_state" = 'offert')::int as "offered",
      (select count(*)::int from "billing_subscriptions" where "canceled_at" >= ${monthStart}::timestamptz) as "cancelled",
      (select count(*)::int from "billing_subscriptions" where "had_trial" and "first_paid_at" is not null) as "converted",
      (select count(*)::int from "billing_subscriptions"
        where "had_trial" and ("first_paid_at" is not null or "trial_end" < ${now.toISOString()}::timestamptz)) as "trials_ended"
    from "users" u`)
  const row = rows[0] as unknown as Row
  return {
    mrrExclTaxCents: row.mrr,
    trial: { count: row.trial, link: stateLink('essai') },
    active: { count: row.active, link: stateLink('actif') },
    arrears: { count: row.arrears, link: stateLink('impaye') },
    offered: { count: row.offered, link: stateLink('offert') },
    cancelledThisMonth: { count: row.cancelled, link: stateLink('resilie') },
    trialConversionPercent: row.trials_ended === 0 ? null : Math.round((100 * row.converted) / row.trials_ended),
  }
}
