import { DateTime } from 'luxon'

import { DEMO_GROOMER } from '../seed/accounts'
import { runBenchmark, withProductionSite } from '../lib/bench'
import { groomerCookie } from '../lib/groomerLogin'
import { keepAliveClient } from '../lib/httpClient'
import { processCpuMs } from '../lib/processCpu'
import { type Instance, withSecondInstance } from '../lib/scaleOut'
import { median, percentile } from '../lib/stats'

/**
 * `npm run bench:checkout`: « Encaisser » on the production build. GROOMERS groomers (one client
 * each, side by side) cash in PER_GROOMER visits each (a line, an extra, a tip, card and cash with
 * change) through POST /api/v1/appointments/{reference}/checkout, after a warm-up of WARM_UP visits
 * each; then RECEIPTS notes are downloaded as PDFs (one at a time, as a groomer does, then by every
 * client at once), and a day of CLOSURE_SALES notes is closed
 * (POST /api/v1/register/closures), CLOSURE_DAYS times on as many days. The customers are typed
 * names without e-mail (a note's e-mail leaves after the answer). Each groomer's chain is checked
 * at the end. The clients are a load generator's (scripts/lib/httpClient.ts). Prints the medians,
 * the CPU a checkout costs each process, and one JSON line.
 */
const GROOMERS = Number(process.env.BENCH_CLIENTS ?? 20)
const PER_GROOMER = Number(process.env.BENCH_PER_GROOMER ?? 50)
const WARM_UP = 5
/** Checkouts by one groomer alone, one after the other: the wait at the counter without a queue. */
const ONE_CLIENT = 50
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 200)
const CLOSURE_SALES = Number(process.env.BENCH_CLOSURE_SALES ?? 10_000)
const CLOSURE_DAYS = 3
const ZONE = 'Europe/Paris'
/** Each groomer's visits: a rush and its warm-up on one instance, the same through nginx, then alone. */
const VISITS_BEFORE_SECOND = PER_GROOMER + WARM_UP
const ONE_CLIENT_FIRST = 2 * VISITS_BEFORE_SECOND
const VISITS = ONE_CLIENT_FIRST + ONE_CLIENT

const BODY = JSON.stringify({
  lines: [
    { label: 'Toilettage complet', quantity: 1, unitCents: 4500 },
    { label: 'Coupe des griffes', quantity: 1, unitCents: 500, kind: 'extra' },
  ],
  tipCents: 200,
  payments: [
    { method: 'card', amountCents: 3000 },
    { method: 'cash', amountCents: 2200 },
  ],
  cashGivenCents: 3000,
})

async function main() {
  await withProductionSite({ port: process.env.BENCH_PORT ?? '3392', label: 'bench-checkout' }, async (site) => {
    const { rows: groomers } = await site.db.query<{ id: number; email: string }>(
      `select "id", "email" from "users" where "email" <> $1 order by "id" limit $2`,
      [DEMO_GROOMER.email, GROOMERS],
    )
    const ids = groomers.map((g) => g.id)
    // The demo password (its hash) and a SIRET for each: they sign in and may issue notes.
    await site.db.query(
      `update "users" u set "hash" = d."hash", "salt" = d."salt", "billing_siret" = '73282932000074',
         "billing_company_name" = 'Toilettage ' || u."id" from "users" d where d."email" = $1 and u."id" = any($2::int[])`,
      [DEMO_GROOMER.email, ids],
    )
    // A past day with no other appointment: each groomer's visits, 10 minutes apart, confirmed.
    const day = DateTime.now().setZone(ZONE).minus({ days: 400 }).startOf('day')
    await site.db.query(
      `insert into "appointments" ("reference", "groomer_id", "source", "customer_name", "title", "timezone", "start", "end",
         "status", "kind", "number_of_attendees", "price", "updated_at", "created_at")
       select 'BENCH-CO-' || g || '-' || i, g, 'groomer', 'Client ' || i, 'Toilettage complet', $4,
         $1::timestamptz + i * interval '10 minutes', $1::timestamptz + i * interval '10 minutes' + interval '5 minutes',
         'confirmed', 'salon', 1, 45, now(), now()
       from unnest($2::int[]) g, generate_series(0, $3::int - 1) i`,
      [day.toUTC().toISO(), ids, VISITS, ZONE],
    )
    const sessions = await Promise.all(
      groomers.map(async (groomer) => {
        const cookie = await groomerCookie(site.baseUrl, groomer.email)
        return { id: groomer.id, headers: { cookie, 'content-type': 'application/json', origin: site.baseUrl } }
      }),
    )

    const client = keepAliveClient(sessions.length)
    const checkout = async (baseUrl: string, session: (typeof sessions)[number], index: number) => {
      const startedAt = performance.now()
      const response = await client.send(`${baseUrl}/api/v1/appointments/BENCH-CO-${session.id}-${index}/checkout`, {
        method: 'POST',
        headers: session.headers,
        body: BODY,
      })
      const answer = JSON.parse(response.body.toString('utf8')) as { error?: string }
      if (response.status !== 201) throw new Error(`Encaissement refusé (${response.status}) : ${answer.error}`)
      return performance.now() - startedAt
    }
    // Where a checkout's CPU goes, all processes of the machine (2 cores shared by all).
    const cpu = (second?: Instance) => ({
      site: (site.serverCpuMs() ?? 0) + (second ? (processCpuMs(second.process.pid) ?? 0) : 0),
      jobs: site.workerCpuMs() ?? 0,
      database: site.databaseCpuMs() ?? 0,
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    })
    /** Every groomer cashes in PER_GROOMER visits from `first` on at once through `baseUrl`, after a warm-up. */
    const rush = async (baseUrl: string, first: number, second?: Instance) => {
      // Warm-up (not measured): the route, Payload, the pool and the JIT.
      await Promise.all(
        sessions.map(async (session) => {
          for (let i = first + PER_GROOMER; i < first + PER_GROOMER + WARM_UP; i++) await checkout(baseUrl, session, i)
        }),
      )
      const cpuBefore = cpu(second)
      const startedAt = performance.now()
      const latencies = (
        await Promise.all(
          sessions.map(async (session) => {
            const mine: number[] = []
            for (let i = first; i < first + PER_GROOMER; i++) mine.push(await checkout(baseUrl, session, i))
            return mine
          }),
        )
      ).flat()
      const seconds = (performance.now() - startedAt) / 1000
      const cpuAfter = cpu(second)
      const perCheckout = (key: keyof typeof cpuAfter) =>
        Number(((cpuAfter[key] - cpuBefore[key]) / latencies.length).toFixed(2))
      return {
        p50: Math.round(median(latencies)),
        p99: Math.round(percentile(latencies, 99)),
        perSecond: Math.round(latencies.length / seconds),
        count: latencies.length,
        cpu: {
          site: perCheckout('site'),
          jobs: perCheckout('jobs'),
          database: perCheckout('database'),
          bench: perCheckout('bench'),
        },
      }
    }
    // One instance, its clients straight on it; then production's shape (README, compose.yaml): nginx
    // in front of two instances on the same database.
    const oneInstance = await rush(site.baseUrl, 0)
    const twoInstances = await withSecondInstance(
      site.baseUrl,
      (balancerUrl, second) => rush(balancerUrl, VISITS_BEFORE_SECOND, second),
      { SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000' },
    )

    // One groomer alone at the counter (the last one: the first's register gets the closures' notes).
    const lone = sessions[sessions.length - 1]!
    const oneClient: number[] = []
    for (let i = 0; i < ONE_CLIENT; i++) oneClient.push(await checkout(site.baseUrl, lone, ONE_CLIENT_FIRST + i))

    // The notes' PDFs: as a groomer downloads one (one client), then by every client at once.
    const download = async (headers: Record<string, string>, number: number) => {
      const startedAt = performance.now()
      const response = await client.send(`${site.baseUrl}/api/v1/sales/${number}/receipt.pdf`, { headers })
      if (response.status !== 200 || response.body.byteLength < 1000)
        throw new Error(`Note illisible (${response.status})`)
      return performance.now() - startedAt
    }
    const alone: number[] = []
    for (let i = 0; i < RECEIPTS; i++)
      alone.push(await download(sessions[i % sessions.length]!.headers, 1 + (i % PER_GROOMER)))
    const receipts: number[] = []
    let next = 0
    await Promise.all(
      sessions.map(async (session, index) => {
        while (next < RECEIPTS) receipts.push(await download(sessions[index]!.headers, 1 + (next++ % PER_GROOMER)))
        return session
      }),
    )

    // Days of CLOSURE_SALES notes each (written directly, split card / cash), closed over HTTP.
    const closer = sessions[0]!
    const closures: number[] = []
    for (let d = 1; d <= CLOSURE_DAYS; d++) {
      const closedDay = day.minus({ days: d })
      await site.db.query(
        `insert into "sales" ("groomer_id", "number", "kind", "issued_at", "document", "previous_hash", "hash")
         select $1, $2::int * 1000000 + i, 'sale', $3::timestamptz + (i % 36000) * interval '1 second',
           jsonb_build_object('totals', jsonb_build_object('totalCents', 5000, 'htCents', 5000, 'vatCents', 0, 'tipCents', 200, 'dueCents', 5200),
             'payments', jsonb_build_array(jsonb_build_object('method', 'card', 'amountCents', 3000), jsonb_build_object('method', 'cash', 'amountCents', 2200))),
           md5(i::text), md5((i + 1)::text)
         from generate_series(1, $4::int) i`,
        [closer.id, d, closedDay.plus({ hours: 8 }).toUTC().toISO(), CLOSURE_SALES],
      )
      const startedAt = performance.now()
      const response = await fetch(`${site.baseUrl}/api/v1/register/closures`, {
        method: 'POST',
        headers: closer.headers,
        body: JSON.stringify({ period: 'day', date: closedDay.toISODate() }),
      })
      const { closure } = (await response.json()) as {
        closure: { totals: { count: number; byMethod: { cash: number } } }
      }
      closures.push(performance.now() - startedAt)
      if (closure.totals.count !== CLOSURE_SALES || closure.totals.byMethod.cash !== CLOSURE_SALES * 2200)
        throw new Error(`Clôture fausse : ${JSON.stringify(closure.totals)}`)
    }

    // Every other groomer's register: numbered 1 to N with no gap, each link holding.
    const checks = await Promise.all(
      sessions.slice(1).map(async (session) => {
        const response = await fetch(`${site.baseUrl}/api/v1/register/verify`, { headers: session.headers })
        const { check } = (await response.json()) as { check: { ok: boolean; records: number } }
        return check.ok && check.records === ONE_CLIENT_FIRST + (session === lone ? ONE_CLIENT : 0)
      }),
    )
    const chainOk = checks.every(Boolean)
    client.close()

    const result = {
      checkout_p50_ms: twoInstances.p50,
      checkout_p99_ms: twoInstances.p99,
      checkouts_per_s: twoInstances.perSecond,
      checkout_p50_ms_one_instance: oneInstance.p50,
      checkout_p99_ms_one_instance: oneInstance.p99,
      checkouts_per_s_one_instance: oneInstance.perSecond,
      checkout_p50_ms_one_client: Math.round(median(oneClient)),
      receipt_pdf_p50_ms: Math.round(median(alone)),
      receipt_pdf_p50_ms_all_clients: Math.round(median(receipts)),
      closure_ms_10k_payments: Math.round(median(closures)),
      cpu_ms_per_checkout: twoInstances.cpu,
      cpu_ms_per_checkout_one_instance: oneInstance.cpu,
      checkouts: twoInstances.count + oneInstance.count,
      clients: sessions.length,
      chain_ok: chainOk,
    }
    const cpuLine = (cpu: typeof oneInstance.cpu) =>
      `CPU par encaissement : site ${cpu.site} ms, base ${cpu.database} ms, tâches ${cpu.jobs} ms, banc ${cpu.bench} ms (2 cœurs partagés)`
    console.log(
      `Encaissements : ${PER_GROOMER} par toiletteur, ${sessions.length} toiletteurs en parallèle (objectif : médiane ≤ 100 ms)`,
    )
    console.log(
      `  une instance : médiane ${oneInstance.p50} ms, p99 ${oneInstance.p99} ms, ${oneInstance.perSecond}/s ; ${cpuLine(oneInstance.cpu)}`,
    )
    console.log(
      `  nginx devant deux instances (la production) : médiane ${twoInstances.p50} ms, p99 ${twoInstances.p99} ms, ${twoInstances.perSecond}/s ; ${cpuLine(twoInstances.cpu)}`,
    )
    console.log(
      `  un toiletteur seul au comptoir : ${oneClient.length} encaissements à la suite, médiane ${result.checkout_p50_ms_one_client} ms`,
    )
    console.log(
      `Notes PDF : ${alone.length} téléchargées une à une, médiane ${result.receipt_pdf_p50_ms} ms (objectif ≤ 150 ms) ; par ${sessions.length} clients à la fois, médiane ${result.receipt_pdf_p50_ms_all_clients} ms`,
    )
    console.log(
      `Clôture d’une journée de ${CLOSURE_SALES} notes : médiane ${result.closure_ms_10k_payments} ms sur ${CLOSURE_DAYS} jours (objectif ≤ 1 s)`,
    )
    console.log(`Registres : ${chainOk ? 'numérotés sans trou, chaînes intactes' : 'ÉCART'}`)
    console.log(JSON.stringify(result))
    if (!chainOk) process.exitCode = 1
  })
}

runBenchmark(main)
