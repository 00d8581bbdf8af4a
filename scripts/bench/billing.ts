import { FakeStripe } from '../lib/fakeStripe'
import { runBenchmark, withProductionSite } from '../lib/bench'
import { median, percentile } from '../lib/stats'

/**
 * `npm run bench:billing`: Stripe's webhook on the production build. A local Stripe fake plays a
 * month of CUSTOMERS groomers' subscriptions (checkouts, renewals paid or declined, new cards,
 * cancellations); their events (10 % sent twice, all shuffled) are posted by CLIENTS clients to
 * POST /api/v1/payments/stripe/webhook, signed as Stripe signs them; the jobs process applies them
 * (decision 0055) and the run waits for its queue to be empty. Then some changes are made in the fake
 * without their webhook (lost events) and the nightly reconciliation runs. Prints events/s, the median
 * and p99 of a delivery, when all were applied, what was recorded twice (must be 0), the drift before
 * and after the reconciliation, and one JSON line.
 *
 * As in the other benchmarks, a warm-up round comes first (WARM_UP deliveries of other customers,
 * not measured): a live site takes Stripe's events warm, and a fresh process loads the route, starts
 * Payload and opens its pool on its first requests. That first cold delivery is printed on its own.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100)
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 100)
/** Customers whose events only warm the site up. */
const WARM_UP_CUSTOMERS = 20
const SECRET_KEY = 'sk_test_bench_billing'
const WEBHOOK_SECRET = 'whsec_bench_billing'
const WEBHOOK_PATH = '/api/v1/payments/stripe/webhook'

type Event = Record<string, unknown> & { id: string }

/** A seeded pseudo-random source: the same events on every run. */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

/** One customer's month, in the fake: what Stripe would send, in order. */
async function playCustomer(fake: FakeStripe, customer: string, next: () => number): Promise<void> {
  const session = fake.openCheckout(customer, next() < 0.7 ? 30 : 0)
  fake.nextPayment = 'paid'
  await fake.completeCheckout(session)
  const subscription = String(fake.subscriptionOf(customer)!.id)
  for (let month = 0; month < 3; month++) {
    const roll = next()
    if (roll < 0.15) {
      fake.nextPayment = 'failed'
      await fake.renew(subscription)
      if (next() < 0.6) await fake.payOpenInvoices(customer)
    } else if (roll < 0.25) {
      await fake.cancelAtPeriodEnd(subscription)
      await fake.renew(subscription)
      return
    } else {
      fake.nextPayment = 'paid'
      await fake.renew(subscription)
    }
  }
}

/** The first `count` events of the fake from `from` on, 10 % of them sent twice, shuffled. */
function deliveriesOf(fake: FakeStripe, from: number, count: number, next: () => number): Event[] {
  const unique = fake.events.slice(from, from + Math.round(count * 0.9)) as Event[]
  const deliveries = [...unique, ...unique.filter(() => next() < 0.111).slice(0, count - unique.length)]
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!]
  }
  return deliveries
}

type Delivered = { latencies: number[]; seconds: number; applied: Map<string, number>; failures: string[] }

/** Posts the deliveries, signed as Stripe signs them, from CLIENTS clients side by side. */
async function deliver(baseUrl: string, fake: FakeStripe, deliveries: Event[]): Promise<Delivered> {
  const latencies: number[] = []
  const applied = new Map<string, number>()
  const failures: string[] = []
  let cursor = 0
  const startedAt = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (cursor < deliveries.length) {
        const event = deliveries[cursor++]!
        const { body, signature } = fake.signed(event)
        const sentAt = performance.now()
        const response = await fetch(`${baseUrl}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        })
        const answer = (await response.json()) as { outcome?: string; error?: string }
        latencies.push(performance.now() - sentAt)
        if (!response.ok) failures.push(`${response.status} ${answer.error ?? ''}`)
        if (answer.outcome === 'recorded') applied.set(event.id, (applied.get(event.id) ?? 0) + 1)
      }
    }),
  )
  if (failures.length > 0)
    throw new Error(`${failures.length} livraisons refusées : ${failures.slice(0, 3).join(' · ')}`)
  return { latencies, seconds: (performance.now() - startedAt) / 1000, applied, failures }
}

/** Waits until the jobs process has applied the whole queue (one read of Stripe per customer). */
async function queueEmptied(db: import('pg').Client, deadline: number): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "billing_event_queue"`)
    if (rows[0]!.n === 0) return
    if (performance.now() > deadline) throw new Error(`${rows[0]!.n} événements jamais appliqués`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Local rows whose Stripe status or cancellation flag differ from the fake's current subscription. */
async function drift(db: import('pg').Client, fake: FakeStripe, customers: string[]): Promise<number> {
  const { rows } = await db.query<{ customer: string; status: string | null; cancel: boolean }>(
    `select "stripe_customer_id" as customer, "stripe_status" as status, "cancel_at_period_end" as cancel
     from "billing_subscriptions" where "stripe_customer_id" = any($1::text[])`,
    [customers],
  )
  return rows.filter((row) => {
    const current = fake.subscriptionOf(row.customer)
    return (
      String(current?.status ?? null) !== String(row.status) || Boolean(current?.cancel_at_period_end) !== row.cancel
    )
  }).length
}

async function main() {
  const fake = await new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start()
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_fake_monthly',
    STRIPE_API_BASE_URL: fake.base,
  })
  try {
    await withProductionSite({ port: process.env.BENCH_PORT ?? '3390', label: 'bench-billing' }, async (site) => {
      // Demo groomers become the customers (their « offert » taken back).
      const { rows: groomers } = await site.db.query<{ id: number }>(
        `select "id" from "users" order by "id" limit $1`,
        [CUSTOMERS + WARM_UP_CUSTOMERS],
      )
      const next = random(31)
      const customers: string[] = []
      const warmUpCustomers: string[] = []
      for (const [index, { id }] of groomers.entries()) {
        const customer = fake.addCustomer({ groomerId: String(id) })
        ;(index < WARM_UP_CUSTOMERS ? warmUpCustomers : customers).push(customer)
        await site.db.query(
          `insert into "billing_subscriptions" ("groomer_id", "stripe_customer_id") values ($1, $2)
           on conflict ("groomer_id") do update set "stripe_customer_id" = excluded."stripe_customer_id"`,
          [id, customer],
        )
        await site.db.query(`update "users" set "subscription_offered" = false where "id" = $1`, [id])
      }
      while (fake.events.length < WARM_UP * 0.9) {
        await playCustomer(fake, warmUpCustomers[Math.floor(next() * warmUpCustomers.length)]!, next)
      }
      const measuredFrom = fake.events.length
      while (fake.events.length < measuredFrom + EVENTS * 0.9) {
        await playCustomer(fake, customers[Math.floor(next() * customers.length)]!, next)
      }
      const warmUp = deliveriesOf(fake, 0, WARM_UP, next)
      const deliveries = deliveriesOf(fake, measuredFrom, EVENTS, next)
      const unique = new Set(deliveries.map((event) => event.id))

      // Warm-up: the first delivery alone (a fresh process), then the rest of the round, applied.
      const firstDelivery = await deliver(site.baseUrl, fake, warmUp.slice(0, 1))
      await deliver(site.baseUrl, fake, warmUp.slice(1))
      await queueEmptied(site.db, performance.now() + 60_000)

      const cpu = () => ({
        site: site.serverCpuMs() ?? 0,
        jobs: site.workerCpuMs() ?? 0,
        database: site.databaseCpuMs() ?? 0,
        bench: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000,
      })
      const cpuBefore = cpu()
      const startedAt = performance.now()
      const { latencies, seconds, applied } = await deliver(site.baseUrl, fake, deliveries)
      await queueEmptied(site.db, startedAt + 180_000)
      const appliedSeconds = (performance.now() - startedAt) / 1000
      const cpuAfter = cpu()
      const perEvent = (key: keyof ReturnType<typeof cpu>) =>
        Number(((cpuAfter[key] - cpuBefore[key]) / deliveries.length).toFixed(2))
      const duplicatesApplied = [...applied.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0)
      const { rows: recorded } = await site.db.query<{ n: number }>(
        `select count(*)::int as n from "billing_events" where "event_id" = any($1::text[])`,
        [[...unique]],
      )
      const driftAfterEvents = await drift(site.db, fake, customers)

      // Lost webhooks: 5 % of the customers change in Stripe with no event reaching the site.
      for (const customer of customers.filter((_, index) => index % 20 === 0)) {
        const subscription = fake.subscriptionOf(customer)
        if (subscription) subscription.status = subscription.status === 'canceled' ? 'active' : 'canceled'
      }
      const driftBefore = await drift(site.db, fake, customers)
      // The nightly job's work, run here on the site's database (Payload in this process, as the jobs process has it).
      // The seed's instance (this process) was destroyed but stays in Payload's cache under the default
      // key, which the services' getPayloadClient reads: it is dropped so that they get a live one.
      ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
      const { getPayload } = await import('payload')
      const { default: config } = await import('../../payload.config')
      await getPayload({ config })
      const { reconcileSubscriptions } = await import('../../src/server/billing/reconcile')
      const reconcileStartedAt = performance.now()
      const reconciled = await reconcileSubscriptions()
      const reconcileMs = performance.now() - reconcileStartedAt
      const driftAfter = await drift(site.db, fake, customers)

      const result = {
        webhook_events_per_s: Math.round(deliveries.length / seconds),
        webhook_p50_ms: Math.round(median(latencies)),
        webhook_p99_ms: Math.round(percentile(latencies, 99)),
        applied_within_s: Number(appliedSeconds.toFixed(1)),
        cpu_ms_per_delivery: {
          site: perEvent('site'),
          jobs: perEvent('jobs'),
          database: perEvent('database'),
          bench: perEvent('bench'),
        },
        deliveries: deliveries.length,
        unique_events: unique.size,
        warm_up_deliveries: warmUp.length,
        first_cold_delivery_ms: Math.round(firstDelivery.latencies[0]!),
        recorded_events: recorded[0]!.n,
        duplicates_applied: duplicatesApplied,
        drift_after_events: driftAfterEvents,
        drift_before_reconcile: driftBefore,
        reconcile_checked: reconciled.checked,
        reconcile_ms: Math.round(reconcileMs),
        drift_after_reconcile: driftAfter,
      }
      console.log(
        `Webhooks Stripe : ${deliveries.length} livraisons (${unique.size} événements, ${deliveries.length - unique.size} en double) par ${CLIENTS} clients`,
      )
      console.log(
        `  ${result.webhook_events_per_s} événements/s, médiane ${result.webhook_p50_ms} ms, p99 ${result.webhook_p99_ms} ms (objectif ≥ 200/s, p99 ≤ 200 ms)`,
      )
      console.log(
        `  après une mise en route de ${warmUp.length} livraisons (non mesurées ; la toute première, à froid : ${result.first_cold_delivery_ms} ms)`,
      )
      console.log(`  tous appliqués (file vide) ${result.applied_within_s} s après la première livraison`)
      const c = result.cpu_ms_per_delivery
      console.log(
        `  CPU par livraison : site ${c.site} ms · tâches ${c.jobs} ms · base ${c.database} ms · banc (clients et faux Stripe) ${c.bench} ms`,
      )
      console.log(
        `  appliqués deux fois : ${duplicatesApplied} ; enregistrés : ${result.recorded_events} ; écart après les webhooks : ${driftAfterEvents}`,
      )
      console.log(
        `Réconciliation : ${driftBefore} écarts introduits, ${reconciled.checked} clients relus en ${result.reconcile_ms} ms, ${driftAfter} écart restant`,
      )
      console.log(JSON.stringify(result))
    })
  } finally {
    await fake.stop()
  }
}

runBenchmark(main)
