import pg from 'pg'

import { CITY_CENTRES } from '../seed/coordinates'
import { runBenchmark, withProductionSite } from '../lib/bench'
import { keepAliveClient } from '../lib/httpClient'
import { withSecondInstance } from '../lib/scaleOut'
import { median, percentile } from '../lib/stats'

/**
 * `npm run bench:nearby`: « Autour de moi » over the whole French market, on the production build.
 * GROOMERS published groomers are added over mainland France (two thirds around its 40 largest
 * cities, the rest anywhere), each open Monday to Saturday with a motive; then CLIENTS clients side
 * by side search around owners' positions (most in a city, some in the countryside):
 * GET /api/v1/groomers/nearby (the search: the nearest within 10 km, distances) SEARCHES times
 * each (on one instance, then through nginx in front of two), then the page /autour-de-moi (the search plus each card's slots) PAGES times each. The
 * search's SQL is timed in the database with and without its index. Prints the medians and one
 * JSON line. Then « Réserver avec Google »: GOOGLE_MERCHANTS of these groomers opt in, and Google's
 * BatchAvailabilityLookup of one merchant over 7 days (every half hour of its opening hours) is
 * timed one at a time (as Google asks of one merchant) and from CLIENTS clients side by side.
 */
const GROOMERS = Number(process.env.BENCH_GROOMERS ?? 15_000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100)
const PAGES = Number(process.env.BENCH_PAGES ?? 10)
const GOOGLE_MERCHANTS = 20
const GOOGLE_LOOKUPS = Number(process.env.BENCH_GOOGLE_LOOKUPS ?? 50)
// The bench site's own credentials for the Booking Server (set before it starts).
const GOOGLE_USER = 'bench-google'
const GOOGLE_PASSWORD = 'bench-google-password'
const WARM_UP = 5
const SQL_RUNS = 200

/** A seeded generator (mulberry32): the same market and the same searches on every run. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  return { next, gaussian }
}

const CENTRES = Object.values(CITY_CENTRES)
const MAINLAND = { south: 43.0, north: 50.8, west: -1.8, east: 7.4 }

/** Around a city (`spread` degrees, one standard deviation) or anywhere in the mainland box. */
function placeIn(random: ReturnType<typeof generator>, inCity: number, spread: number) {
  if (random.next() < inCity) {
    const [lat, lng] = CENTRES[Math.floor(random.next() * CENTRES.length)]!
    return { lat: lat + random.gaussian() * spread, lng: lng + random.gaussian() * spread * 1.4 }
  }
  return {
    lat: MAINLAND.south + random.next() * (MAINLAND.north - MAINLAND.south),
    lng: MAINLAND.west + random.next() * (MAINLAND.east - MAINLAND.west),
  }
}

async function main() {
  process.env.GOOGLE_BOOKING_USERNAME = GOOGLE_USER
  process.env.GOOGLE_BOOKING_PASSWORD = GOOGLE_PASSWORD
  await withProductionSite({ port: process.env.BENCH_PORT ?? '3393', label: 'bench-nearby' }, async (site) => {
    const market = generator(34)
    const positions = Array.from({ length: GROOMERS }, () => placeIn(market, 2 / 3, 0.08))
    // Copies of a demo groomer (new e-mail, uri and position; unique fields left empty).
    const { rows: columns } = await site.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users'
         and column_name not in ('id', 'email', 'uri', 'referral_code', 'tracking_number', 'latitude', 'longitude')`,
    )
    const list = columns.map((c) => `"${c.column_name}"`).join(', ')
    const seededAt = performance.now()
    const { rows } = await site.db.query<{ id: number }>(
      `insert into "users" (${list}, "email", "uri", "latitude", "longitude")
       select ${list}, 'pres-' || p.i || '@bench.fr', 'toiletteur-pres-' || p.i, round(p.lat::numeric, 6), round(p.lng::numeric, 6)
       from "users" t, unnest($1::float8[], $2::float8[]) with ordinality as p(lat, lng, i)
       where t."id" = (select min("id") from "users" where "published")
       returning "id"`,
      [positions.map((p) => p.lat), positions.map((p) => p.lng)],
    )
    const ids = rows.map((row) => row.id)
    await site.db.query(
      `insert into "availabilities" ("groomer_id", "weekday", "start", "end", "every_n_weeks")
       select g, w::text::"enum_availabilities_weekday", '09:00', '18:00', 1 from unnest($1::int[]) g, generate_series(1, 6) w`,
      [ids],
    )
    await site.db.query(
      `insert into "motives" ("groomer_id", "title", "duration", "price", "kind", "bookable_online")
       select g, 'Toilettage complet', 60, 55, 'salon', true from unnest($1::int[]) g`,
      [ids],
    )
    await site.db.query('analyze "users"; analyze "availabilities"; analyze "motives"')
    const seedSeconds = (performance.now() - seededAt) / 1000
    const { rows: counted } = await site.db.query<{ count: string }>(
      `select count(*) from "users" where "published" and "latitude" is not null`,
    )

    const owners = generator(75)
    const place = () => placeIn(owners, 0.8, 0.03)
    const client = keepAliveClient(CLIENTS)
    const get = async (path: string, baseUrl = site.baseUrl) => {
      const startedAt = performance.now()
      const response = await client.send(`${baseUrl}${path}`, { headers: { accept: 'application/json' } })
      if (response.status !== 200) throw new Error(`${path} : ${response.status} ${response.body.toString('utf8')}`)
      return { ms: performance.now() - startedAt, body: response.body }
    }
    const search = (p: { lat: number; lng: number }, baseUrl = site.baseUrl) =>
      get(`/api/v1/groomers/nearby?lat=${p.lat.toFixed(3)}&lng=${p.lng.toFixed(3)}&radiusKm=10`, baseUrl)
    const page = (p: { lat: number; lng: number }) =>
      get(`/autour-de-moi?lat=${p.lat.toFixed(3)}&lng=${p.lng.toFixed(3)}`)
    // CLIENTS clients side by side, `turns` requests each, after a warm-up (not measured).
    const load = async (turns: number, request: typeof search) => {
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = 0; i < WARM_UP; i++) await request(place())
        }),
      )
      const startedAt = performance.now()
      const latencies = (
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            const mine: number[] = []
            for (let i = 0; i < turns; i++) mine.push((await request(place())).ms)
            return mine
          }),
        )
      ).flat()
      return { latencies, perSecond: latencies.length / ((performance.now() - startedAt) / 1000) }
    }

    // One instance, its clients straight on it; then production's shape (compose.yaml): nginx in
    // front of two instances on the same database.
    const searchesOneInstance = await load(SEARCHES, search)
    const searches = await withSecondInstance(site.baseUrl, (balancerUrl) =>
      load(SEARCHES, (p) => search(p, balancerUrl)),
    )
    let found = 0
    for (let i = 0; i < 50; i++) {
      const { body } = await search(place())
      found += (JSON.parse(body.toString('utf8')) as { groomers: unknown[] }).groomers.length
    }
    const oneClient: number[] = []
    for (let i = 0; i < 100; i++) oneClient.push((await search(place())).ms)
    const pages = await load(PAGES, page)

    // The statement alone in the database, as the site sends it (src/server/directory/nearby.ts).
    const { queryText } = await import('../../src/server/db/queryText')
    const { nearestGroomersStatement } = await import('../../src/server/directory/nearbyStatement')
    const sqlMs = async (withIndex: boolean) => {
      const times: number[] = []
      await site.db.query('begin')
      if (!withIndex) await site.db.query('set local enable_indexscan = off; set local enable_bitmapscan = off')
      // Prepared, as the site sends it (preparedRows): the plan PostgreSQL keeps after a few calls.
      await site.db.query('set local plan_cache_mode = force_generic_plan')
      await site.db.query(
        `prepare nearest as ${queryText(nearestGroomersStatement(place(), 10_000, 60), (n) => `$${n + 1}`).text}`,
      )
      for (let i = 0; i < SQL_RUNS; i++) {
        const { values } = queryText(nearestGroomersStatement(place(), 10_000, 60), (n) => `$${n + 1}`)
        const { rows: plan } = await site.db.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
          `explain (analyze, format json) execute nearest(${values.map((value) => pg.escapeLiteral(String(value))).join(', ')})`,
        )
        times.push(plan[0]!['QUERY PLAN'][0]!['Execution Time'])
      }
      await site.db.query('rollback')
      await site.db.query('deallocate nearest')
      return median(times)
    }
    const sqlWithIndex = await sqlMs(true)
    const sqlWithoutIndex = await sqlMs(false)

    // « Réserver avec Google »: merchants who opted in, their motive in « confirmation immédiate ».
    const merchants = ids.slice(0, GOOGLE_MERCHANTS)
    await site.db.query(`update "users" set "google_booking" = true where "id" = any($1::int[])`, [merchants])
    await site.db.query(`update "motives" set "instant_booking" = true where "groomer_id" = any($1::int[])`, [
      merchants,
    ])
    const { rows: services } = await site.db.query<{ groomer: number; motive: number }>(
      `select "groomer_id" as "groomer", min("id") as "motive" from "motives" where "groomer_id" = any($1::int[]) group by 1`,
      [merchants],
    )
    // Every half hour from 09:00 to 17:30 (Paris) of the next 7 days: 126 times per lookup.
    const { DateTime } = await import('luxon')
    const today = DateTime.now().setZone('Europe/Paris').startOf('day')
    const lookupOf = (service: { groomer: number; motive: number }) => ({
      merchant_id: String(service.groomer),
      slot_time: Array.from({ length: 7 }, (_, day) => day).flatMap((day) =>
        Array.from({ length: 18 }, (_, half) => ({
          service_id: String(service.motive),
          start_sec: String(today.plus({ days: day + 1, hours: 9, minutes: 30 * half }).toSeconds()),
          duration_sec: '3600',
        })),
      ),
    })
    const authorization = `Basic ${Buffer.from(`${GOOGLE_USER}:${GOOGLE_PASSWORD}`).toString('base64')}`
    let freeFound = 0
    const lookup = async (index: number) => {
      const startedAt = performance.now()
      const response = await client.send(`${site.baseUrl}/api/google-booking/v3/BatchAvailabilityLookup`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization },
        body: JSON.stringify(lookupOf(services[index % services.length]!)),
      })
      if (response.status !== 200) throw new Error(`BatchAvailabilityLookup : ${response.status} ${response.body}`)
      const answer = JSON.parse(response.body.toString('utf8')) as { slot_time_availability: { available: boolean }[] }
      freeFound += answer.slot_time_availability.filter((entry) => entry.available).length
      return performance.now() - startedAt
    }
    for (let i = 0; i < WARM_UP; i++) await lookup(i)
    const googleOne: number[] = []
    for (let i = 0; i < GOOGLE_LOOKUPS; i++) googleOne.push(await lookup(i))
    const freePerLookup = freeFound / GOOGLE_LOOKUPS
    const googleLoaded = (
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          const mine: number[] = []
          for (let i = 0; i < GOOGLE_LOOKUPS / 5; i++) mine.push(await lookup(c + i))
          return mine
        }),
      )
    ).flat()
    client.close()

    const result = {
      groomers: Number(counted[0]!.count),
      nearby_p50_ms: Math.round(median(searches.latencies)),
      nearby_p99_ms: Math.round(percentile(searches.latencies, 99)),
      nearby_per_s: Math.round(searches.perSecond),
      nearby_p50_ms_one_instance: Math.round(median(searchesOneInstance.latencies)),
      nearby_p99_ms_one_instance: Math.round(percentile(searchesOneInstance.latencies, 99)),
      nearby_per_s_one_instance: Math.round(searchesOneInstance.perSecond),
      nearby_p50_ms_one_client: Number(median(oneClient).toFixed(1)),
      nearby_found_mean: Math.round(found / 50),
      nearby_sql_ms: Number(sqlWithIndex.toFixed(2)),
      nearby_sql_ms_without_index: Number(sqlWithoutIndex.toFixed(2)),
      nearby_page_p50_ms: Math.round(median(pages.latencies)),
      nearby_page_p99_ms: Math.round(percentile(pages.latencies, 99)),
      google_availability_p50_ms: Number(median(googleOne).toFixed(1)),
      google_availability_p99_ms: Number(percentile(googleOne, 99).toFixed(1)),
      google_availability_p50_ms_under_load: Math.round(median(googleLoaded)),
      google_slot_times_per_lookup: 126,
      google_free_per_lookup: Math.round(freePerLookup),
      clients: CLIENTS,
      seed_s: Number(seedSeconds.toFixed(1)),
    }
    console.log(`Autour de moi : ${result.groomers} toiletteurs publiés, ${CLIENTS} clients en parallèle`)
    console.log(
      `  recherche (API), une instance : médiane ${result.nearby_p50_ms_one_instance} ms, p99 ${result.nearby_p99_ms_one_instance} ms, ${result.nearby_per_s_one_instance}/s`,
    )
    console.log(
      `  recherche (API), nginx devant deux instances (la production) : médiane ${result.nearby_p50_ms} ms, p99 ${result.nearby_p99_ms} ms, ${result.nearby_per_s}/s (objectif : médiane ≤ 30 ms, p99 ≤ 100 ms) ; un client seul : ${result.nearby_p50_ms_one_client} ms ; ${result.nearby_found_mean} toiletteurs trouvés en moyenne`,
    )
    console.log(
      `  requête SQL : ${result.nearby_sql_ms} ms avec l’index, ${result.nearby_sql_ms_without_index} ms sans`,
    )
    console.log(
      `  page /autour-de-moi (cartes et créneaux) : médiane ${result.nearby_page_p50_ms} ms, p99 ${result.nearby_page_p99_ms} ms`,
    )
    console.log(
      `  Réserver avec Google, BatchAvailabilityLookup de 7 jours (126 horaires) : médiane ${result.google_availability_p50_ms} ms, p99 ${result.google_availability_p99_ms} ms une à une (objectif : ≤ 50 ms) ; ${result.google_availability_p50_ms_under_load} ms avec ${CLIENTS} clients en parallèle ; ${result.google_free_per_lookup} horaires libres par recherche`,
    )
    console.log(JSON.stringify(result))
  })
}

runBenchmark(main)
