import { runBenchmark, withProductionSite } from '../lib/bench'
import { book, createClients, freeSlots } from '../lib/bookingLoad'
import { decryptPush, startPushService, TEST_VAPID_KEYS, testSubscription } from '../lib/pushService'
import { median, percentile } from '../lib/stats'

/**
 * `npm run bench:push` (issue 36): how fast a groomer's phones hear of a new request. On the
 * production build (web server and jobs worker, as deployed), GROOMERS groomers keep DEVICES
 * browsers each subscribed to a push service on loopback (1,000 subscriptions); then a burst of
 * EVENTS online requests (one per groomer, CLIENTS owners at a time) is sent through the booking
 * API. For each push the service receives (checked: VAPID signature, decrypted with its device's
 * keys): the time from the owner's request being sent to its arrival. Prints the medians and one
 * JSON line. Target: request-to-push p50 ≤ 1 s.
 */
const GROOMERS = Number(process.env.BENCH_GROOMERS ?? 200)
const DEVICES = Number(process.env.BENCH_DEVICES ?? 5)
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const PUSH_PORT = Number(process.env.BENCH_PUSH_PORT ?? 3199)

async function main() {
  const service = await startPushService(PUSH_PORT)
  Object.assign(process.env, TEST_VAPID_KEYS, { PUSH_TEST_ENDPOINT_HOSTS: service.host })
  try {
    await withProductionSite({ port: process.env.BENCH_PORT ?? '3394', label: 'bench-push' }, async (site) => {
      const slots = (await freeSlots(site.baseUrl, site.db, GROOMERS)).slice(0, Math.min(EVENTS, GROOMERS))
      const groomers = [...new Set(slots.map((slot) => slot.groomer))]
      if (slots.length < EVENTS)
        console.warn(`Seulement ${slots.length} toiletteurs réservables : ${slots.length} évènements.`)
      // Each groomer's browsers (the keys a browser would make), written as the subscriptions API writes them.
      const devices = new Map<string, ReturnType<typeof testSubscription>>()
      for (const groomer of groomers)
        for (let i = 0; i < DEVICES; i++) {
          const device = testSubscription(service.endpoint(`g${groomer}-d${i}`))
          devices.set(device.endpoint, device)
          await site.db.query(
            `insert into "push_subscriptions" ("groomer_id", "endpoint", "p256dh", "auth", "device") values ($1, $2, $3, $4, 'banc')`,
            [groomer, device.endpoint, device.keys.p256dh, device.keys.auth],
          )
        }
      console.log(
        `${devices.size} abonnements pour ${groomers.length} toiletteurs ; ${slots.length} demandes en rafale…`,
      )
      const clients = await createClients(site.baseUrl, site.db, slots.length)

      const sentAt = new Map<number, number>()
      const queue = slots.map((slot, i) => ({ slot, client: clients[i]! }))
      const startedAt = performance.now()
      let refused = 0
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            sentAt.set(next.slot.groomer, performance.now())
            const { status } = await book(site.baseUrl, next.client, next.slot)
            if (status !== 201) refused++
          }
        }),
      )
      const expected = (slots.length - refused) * DEVICES
      const deadline = Date.now() + 60_000
      while (service.received.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))

      const latencies: number[] = []
      let unreadable = 0
      for (const push of service.received) {
        const groomer = Number(/\/push\/g(\d+)-d\d+$/.exec(push.endpoint)?.[1])
        const device = devices.get(push.endpoint)
        try {
          if (!push.vapid || !device) throw new Error('unsigned')
          JSON.parse(decryptPush(push.body, device))
        } catch {
          unreadable++
          continue
        }
        latencies.push(push.at - sentAt.get(groomer)!)
      }
      const lastAt = Math.max(...service.received.map((push) => push.at))
      const figures = {
        subscriptions: devices.size,
        events: slots.length,
        refused_bookings: refused,
        pushes_expected: expected,
        pushes_received: service.received.length,
        unreadable,
        push_sent_per_s: Math.round((service.received.length / ((lastAt - startedAt) / 1000)) * 10) / 10,
        request_to_push_p50_ms: Math.round(median(latencies)),
        request_to_push_p99_ms: Math.round(percentile(latencies, 99)),
      }
      console.log(
        `Poussées reçues : ${figures.pushes_received}/${expected} (${unreadable} illisibles) · ${figures.push_sent_per_s} par seconde`,
      )
      console.log(
        `Demande → notification : p50 ${figures.request_to_push_p50_ms} ms · p99 ${figures.request_to_push_p99_ms} ms (cible p50 ≤ 1 000 ms)`,
      )
      console.log(JSON.stringify(figures))
    })
  } finally {
    await service.close()
  }
}

runBenchmark(main)
