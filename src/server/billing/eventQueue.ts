import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { PaymentEvent } from '@/integrations/payments'

import { listenForQueue } from '../jobs/queueListener'
import { log } from '../observability/log'
import { afterSubscriptionChange } from './afterChange'
import { billingDb } from './db'
import { billingRules } from './gate'
import type { BillingRules } from './state'
import { syncCustomer } from './sync'

export { BILLING_EVENTS_JOB } from '../jobs/followUpJob'

/** Announced on each insert into `billing_event_queue` (the jobs process listens). */
export const BILLING_EVENTS_CHANNEL = 'billing_events'

/** A taken event is its taker's for this long; after that (the process died) another applies it. */
const LEASE = sql.raw(`interval '5 minutes'`)
/** An event whose customer could not be read from Stripe this many times stays for a person to look at. */
const MAX_ATTEMPTS = 10
/** Customers brought in step side by side in one drain (each mostly waits on Stripe and the database). */
const SIDE_BY_SIDE = 4

/**
 * Records a verified event once (its id is the key) and queues its customer for a sync, in one
 * statement: Stripe gets its answer at once, whatever Stripe's API or the e-mails then take.
 * Answers `duplicate` for an event already recorded (a replay changes nothing).
 */
export async function recordPaymentEvent(event: PaymentEvent): Promise<'recorded' | 'duplicate'> {
  const db = await billingDb()
  const { rows } = await db.execute(sql`
    with "recorded" as (
      insert into "billing_events" ("event_id", "type", "customer_id", "object_id", "amount_cents", "stripe_created")
      values (${event.id}, ${event.type}, ${event.customerId}, ${event.objectId}, ${event.amountCents},
        ${event.created.toISOString()}::timestamptz)
      on conflict ("event_id") do nothing returning "event_id", "customer_id"),
    "queued" as (
      insert into "billing_event_queue" ("event_id", "customer_id")
      select "event_id", "customer_id" from "recorded" where "customer_id" is not null returning "event_id")
    select (select count(*) from "recorded")::int as "recorded"`)
  return Number(rows[0]?.recorded) > 0 ? 'recorded' : 'duplicate'
}

type Taken = { eventIds: string[]; customerId: string }

/** Takes queued events nobody holds (of one customer when given), grouped by customer. */
async function take(customerId: string | null, limit: number): Promise<Taken[]> {
  const db = await billingDb()
  const which = customerId ? sql`"customer_id" = ${customerId}` : sql`true`
  const { rows } = await db.execute(sql`
    update "billing_event_queue" set "taken_until" = now() + ${LEASE}, "attempts" = "attempts" + 1
    where "event_id" in (
      select "event_id" from "billing_event_queue"
      where ${which} and ("taken_until" is null or "taken_until" < now()) and "attempts" < ${MAX_ATTEMPTS}
      order by "created_at" limit ${limit} for update skip locked)
    returning "event_id" as "eventId", "customer_id" as "customerId"`)
  const byCustomer = new Map<string, string[]>()
  for (const row of rows as { eventId: string; customerId: string }[])
    byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row.eventId])
  return [...byCustomer].map(([id, eventIds]) => ({ customerId: id, eventIds }))
}

/**
 * Brings one customer in step (one read of Stripe's current state answers all their queued events),
 * tells what changed, and removes the events from the queue. On failure they stay, and the lease's
 * end hands them to the next drain.
 */
async function apply({ customerId, eventIds }: Taken, rules?: BillingRules): Promise<boolean> {
  try {
    const change = await syncCustomer(customerId, new Date(), rules)
    if (change) await afterSubscriptionChange(change)
    const db = await billingDb()
    await db.execute(
      sql`delete from "billing_event_queue" where "event_id" in (${sql.join(
        eventIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    return true
  } catch (error) {
    log('warn', 'Stripe events left for a later drain', { customerId, events: eventIds.length, error })
    return false
  }
}

/** Applies queued events until none is free; answers how many events and customers were applied. */
export async function drainBillingEvents(): Promise<{ events: number; customers: number }> {
  let events = 0
  let customers = 0
  const rules = await billingRules()
  for (;;) {
    const taken = await take(null, 100)
    if (taken.length === 0) return { events, customers }
    for (let index = 0; index < taken.length; index += SIDE_BY_SIDE) {
      const done = await Promise.all(taken.slice(index, index + SIDE_BY_SIDE).map((group) => apply(group, rules)))
      done.forEach((ok, position) => {
        if (!ok) return
        customers += 1
        events += taken[index + position]!.eventIds.length
      })
    }
  }
}

/** Applies here and now what is queued for one customer (a page about to show their state). */
export async function applyQueuedEventsOf(customerId: string): Promise<void> {
  for (const group of await take(customerId, 100)) await apply(group)
}

/**
 * Stripe's events are applied once their burst pauses (decision 0055): Stripe sends a change as
 * several events (subscription, invoice, checkout), which then cost one read of Stripe, and a flood of
 * deliveries is answered before it is applied (within 10 s at the most).
 */
export const listenForBillingEvents = (payload: Payload) =>
  listenForQueue(payload, {
    channel: BILLING_EVENTS_CHANNEL,
    drain: drainBillingEvents,
    label: 'Stripe events',
    quiet: { ms: 300, atMostMs: 10_000 },
  })
