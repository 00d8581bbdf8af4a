import autocannon from 'autocannon'
import pg from 'pg'

import { runBenchmark, withProductionSite } from '../lib/bench'

/**
 * `npm run bench:site`: autocannon against the production build on the demo data, 20
 * connections, on a city page, a profile page and a static page. Prints each one's req/s and
 * p50/p99 latency, then one JSON line. Target (issue 4): city ≥ 300 req/s, p99 ≤ 150 ms.
 */
const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function measure(url: string): Promise<Figures> {
  // Warm-up: fills the caches and lets the JIT settle, as on a live site.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
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
  await withProductionSite({ port: process.env.BENCH_PORT ?? '3300', label: 'bench' }, async ({ baseUrl }) => {
    const pages = await pickPages(process.env.DATABASE_URL as string)
    const figures: Record<string, Figures> = {}
    for (const [name, path] of Object.entries(pages)) {
      figures[name] = await measure(`${baseUrl}${path}`)
      const f = figures[name]
      console.log(
        `${name.padEnd(8)} ${path.padEnd(40)} ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms${f.errors || f.non2xx ? `  (${f.errors} erreurs, ${f.non2xx} non-2xx)` : ''}`,
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
      }),
    )
  })
}

runBenchmark(main)
