import type { Payload } from 'payload'

import { median } from '../lib/stats'
import { runBenchmark, timed, withBenchDatabase } from '../lib/bench'

/**
 * `npm run bench:exports`: the admin's CSV exports (GET /api/v1/admin/exports/{file}.csv, the
 * service behind it, in process) on the demo data, then on a table of 50,000 more appointments
 * (fresh embedded database, TEST_PG_PORT). Each file is read to its end as a browser would; prints
 * the median over ROUNDS of the time, the rows and the size, the heap growth while the big file
 * streams, and one JSON line.
 */
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 50_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

type Read = { lines: number; bytes: number; peakHeapMb: number }

/** Reads a download to its end: its line count (CRLF), its size and the heap's peak meanwhile. */
async function readToEnd(response: Response): Promise<Read> {
  if (!response.ok || !response.body) throw new Error(`Export refusé : ${response.status} ${await response.text()}`)
  const reader = response.body.getReader()
  const heapAtStart = process.memoryUsage().heapUsed
  let peak = heapAtStart
  let lines = 0
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 0x0a) lines++
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }
  return { lines, bytes, peakHeapMb: (peak - heapAtStart) / 1_048_576 }
}

/**
 * 50,000 appointments over the demo groomers and attendees (a third typed by the groomer, without an
 * account): groomer k's j-th one starts 2 h after its (j-1)-th from 2020, so none overlaps.
 */
async function fillAppointments(payload: Payload): Promise<void> {
  const ids = async (table: string) =>
    (await payload.db.pool.query<{ id: number }>(`select "id" from "${table}" order by "id"`)).rows.map((row) => row.id)
  await payload.db.pool.query(
    `insert into "appointments" ("reference", "groomer_id", "attendee_id", "customer_name", "motive_id", "timezone", "start", "end", "status", "kind", "updated_at", "created_at")
     select 'BENCH-' || s.n, s.groomer, case when s.n % 3 = 0 then null else s.attendee end, case when s.n % 3 = 0 then 'Client ' || s.n end,
       (select m."id" from "motives" m where m."groomer_id" = s.groomer order by m."id" limit 1), 'Europe/Paris',
       s.start, s.start + interval '1 hour', 'confirmed', 'salon', now(), now()
     from (
       select g.n, ($1::int[])[1 + g.n % array_length($1::int[], 1)] as "groomer", ($2::int[])[1 + g.n % array_length($2::int[], 1)] as "attendee",
         timestamptz '2020-01-06 07:00Z' + (g.n / array_length($1::int[], 1)) * interval '2 hours' as "start"
       from generate_series(0, $3::int - 1) g(n)) s`,
    [await ids('users'), await ids('attendees'), APPOINTMENTS],
  )
  await payload.db.pool.query('analyze "appointments"')
}

async function main() {
  await withBenchDatabase('exports', async (payload) => {
    const { seedDemo } = await import('../seed')
    const { DEMO_ADMIN } = await import('../seed/accounts')
    const { adminExport } = await import('../../src/server/adminExports/download')
    await seedDemo(payload)
    const [found] = (
      await payload.find({
        collection: 'admins',
        where: { email: { equals: DEMO_ADMIN.email } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    if (!found) throw new Error('Admin de démonstration introuvable')
    const admin = { ...found, collection: 'admins' as const }

    const measure = async (name: 'groomers' | 'attendees' | 'appointments', label: string) => {
      const runs: number[] = []
      let read: Read = { lines: 0, bytes: 0, peakHeapMb: 0 }
      for (let round = 0; round < ROUNDS; round++) {
        const [result, ms] = await timed(async () => readToEnd(new Response((await adminExport(admin, name, {})).body)))
        runs.push(ms)
        read = result
      }
      const ms = median(runs)
      console.log(
        `${label} : ${ms.toFixed(0)} ms (médiane sur ${ROUNDS}), ${read.lines - 1} lignes, ${(read.bytes / 1024).toFixed(0)} Ko, tas +${read.peakHeapMb.toFixed(0)} Mo au plus`,
      )
      return { ms: Math.round(ms), rows: read.lines - 1, heap_mb: Math.round(read.peakHeapMb) }
    }

    const demo = {
      groomers: await measure('groomers', 'Toiletteurs (démo)'),
      attendees: await measure('attendees', 'Clients (démo)'),
      appointments: await measure('appointments', 'Rendez-vous (démo)'),
    }
    const [, fillMs] = await timed(() => fillAppointments(payload))
    console.log(`${APPOINTMENTS} rendez-vous ajoutés en ${(fillMs / 1000).toFixed(1)} s`)
    const big = await measure('appointments', `Rendez-vous (démo + ${APPOINTMENTS})`)
    console.log(JSON.stringify({ demo, big_appointments: big }))
  })
}

runBenchmark(main)
