import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type pg from 'pg'

import { backup, restore } from '../lib/backup'
import { type BenchSite, runBenchmark, timed, withProductionSite } from '../lib/bench'
import { startDebianPostgres } from '../lib/debianPostgres'
import { ensureDatabase } from '../lib/embedded'
import { median } from '../lib/stats'
import { marketPlan } from '../seed/market/plan'
import { marketPaths, type Path, pickSubject } from './marketPaths'

/**
 * `npm run bench:market` (issue 35): the hot paths on the demo data (plus a thousandth of the
 * market, so that the measured groomer has a real agenda), then the whole French market written
 * into the same database (`seed:market`, MARKET_SCALE, 1 by default: 15,000 groomers,
 * 100,000 owners, 10 million appointments), then the same paths again, in one run on the
 * production build, on Debian's PostgreSQL (its pg_dump and pg_restore; installed by .ci/run).
 * Each path's median on both, the ratio, the plan of every query of one more run of each path
 * (auto_explain, written to .data/bench/market-explain.txt), the seed's time, the database's size,
 * a backup of the market and its restore into an empty database (checked against the manifest).
 * Targets: every ratio ≤ 1.5, the seed ≤ 600 s, the restore ≤ 600 s.
 */
const SCALE = Number(process.env.MARKET_SCALE ?? 1)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15)
/** The small dataset: the demo and this fraction of the market (its groomers are the subject there). */
const SAMPLE_SCALE = 0.001
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55470)
const EXPLAIN_FILE = path.resolve('.data/bench/market-explain.txt')
const WARM_UP = 2
const MAX_JOB_WARM_UP = 40

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The plans of every statement `run` makes, from auto_explain in the server's log. */
async function plansOf(db: pg.Client, logFile: string, run: () => Promise<unknown>): Promise<string> {
  const from = statSync(logFile).size
  await db.query('alter system set auto_explain.log_min_duration = 0')
  await db.query('alter system set log_min_duration_statement = 0')
  await db.query('select pg_reload_conf()')
  await pause(300)
  try {
    await run()
  } finally {
    await db.query('alter system reset auto_explain.log_min_duration')
    await db.query('alter system reset log_min_duration_statement')
    await db.query('select pg_reload_conf()')
    await pause(300)
  }
  return readFileSync(logFile).subarray(from).toString('utf8')
}

/** The slowest statement of a log excerpt (the settings' own statements left out): its duration (ms) and its start. */
function slowest(log: string): string {
  let worst = { ms: 0, text: '' }
  for (const block of log.split(/\n(?=\S[^\n]*duration: )/)) {
    const match = /duration: ([\d.]+) ms\s+plan:\s*Query Text: ([\s\S]*)/.exec(block)
    if (!match) continue
    const text = match[2]!.replace(/\s+/g, ' ').trim()
    if (/^(select pg_reload_conf|alter system)/.test(text)) continue
    if (Number(match[1]) > worst.ms) worst = { ms: Number(match[1]), text: text.slice(0, 140) }
  }
  return worst.ms ? `${worst.ms.toFixed(1)} ms « ${worst.text} »` : 'aucune requête'
}

/**
 * Leaves the server as it is between two bursts of production: every table vacuumed and
 * analysed (the seed's tables already are; the tables it derives from them are not, and
 * autovacuum started on them a minute later, in the middle of the measurements), the dirty pages
 * written out, no autovacuum worker left (10 minutes at most). Answers the seconds waited.
 */
async function untilIdle(db: pg.Client): Promise<number> {
  const started = performance.now()
  await db.query('vacuum (analyze)')
  await db.query('checkpoint')
  for (let i = 0; i < 300; i++) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker'`,
    )
    if (rows[0]!.n === 0) break
    await pause(2_000)
  }
  return Math.round((performance.now() - started) / 1000)
}

/** A job's runs until one finds no work (MAX_JOB_WARM_UP at most); answers how many there were. */
async function untilNoWork(item: Path): Promise<number> {
  for (let i = 1; i <= MAX_JOB_WARM_UP; i++) {
    const report = await item.run()
    if (report && Object.values(report).every((count) => count === 0)) return i
  }
  return MAX_JOB_WARM_UP
}

/** CPU time so far of the web server, the jobs worker and this process (where the jobs' samples run), in ms. */
function cpuNow(site: BenchSite) {
  const own = process.cpuUsage()
  return { server: site.serverCpuMs() ?? 0, worker: site.workerCpuMs() ?? 0, bench: (own.user + own.system) / 1000 }
}

/** What the samples cost each process, per sample: whether a slower path spent more CPU or waited for it. */
function cpuPerSample(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, samples: number) {
  const each = (key: keyof typeof before) => ((after[key] - before[key]) / samples).toFixed(1)
  return `serveur ${each('server')} ms, worker ${each('worker')} ms, banc ${each('bench')} ms`
}

async function measure(label: string, paths: Path[], site: BenchSite, logFile: string) {
  const { db } = site
  const medians: Record<string, number> = {}
  let plans = ''
  // The jobs first do the work that was due (after a seed, hours of it), then the server is left
  // at rest (its queues' emptied pages vacuumed): their samples are the hourly scan of a day like any other.
  const backlog = new Map<string, number>()
  for (const item of paths) if (item.warmUp === 'until-idle') backlog.set(item.name, await untilNoWork(item))
  console.log(`  ${label} : serveur au repos après ${await untilIdle(db)} s`)
  for (const item of paths) {
    const warmUps = item.warmUp === 'until-idle' || item.warmUp === undefined ? WARM_UP : item.warmUp
    for (let i = 0; i < warmUps; i++) {
      await item.before?.()
      await item.run()
    }
    const samples: number[] = []
    const cpuBefore = cpuNow(site)
    for (let i = 0; i < item.samples; i++) {
      await item.before?.()
      const [, ms] = await timed(item.run)
      samples.push(ms)
    }
    const cpu = cpuPerSample(cpuBefore, cpuNow(site), item.samples)
    medians[item.name] = Math.round(median(samples) * 10) / 10
    if (process.env.BENCH_PRINT_SAMPLES) console.log(item.name, samples.map((ms) => ms.toFixed(1)).join(' '))
    await item.before?.()
    const log = await plansOf(db, logFile, item.run)
    plans += `\n===== ${label} · ${item.name} =====\n${log}`
    const warmed = backlog.has(item.name)
      ? `${backlog.get(item.name)} tour(s) jusqu’au travail fait`
      : `${warmUps} tour(s) de chauffe`
    console.log(
      `  ${item.name.padEnd(26)} p50 ${String(medians[item.name]).padStart(8)} ms · ${warmed} · CPU par tour : ${cpu} · plus lente : ${slowest(log)}`,
    )
  }
  return { medians, plans }
}

/**
 * `seed:market` in a process of its own: this process then times every path as their client (and
 * runs the jobs' samples) with the heap it had on the demo, not one that generated ten million
 * rows (its own fetch took twice the CPU after an in-process seed).
 */
async function seedMarketApart(scale: number) {
  const child = spawn('npx', ['tsx', 'scripts/seed/market/cli.ts', '--scale', String(scale)], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let last = ''
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('{')) last = line
    else console.log(line)
  }
  const code = await new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  )
  if (code !== 0 || !last) throw new Error(`seed:market a échoué (code ${code}).`)
  const { seed_s: seconds, database_bytes: databaseBytes, ...rows } = JSON.parse(last) as Record<string, number>
  return { seconds: seconds!, databaseBytes: databaseBytes!, rows }
}

async function main() {
  const server = await startDebianPostgres(PG_PORT, {
    shared_buffers: '1GB',
    max_wal_size: '8GB',
    shared_preload_libraries: 'auto_explain',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_nested_statements': 'on',
    // Every autovacuum run in the server's log: whether one overlapped a path's samples.
    log_autovacuum_min_duration: '0',
  })
  const logFile = path.join(server.dataDir, 'server.log')
  process.env.DATABASE_URL = `${server.baseUrl}/postgres`
  const work = mkdtempSync(path.join(tmpdir(), 'toiletteurs-market-'))
  try {
    await withProductionSite({ port: process.env.BENCH_PORT ?? '3395', label: 'bench_market' }, async (site) => {
      const { baseUrl, db } = site
      const { seedMarket } = await import('../seed/market')
      // The demo plus a thousandth of the market: groomers with a market-shaped agenda to measure.
      await seedMarket(db, marketPlan(SAMPLE_SCALE, new Date(), { label: 'echantillon', keyOffset: 500_000 }))
      console.log(`Démo et échantillon (marché ×${SAMPLE_SCALE}) :`)
      const demoSubject = await pickSubject(baseUrl, db, 'echantillon')
      const demo = await measure('démo', await marketPaths(demoSubject, db, SAMPLES), site, logFile)

      const seeded = await seedMarketApart(SCALE)
      console.log(`Marché écrit en ${seeded.seconds} s, base de ${(seeded.databaseBytes / 2 ** 30).toFixed(2)} Gio.`)

      console.log('Marché :')
      const marketSubject = await pickSubject(baseUrl, db, 'marche')
      const market = await measure('marché', await marketPaths(marketSubject, db, SAMPLES), site, logFile)
      mkdirSync(path.dirname(EXPLAIN_FILE), { recursive: true })
      writeFileSync(EXPLAIN_FILE, demo.plans + market.plans)
      console.log(`Plans de chaque requête : ${EXPLAIN_FILE}`)

      console.log('Sauvegarde et restauration du marché…')
      const [made, backupMs] = await timed(() =>
        backup({
          databaseUrl: process.env.DATABASE_URL!,
          storageDir: process.cwd(),
          into: path.join(work, 'sauvegardes'),
          keep: 1,
        }),
      )
      const target = await ensureDatabase(server.baseUrl, 'marche_restaure')
      const [restored, restoreMs] = await timed(() =>
        restore({ folder: made.folder, databaseUrl: target, storageDir: path.join(work, 'site') }),
      )
      if (restored.differences.length > 0) {
        console.error(`La restauration diffère du manifeste :\n${restored.differences.join('\n')}`)
        process.exitCode = 1
      }

      const figures: Record<string, number> = {}
      let maxRatio = 0
      let worst = ''
      for (const name of Object.keys(demo.medians)) {
        const ratio = Math.round((market.medians[name]! / Math.max(demo.medians[name]!, 0.1)) * 100) / 100
        Object.assign(figures, {
          [`${name}_demo_ms`]: demo.medians[name],
          [`${name}_market_ms`]: market.medians[name],
          [`${name}_ratio`]: ratio,
        })
        if (ratio > maxRatio) [maxRatio, worst] = [ratio, name]
      }
      const result = {
        market_scale: SCALE,
        groomers: seeded.rows.users,
        appointments: seeded.rows.appointments,
        database_gb: Math.round((seeded.databaseBytes / 2 ** 30) * 100) / 100,
        ...figures,
        worst_path: worst,
        backup_s: Math.round(backupMs / 100) / 10,
        max_ratio: maxRatio,
        seed_s: seeded.seconds,
        restore_s: Math.round(restoreMs / 100) / 10,
      }
      console.log(
        `Rapport le plus élevé : ${maxRatio} (${worst}) ; marché écrit en ${result.seed_s} s ; sauvegarde ${result.backup_s} s ; restauration ${result.restore_s} s`,
      )
      console.log(JSON.stringify(result))
    })
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

runBenchmark(main)
