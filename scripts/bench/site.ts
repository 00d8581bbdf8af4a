import autocannon from 'autocannon'
import pg from 'pg'

import { runBenchmark, withProductionSite } from '../lib/bench'
import { median } from '../lib/stats'

/**
 * `npm run bench:site`: autocannon against the production build on the demo data, 20
 * connections, on a city page, a profile page and a static page, in turns. Prints each one's
 * req/s and p50/p99 latency (medians of the turns), then one JSON line. Target (issue 4): city ≥ 300 req/s, p99 ≤ 150 ms.
 */
const CONNECTIONS = 20
/** Each page's measured seconds in all, spread over its turns. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
/** Each page is measured in this many turns, taken in rotation, so that no page gets the server's warmest minutes. */
const TURNS = Number(process.env.BENCH_TURNS ?? 5)

type Figures = { rps: number; p50: number; p99: number; cpuMs: number | null; errors: number; non2xx: number }

const round = async (url: string, duration: number, serverCpuMs: () => number | null) => {
  const cpuBefore = serverCpuMs()
  const result = await autocannon({ url, connections: CONNECTIONS, duration })
  const cpuAfter = serverCpuMs()
  return {
    rps: result.requests.average,
    // The server's own CPU per answer: what the page costs it, whatever the load generator beside it costs.
    cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * Warms every page first (fills the caches and lets the JIT settle, as on a live site), then
 * measures them in turns, one page after another: each figure is the median of its turns.
 */
async function measureAll(
  urls: Record<string, string>,
  serverCpuMs: () => number | null,
): Promise<Record<string, Figures>> {
  for (const url of Object.values(urls)) await round(url, 2, serverCpuMs)
  const turns: Record<string, Awaited<ReturnType<typeof round>>[]> = {}
  for (let turn = 0; turn < TURNS; turn++)
    for (const [name, url] of Object.entries(urls))
      (turns[name] ??= []).push(await round(url, DURATION_S / TURNS, serverCpuMs))
  return Object.fromEntries(
    Object.entries(turns).map(([name, results]) => [
      name,
      {
        rps: Math.round(median(results.map((r) => r.rps))),
        p50: median(results.map((r) => r.p50)),
        p99: median(results.map((r) => r.p99)),
        cpuMs: results.some((r) => r.cpuMs === null) ? null : median(results.map((r) => r.cpuMs as number)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      },
    ]),
  )
}

/** The city with the most published groomers, and one of its groomers' profiles. */
async function pickPages(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ city: string; groomer: string }>(`
      select c.uri as city, (array_agg(u.uri order by u.id))[1] as groomer
      from users u join cities c on c.id = u.city_id
      where u.published group by c.uri order by count(*) desc limit 1`)
    if (!rows[0]) throw new Error('Aucun toiletteur publié dans les données de démonstration.')
    return { city: `/toiletteurs/${rows[0].city}`, profile: `/toiletteur/${rows[0].groomer}`, static: '/cgu' }
  } finally {
    await client.end()
  }
}

async function main() {
  await withProductionSite(
    { port: process.env.BENCH_PORT ?? '3300', label: 'bench' },
    async ({ baseUrl, serverCpuMs }) => {
      const pages = await pickPages(process.env.DATABASE_URL as string)
      const figures = await measureAll(
        Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, `${baseUrl}${path}`])),
        serverCpuMs,
      )
      for (const [name, path] of Object.entries(pages)) {
        const f = figures[name]
        console.log(
          `${name.padEnd(8)} ${path.padEnd(40)} ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms${f.cpuMs === null ? '' : `  CPU serveur ${f.cpuMs.toFixed(2)} ms/réponse`}${f.errors || f.non2xx ? `  (${f.errors} erreurs, ${f.non2xx} non-2xx)` : ''}`,
        )
        if (f.errors || f.non2xx) process.exitCode = 1
      }
      console.log(
        JSON.stringify({
          city_rps: figures.city.rps,
          city_p99_ms: figures.city.p99,
          profile_rps: figures.profile.rps,
          profile_p99_ms: figures.profile.p99,
          static_rps: figures.static.rps,
          city_to_static: Number((figures.city.rps / figures.static.rps).toFixed(2)),
          city_cpu_ms: figures.city.cpuMs === null ? null : Number(figures.city.cpuMs.toFixed(2)),
          static_cpu_ms: figures.static.cpuMs === null ? null : Number(figures.static.cpuMs.toFixed(2)),
        }),
      )
    },
  )
}

runBenchmark(main)
