import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import type { Attendee } from '../../src/payload-types'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { manyGroomers } from './benchRows'
import { runBenchmark, withBenchDatabase } from '../lib/bench'
import { percentile } from '../lib/stats'

/**
 * `npm run bench:waitlist`: 1,000 waiting-list subscriptions on 100 groomers (fresh embedded
 * database), then 200 cancellations through the attendee's cancellation service, CONCURRENCY at
 * a time (a groomer's two cancellations often at once). For each, the time from the call of the
 * cancellation to the first subscriber's e-mail in the outbox (the e-mail carries the hold's
 * link; the JSON's figures), and from the cancellation's write. Then the holds run out (moved 16
 * minutes back) and two job runs pass them on at once, as two instances would.
 * `double_holds`, counted in the database: pairs of holds of one groomer whose times overlap while
 * both were held, and bookings written over a hold's time while it was held (must be 0).
 */
const GROOMERS = 100
const SUBSCRIPTIONS_PER_GROOMER = 10
const CANCELLATIONS_PER_GROOMER = 2
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)

/** Groomers open Monday to Saturday 09:00–18:00 with one 60-minute motive, in SQL. */
async function openGroomers(payload: Payload, groomers: number[]): Promise<Map<number, number>> {
  await payload.db.pool.query(
    `update "users" set "address" = '3 rue des Lilas', "postcode" = '75011', "cancellation_notice_hours" = 24, "published" = true, "timezone" = 'Europe/Paris' where "id" = any($1::int[])`,
    [groomers],
  )
  await payload.db.pool.query(
    `insert into "availabilities" ("groomer_id", "weekday", "start", "end", "every_n_weeks")
     select g, w::text::"enum_availabilities_weekday", '09:00', '18:00', 1 from unnest($1::int[]) g, generate_series(1, 6) w`,
    [groomers],
  )
  const { rows } = await payload.db.pool.query<{ id: number; groomer: number }>(
    `insert into "motives" ("groomer_id", "title", "duration", "price", "kind", "bookable_online")
     select g, 'Toilettage complet', 60, 55, 'salon', true from unnest($1::int[]) g returning "id", "groomer_id" as "groomer"`,
    [groomers],
  )
  return new Map(rows.map((row) => [Number(row.groomer), Number(row.id)]))
}

/** Owners with verified mobiles, in SQL (they never sign in here: the services take the person). */
async function owners(payload: Payload, count: number, label: string): Promise<(AuthenticatedPerson & Attendee)[]> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `insert into "attendees" ("email", "first_name", "last_name", "phone", "phone_country_code", "phone_verified")
     select $2 || '-' || g || '@bench.fr', 'Paul', 'Client', '+3361' || lpad(g::text, 7, '0'), 'FR', true from generate_series(1, $1::int) g returning "id"`,
    [count, label],
  )
  const ids = rows.map((row) => Number(row.id))
  const docs = await payload.find({
    collection: 'attendees',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    where: { id: { in: ids } },
  })
  return docs.docs.map((doc) => ({ ...doc, collection: 'attendees' }) as unknown as AuthenticatedPerson & Attendee)
}

/** The next Monday–Saturday day at `hour` (Paris), `offset` working days from three days ahead. */
function workingDay(offset: number, hour: number): string {
  let day = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ days: 3 })
  let left = offset
  while (day.weekday === 7 || left > 0) {
    if (day.weekday !== 7) left -= 1
    day = day.plus({ days: 1 })
  }
  return day.set({ hour }).toISO() ?? ''
}

async function doubleHolds(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<{ n: number }>(`
    select
      (select count(*) from "waitlist_holds" a join "waitlist_holds" b on a."groomer_id" = b."groomer_id" and a."id" < b."id"
        and tstzrange(a."start", a."end") && tstzrange(b."start", b."end")
        and tstzrange(a."created_at", coalesce(a."ended_at", a."expires_at")) && tstzrange(b."created_at", coalesce(b."ended_at", b."expires_at")))
      + (select count(*) from "waitlist_holds" h join "appointments" a on a."groomer_id" = h."groomer_id" and a."status" in ('pending', 'confirmed')
        and a."id" is distinct from h."appointment_id" and tstzrange(a."start", a."end") && tstzrange(h."start", h."end")
        and a."created_at" < coalesce(h."ended_at", h."expires_at"))::int as "n"`)
  return Number(rows[0]!.n)
}

async function main() {
  process.env.SITE_URL ??= 'http://localhost:3620'
  await withBenchDatabase('bench', async (payload) => {
    const { createBooking } = await import('../../src/server/booking/create')
    const { cancelAppointment } = await import('../../src/server/booking/lifecycle')
    const { passOnExpiredHolds } = await import('../../src/server/jobs/waitlistHolds')

    const groomers = await manyGroomers(payload, GROOMERS, 'attente')
    const motives = await openGroomers(payload, groomers)
    const bookers = await owners(payload, GROOMERS * CANCELLATIONS_PER_GROOMER, `rdv-${Date.now()}`)
    const waiting = await owners(payload, GROOMERS * SUBSCRIPTIONS_PER_GROOMER, `attente-${Date.now()}`)

    // Two bookings per groomer on one of the next working days, through the booking service (messages skipped).
    const booked: { attendee: AuthenticatedPerson & Attendee; reference: string; groomer: number; start: string }[] = []
    for (const [index, groomer] of groomers.entries()) {
      for (let n = 0; n < CANCELLATIONS_PER_GROOMER; n++) {
        const attendee = bookers[index * CANCELLATIONS_PER_GROOMER + n]!
        const start = workingDay(index % 10, 10 + 3 * n)
        const appointment = await createBooking(
          attendee,
          {
            groomer,
            motive: motives.get(groomer)!,
            start,
            pet: { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' },
            note: '',
          },
          new Date(),
          { defer: () => {}, followUp: () => {} },
        )
        booked.push({ attendee, reference: appointment.reference, groomer, start: appointment.start })
      }
    }
    // Ten subscriptions per groomer over the next 30 days, one second apart in order of subscription.
    const firstDay = DateTime.now().setZone('Europe/Paris').toISODate()!
    const lastDay = DateTime.now().setZone('Europe/Paris').plus({ days: 29 }).toISODate()!
    await payload.db.pool.query(
      `insert into "waitlist_subscriptions" ("groomer_id", "attendee_id", "motive_id", "first_day", "last_day", "status", "created_at", "updated_at")
       select g.id, ($2::int[])[(g.n - 1) * $5 + s], ($3::int[])[g.n], $4, $6, 'waiting', now() - interval '1 hour' + s * interval '1 second', now()
       from unnest($1::int[]) with ordinality as g(id, n), generate_series(1, $5::int) s`,
      [
        groomers,
        waiting.map((w) => w.id),
        groomers.map((g) => motives.get(g)),
        firstDay,
        SUBSCRIPTIONS_PER_GROOMER,
        lastDay,
      ],
    )
    const { rows: counted } = await payload.db.pool.query<{ n: number }>(
      `select count(*)::int as "n" from "waitlist_subscriptions"`,
    )
    console.log(`${counted[0]!.n} inscriptions sur ${GROOMERS} toiletteurs, ${booked.length} rendez-vous à annuler`)

    // Cancellations CONCURRENCY at a time, shuffled so that a groomer's two often meet.
    const order = booked
      .map((b, i) => ({
        b,
        key: (i % CANCELLATIONS_PER_GROOMER) * 0.5 + Math.floor(i / CANCELLATIONS_PER_GROOMER) + Math.random(),
      }))
      .sort((x, y) => x.key - y.key)
      .map((x) => x.b)
    const calledAt = new Map<string, number>()
    const startedAt = performance.now()
    for (let i = 0; i < order.length; i += CONCURRENCY) {
      await Promise.all(
        order.slice(i, i + CONCURRENCY).map(async (item) => {
          calledAt.set(item.reference, Date.now())
          await cancelAppointment(item.attendee, item.reference)
        }),
      )
    }
    const totalSeconds = (performance.now() - startedAt) / 1000

    // The first notification of each cancellation: the e-mail with the link of the hold on its time.
    // Also from the cancellation's write (the appointment's updated_at), without the cancellation's own cost.
    const latencies: number[] = []
    const afterWrite: number[] = []
    let unnotified = 0
    for (const item of booked) {
      const { rows } = await payload.db.pool.query<{ at: Date; written: Date }>(
        `select min(o."created_at") as "at", (select "updated_at" from "appointments" where "reference" = $3) as "written"
         from "waitlist_holds" h join "outbox" o on o."html" like '%' || h."token" || '%'
         where h."groomer_id" = $1 and h."start" = $2::timestamptz`,
        [item.groomer, item.start, item.reference],
      )
      if (!rows[0]?.at) unnotified += 1
      else {
        latencies.push(new Date(rows[0].at).getTime() - calledAt.get(item.reference)!)
        afterWrite.push(new Date(rows[0].at).getTime() - new Date(rows[0].written).getTime())
      }
    }
    const { rows: heldRows } = await payload.db.pool.query<{ n: number }>(
      `select count(*)::int as "n" from "waitlist_holds"`,
    )
    console.log(
      `${order.length} annulations en ${totalSeconds.toFixed(1)} s (${CONCURRENCY} à la fois), ${heldRows[0]!.n} créneaux réservés, ${unnotified} sans abonné prévenu`,
    )
    console.log(
      `Premier e-mail après l’appel d’annulation : p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms ; après l’écriture de l’annulation : p50 ${Math.round(percentile(afterWrite, 50))} ms, p99 ${Math.round(percentile(afterWrite, 99))} ms`,
    )

    // The 15 minutes run out (the holds are moved 16 minutes back): two instances pass them on at once.
    await payload.db.pool.query(
      `update "waitlist_holds" set "created_at" = "created_at" - interval '16 minutes', "expires_at" = "expires_at" - interval '16 minutes' where "status" = 'active'`,
    )
    const runs = await Promise.all([passOnExpiredHolds(new Date()), passOnExpiredHolds(new Date())])
    console.log(`Passage au suivant : ${runs.map((r) => `${r.offered} proposés`).join(' et ')} (deux tâches à la fois)`)

    const double = await doubleHolds(payload)
    console.log(
      JSON.stringify({
        notify_p50_ms: Math.round(percentile(latencies, 50)),
        notify_p99_ms: Math.round(percentile(latencies, 99)),
        double_holds: double,
      }),
    )
    if (unnotified > 0) throw new Error(`${unnotified} annulations sans abonné prévenu`)
  })
}

runBenchmark(main)
