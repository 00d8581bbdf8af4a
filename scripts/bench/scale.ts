import { readFileSync } from 'node:fs'

import autocannon from 'autocannon'
import type pg from 'pg'

import { invalidationsWritten } from '../../src/server/cache/invalidations'
import { refreshPublicPages } from '../../src/server/cache/refreshPublicPages'
import { type Client, createClients, freeSlots, sustainedRound } from '../lib/bookingLoad'
import { median } from '../lib/stats'
import { runBenchmark, withProductionSite } from '../lib/bench'
import { startInstance, startLoadBalancer } from '../lib/scaleOut'

/**
 * `npm run bench:scale`: the city page, a profile and the booking API through nginx (the committed
 * configuration) in front of one production instance, then two, on one PostgreSQL with the demo
 * data, with the same load generator in the same run: req/s and p99 for each, the ratio two/one.
 * Then how long a save through one instance takes to show through the other, and the cold render
 * (first view after a change) of the city page. Ends with one JSON line.
 * Targets (issue 15): stale after save ≤ 5,000 ms; cold city page p50 ≤ 150 ms.
 */
const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const BOOKING_S = 5
const CLIENTS = 20

type Figures = { rps: number; p99: number }

async function load(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  if (result.errors + result.timeouts + result.non2xx > 0) process.exitCode = 1
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 }
}

const rssMb = (pid: number | undefined) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

async function pickPages(db: pg.Client) {
  const { rows } = await db.query<{ city: string; groomer: string }>(`
    select c.uri as city, (array_agg(u.uri order by u.id))[1] as groomer from users u join cities c on c.id = u.city_id
    where u.published group by c.uri order by count(*) desc limit 1`)
  return { city: `/toiletteurs/${rows[0].city}`, profile: `/toiletteur/${rows[0].groomer}` }
}

/** Saves a groomer's presentation through `writer` and polls `reader` until it shows: ms, median of 5. */
async function staleAfterSave(writer: string, reader: string, db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ id: number; uri: string; email: string }>(
    `select id, uri, email from users where published and email = 'toiletteur@example.fr'`,
  )
  const groomer = rows[0]
  const login = await fetch(`${writer}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { username: groomer.email, password: 'demo-toiletteur-2026' } }),
  })
  const { token } = (await login.json()) as { token: string }
  const samples: number[] = []
  for (let i = 0; i < 5; i++) {
    for (let warm = 0; warm < 2; warm++) await fetch(`${reader}/toiletteur/${groomer.uri}`).then((r) => r.text())
    const presentation = `Présentation du banc ${Date.now()}`
    const started = Date.now()
    await fetch(`${writer}/api/v1/users/${groomer.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user: { presentation } }),
    })
    while (!(await fetch(`${reader}/toiletteur/${groomer.uri}`).then((r) => r.text())).includes(presentation)) {
      if (Date.now() - started > 30_000) throw new Error('La modification n’apparaît pas sur l’autre instance.')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    samples.push(Date.now() - started)
  }
  return median(samples)
}

/** First render of the city page after a change (its caches dropped everywhere): ms, median of 9. */
async function coldCity(url: string): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < 9; i++) {
    await refreshPublicPages(['city'])
    // The instance reads the shared log every second.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const started = performance.now()
    await fetch(url).then((r) => r.text())
    samples.push(performance.now() - started)
  }
  await invalidationsWritten()
  return Math.round(median(samples))
}

async function bookings(target: string, clients: Client[], db: pg.Client): Promise<number> {
  const slots = await freeSlots(target, db)
  await sustainedRound(target, clients, slots, 2)
  const round = await sustainedRound(target, clients, slots, BOOKING_S)
  if (round.failed) process.exitCode = 1
  return Math.round(round.perSecond)
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3300)
  await withProductionSite({ port: String(port), label: 'bench' }, async ({ db }) => {
    const [a, b] = await Promise.all([
      startInstance(port + 1, { SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000' }),
      startInstance(port + 2, { SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000' }),
    ])
    const one = await startLoadBalancer(port + 3, [`127.0.0.1:${a.port}`])
    const two = await startLoadBalancer(port + 4, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`])
    try {
      const pages = await pickPages(db)
      const clients = await createClients(one.url, db, CLIENTS)
      const rows: Record<string, { one: Figures; two: Figures }> = {}
      for (const [name, path] of Object.entries(pages)) {
        rows[name] = { one: await load(`${one.url}${path}`), two: await load(`${two.url}${path}`) }
        const { one: o, two: t } = rows[name]
        console.log(
          `${name.padEnd(8)} ${path.padEnd(36)} 1 instance ${String(o.rps).padStart(5)} req/s p99 ${o.p99} ms | 2 instances ${String(t.rps).padStart(5)} req/s p99 ${t.p99} ms | ×${(t.rps / o.rps).toFixed(2)}`,
        )
      }
      const booked = { one: await bookings(one.url, clients, db), two: await bookings(two.url, clients, db) }
      console.log(
        `réservations (${CLIENTS} clients)  1 instance ${booked.one}/s | 2 instances ${booked.two}/s | ×${(booked.two / booked.one).toFixed(2)}`,
      )
      const stale = await staleAfterSave(a.url, b.url, db)
      console.log(`modification enregistrée sur A, visible sur B après ${stale} ms (médiane de 5)`)
      const cold = await coldCity(`${a.url}${pages.city}`)
      console.log(`page de ville après une modification (rendu à froid) : p50 ${cold} ms`)
      console.log(`mémoire résidente : A ${rssMb(a.process.pid)} Mo, B ${rssMb(b.process.pid)} Mo`)
      console.log(
        `Sur 2 cœurs, deux instances se partagent les mêmes cœurs : le rapport mesure le coût de la répartition, pas un gain. ` +
          `Une instance occupe environ 2 cœurs sous charge (rendu + PostgreSQL) : sur 8 cœurs, 4 instances donneraient de l’ordre de ` +
          `${rows.city.one.rps * 4} req/s sur la page de ville et ${booked.one * 4} réservations/s, si PostgreSQL suit.`,
      )
      console.log(
        JSON.stringify({
          city_rps_1: rows.city.one.rps,
          city_rps_2: rows.city.two.rps,
          city_p99_1: rows.city.one.p99,
          city_p99_2: rows.city.two.p99,
          profile_rps_1: rows.profile.one.rps,
          profile_rps_2: rows.profile.two.rps,
          bookings_per_s_1: booked.one,
          bookings_per_s_2: booked.two,
          stale_after_save_ms: stale,
          cold_city_p50_ms: cold,
        }),
      )
    } finally {
      await Promise.all([one.stop(), two.stop()])
      await Promise.all([a.stop(), b.stop()])
    }
  })
}

runBenchmark(main)
