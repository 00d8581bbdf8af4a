import { runBenchmark, withProductionSite } from '../lib/bench'
import { book, createClients, freeSlots } from '../lib/bookingLoad'
import { decryptPush, startPushService, TEST_VAPID_KEYS, testSubscription } from '../lib/pushService'
import { median, percentile } from '../lib/stats'

/**
 * `npm run bench:push` (issue 36): how fast a groomer's phones hear of a new request. On the
 * production build (web server and jobs worker, as deployed), the demo's bookable groomers (up to
 * GROOMERS) share SUBSCRIPTIONS browsers subscribed to a push service on loopback; then a burst of
 * EVENTS online requests (spread over the groomers, CLIENTS owners at a time) is sent through the
 * booking API. Each push the service receives is checked (VAPID signature, decrypted with its
 * browser's keys) and names its request (the notification's tag is the appointment's reference):
 * the time from that owner's request being sent to the push's arrival; then ALONE requests one at a
 * time (the first push of each). Prints the medians and one JSON line. Target: request-to-push p50 ≤ 1 s.
 */
const GROOMERS = Number(process.env.BENCH_GROOMERS ?? 200)
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1_000)
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const PUSH_PORT = Number(process.env.BENCH_PUSH_PORT ?? 3199)
/** Requests sent one at a time after the burst. */
const ALONE = 20

async function main() {
  const service = await startPushService(PUSH_PORT)
  Object.assign(process.env, TEST_VAPID_KEYS, { PUSH_TEST_ENDPOINT_HOSTS: service.host })
  try {
    await withProductionSite({ port: process.env.BENCH_PORT ?? '3394', label: 'bench-push' }, async (site) => {
      const slots = (await freeSlots(site.baseUrl, site.db, GROOMERS)).slice(0, EVENTS)
      const groomers = [...new Set(slots.map((slot) => slot.groomer))]
      // The groomers' browsers (the keys a browser would make), written as the subscriptions API writes them.
      const devices = new Map<string, ReturnType<typeof testSubscription>>()
      const devicesOf = new Map<number, number>()
      for (let i = 0; i < SUBSCRIPTIONS; i++) {
        const groomer = groomers[i % groomers.length]!
        const device = testSubscription(service.endpoint(`g${groomer}-d${i}`))
        devices.set(device.endpoint, device)
        devicesOf.set(groomer, (devicesOf.get(groomer) ?? 0) + 1)
        await site.db.query(
          `insert into "push_subscriptions" ("groomer_id", "endpoint", "p256dh", "auth", "device") values ($1, $2, $3, $4, 'banc')`,
          [groomer, device.endpoint, device.keys.p256dh, device.keys.auth],
        )
      }
      console.log(
        `${devices.size} abonnements pour ${groomers.length} toiletteurs ; ${slots.length} demandes en rafale…`,
      )
      const clients = await createClients(site.baseUrl, site.db, slots.length)

      // Each request's sending instant, by the reference its notifications carry as their tag.
      const sentAt = new Map<string, number>()
      // And the instant its answer came back: what of the wait is the booking itself under the burst.
      const answeredAt = new Map<string, number>()
      const queue = slots.map((slot, i) => ({ slot, client: clients[i]! }))
      const startedAt = performance.now()
      let refused = 0
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const sending = performance.now()
            const { status, body } = await book(site.baseUrl, next.client, next.slot)
            if (status !== 201) refused++
            else {
              const { reference } = (body as { appointment: { reference: string } }).appointment
              sentAt.set(reference, sending)
              answeredAt.set(reference, performance.now())
            }
          }
        }),
      )
      const expected = slots.reduce((sum, slot) => sum + (devicesOf.get(slot.groomer) ?? 0), 0)
      const deadline = Date.now() + 60_000
      while (service.received.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))

      const latencies: number[] = []
      const afterAnswer: number[] = []
      const answers = [...answeredAt].map(([reference, at]) => at - sentAt.get(reference)!)
      let unreadable = 0
      for (const push of service.received) {
        const device = devices.get(push.endpoint)
        let tag = ''
        try {
          if (!push.vapid || !device) throw new Error('unsigned')
          tag = (JSON.parse(decryptPush(push.body, device)) as { tag: string }).tag
        } catch {
          unreadable++
          continue
        }
        const sent = sentAt.get(tag)
        if (sent === undefined) unreadable++
        else {
          latencies.push(push.at - sent)
          afterAnswer.push(push.at - answeredAt.get(tag)!)
        }
      }
      const burst = service.received.slice()
      const lastAt = Math.max(...burst.map((push) => push.at))

      // Then one request at a time, the site idle between them: what a groomer waits outside a burst.
      const alone: number[] = []
      const more = (await freeSlots(site.baseUrl, site.db, GROOMERS)).slice(0, ALONE)
      const loners = await createClients(site.baseUrl, site.db, more.length)
      for (const [i, slot] of more.entries()) {
        const before = service.received.length
        const sending = performance.now()
        const { status } = await book(site.baseUrl, loners[i]!, slot)
        if (status !== 201) continue
        const until = Date.now() + 10_000
        while (service.received.length === before && Date.now() < until) await new Promise((r) => setTimeout(r, 5))
        if (service.received.length > before) alone.push(service.received[before]!.at - sending)
        await new Promise((r) => setTimeout(r, 300))
      }
      const figures = {
        subscriptions: devices.size,
        groomers: groomers.length,
        events: slots.length,
        refused_bookings: refused,
        pushes_expected: expected,
        pushes_received: burst.length,
        unreadable,
        push_sent_per_s: Math.round((burst.length / ((lastAt - startedAt) / 1000)) * 10) / 10,
        request_to_push_p50_ms: Math.round(median(latencies)),
        request_to_push_p99_ms: Math.round(percentile(latencies, 99)),
        booking_answer_p50_ms: Math.round(median(answers)),
        answer_to_push_p50_ms: Math.round(median(afterAnswer)),
        alone_request_to_push_p50_ms: Math.round(median(alone)),
      }
      console.log(
        `Poussées reçues : ${figures.pushes_received}/${expected} (${unreadable} illisibles) · ${figures.push_sent_per_s} par seconde`,
      )
      console.log(
        `Demande → notification : p50 ${figures.request_to_push_p50_ms} ms · p99 ${figures.request_to_push_p99_ms} ms (cible p50 ≤ 1 000 ms)`,
      )
      console.log(
        `dont la réservation elle-même : p50 ${figures.booking_answer_p50_ms} ms · de la réponse à la notification : p50 ${figures.answer_to_push_p50_ms} ms`,
      )
      console.log(`Une demande seule : p50 ${figures.alone_request_to_push_p50_ms} ms`)
      console.log(JSON.stringify(figures))
    })
  } finally {
    await service.close()
  }
}

runBenchmark(main)
