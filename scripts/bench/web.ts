import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { readFile } from 'node:fs/promises'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pg from 'pg'

import { median } from '../lib/stats'
import { type BenchSite, runBenchmark, withProductionSite } from '../lib/bench'
import { giveDemoPassword, groomerCookie } from '../lib/groomerLogin'

/**
 * `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated
 * throttling) on the home page, the directory, a city page and a profile of the production build
 * with the demo data, in Debian's Chromium. The city's groomers have photos (PHOTOS each, sent
 * through « Mes photos »' API), so the city's cards and the profile show them. Median of 5 runs per
 * page (BENCH_RUNS). Prints each page's performance score, LCP, TBT, CLS and JavaScript bytes, then
 * one JSON line. Target (issue 34): performance ≥ 95 and LCP ≤ 2.5 s on each page.
 */
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 3)
// Five runs and their median, as Lighthouse's own guidance on variability advises (three moved a page by 10 points here).
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/**
 * BENCH_REPORTS=dir keeps each run's full Lighthouse report there (JSON; open it in the Lighthouse
 * viewer) and its trace beside it (`.trace.json`; open it in Chromium's Performance panel).
 */
const REPORTS = process.env.BENCH_REPORTS
/** BENCH_PAGES=city,profile measures only those pages (all four by default). */
const ONLY = process.env.BENCH_PAGES?.split(',')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/**
 * `benchmarkIndex` is Lighthouse's own reading of the host's CPU: its mobile preset slows the CPU 4×
 * and expects a host of about 1,000 or more; a slower host reports higher TBT and a lower score for
 * the same page (its « slower CPU than Lighthouse expects » warning), so every figure is printed with it.
 */
type Figures = { perf: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number; benchmarkIndex: number }
type Page = { name: 'home' | 'annuaire' | 'city' | 'profile'; path: string }

/** The city with the most published groomers, and its first groomer by URI (the same page on every run). */
async function pickPages(databaseUrl: string): Promise<Page[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ city: string; groomer: string }>(`
      select c.uri as city, (array_agg(u.uri order by u.uri))[1] as groomer
      from users u join cities c on c.id = u.city_id
      where u.published group by c.uri order by count(*) desc limit 1`)
    if (!rows[0]) throw new Error('Aucun toiletteur publié dans les données de démonstration.')
    return [
      { name: 'home', path: '/' },
      { name: 'annuaire', path: '/toiletteurs' },
      { name: 'city', path: `/toiletteurs/${rows[0].city}` },
      { name: 'profile', path: `/toiletteur/${rows[0].groomer}` },
    ]
  } finally {
    await client.end()
  }
}

/**
 * PHOTOS photos for each published groomer of the city (the demo's password for each, then
 * POST /api/v1/users/{id}/photos as they would): the city's cards and the profile show them.
 */
async function givePhotos(site: BenchSite, cityPath: string): Promise<number> {
  const cityUri = cityPath.split('/').pop()
  const { rows: groomers } = await site.db.query<{ id: number; email: string }>(
    `select u."id", u."email" from "users" u join "cities" c on c."id" = u."city_id" where u."published" and c."uri" = $1`,
    [cityUri],
  )
  await giveDemoPassword(
    site.db,
    groomers.map((g) => g.id),
  )
  const photo = await readFile(path.join(process.cwd(), 'public', 'og-image.png'))
  let sent = 0
  for (const groomer of groomers) {
    const cookie = await groomerCookie(site.baseUrl, groomer.email)
    for (let i = 0; i < PHOTOS; i++) {
      const form = new FormData()
      form.set('file', new File([photo], `salon-${i + 1}.png`, { type: 'image/png' }))
      form.set('alt', `Le salon, vue ${i + 1}`)
      form.set('kind', i === 0 ? 'salon' : 'portfolio')
      const response = await fetch(`${site.baseUrl}/api/v1/users/${groomer.id}/photos`, {
        method: 'POST',
        headers: { cookie, origin: site.baseUrl },
        body: form,
      })
      if (response.status !== 201) throw new Error(`Photo refusée (${response.status}) : ${await response.text()}`)
      sent += 1
    }
  }
  return sent
}

/** One Lighthouse run (performance only, default mobile settings) of `url` in the Chromium on `port`. */
async function audit(url: string, port: number, reportName: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse n’a rien rendu pour ${url}`)
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true })
    await writeFile(path.join(REPORTS, `${reportName}.json`), JSON.stringify(lhr))
    await writeFile(path.join(REPORTS, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace))
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse sur ${url} : ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? []
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The median of each figure over the runs (each figure on its own, as Lighthouse's own guidance does). */
function medians(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures
}

async function main() {
  await withProductionSite({ port: process.env.BENCH_PORT ?? '3320', label: 'bench' }, async (site) => {
    const { baseUrl } = site
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    })
    try {
      const pages = await pickPages(process.env.DATABASE_URL as string)
      const photos = await givePhotos(site, pages.find((page) => page.name === 'city')!.path)
      console.log(`${photos} photos envoyées aux toiletteurs de la ville mesurée`)
      const results: Partial<Record<Page['name'], Figures>> = {}
      for (const page of pages.filter((each) => !ONLY || ONLY.includes(each.name))) {
        const url = `${baseUrl}${page.path}`
        // The first request of a route loads its code on the server (decision 0029): not what a visitor of a running site sees.
        await fetch(url).then((response) => response.arrayBuffer())
        const runs: Figures[] = []
        for (let run = 0; run < RUNS; run++) runs.push(await audit(url, chrome.port, `${page.name}-${run + 1}`))
        const f = (results[page.name] = medians(runs))
        console.log(
          `${page.name.padEnd(9)} ${page.path.padEnd(36)} performance ${String(f.perf).padStart(3)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}  JS ${Math.round(f.jsBytes / 1024)} Ko  CPU ${Math.round(f.benchmarkIndex)}  (runs : ${runs.map((r) => r.perf).join(', ')})`,
        )
      }
      const all = Object.values(results)
      if (all.some((f) => f.perf < 95 || f.lcpMs > 2500))
        console.log('Objectif non atteint : performance ≥ 95 et LCP ≤ 2,5 s sur chaque page.')
      const host = median(all.map((f) => f.benchmarkIndex))
      if (host < 1000)
        console.log(`Machine plus lente que celle qu’attend Lighthouse (benchmarkIndex ${Math.round(host)} < 1000).`)
      console.log(
        JSON.stringify({
          home_perf: results.home?.perf,
          annuaire_perf: results.annuaire?.perf,
          city_perf: results.city?.perf,
          profile_perf: results.profile?.perf,
          worst_lcp_ms: Math.round(Math.max(...all.map((f) => f.lcpMs))),
          photos,
          benchmark_index: Math.round(host),
        }),
      )
    } finally {
      chrome.kill()
    }
  })
}

runBenchmark(main)
