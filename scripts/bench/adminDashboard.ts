import type pg from 'pg'

import { median } from '../lib/stats'
import { closePayload } from '../lib/prepareDatabase'
import { runBenchmark, withProductionSite } from '../lib/bench'
import { adminCookie } from '../lib/groomerLogin'

/**
 * `npm run bench:admin-dashboard`: the admin's home with its figures on the production build, with
 * 50,000 appointments made over the last 60 days by the demo groomers (a tenth waiting, a tenth
 * cancelled), 20,000 outbox rows (some failed) and a few broken calendars. Prints the median of the
 * figures' read alone (one aggregate query) and of the whole /admin page, then one JSON line.
 * Target (issue 19): the figures' read under 150 ms.
 */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30)
const WARM_UP = 5
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 50_000)

async function fill(db: pg.Client) {
  const { rows } = await db.query<{ id: number }>('select id from users where city_id is not null order by id')
  const groomers = rows.map((row) => row.id)
  // Each groomer's appointments an hour apart from 2027 on: none overlap (the exclusion constraint).
  await db.query(
    `insert into appointments (reference, groomer_id, source, customer_name, title, timezone, start, "end", status, kind, created_at, updated_at, cancelled_at)
     select 'BENCH-DASH-' || i, g.ids[1 + i % g.n], 'online', 'Client ' || i, 'Toilettage', 'Europe/Paris',
       timestamptz '2027-01-01 08:00+00' + (i / g.n) * interval '1 hour', timestamptz '2027-01-01 08:45+00' + (i / g.n) * interval '1 hour',
       (case when i % 10 = 0 then 'pending' when i % 10 = 1 then 'cancelled' else 'confirmed' end)::enum_appointments_status, 'salon',
       now() - random() * interval '60 days', now() - random() * interval '30 days', case when i % 10 = 1 then now() - random() * interval '60 days' end
     from generate_series(1, $1::int) i, (select $2::int[] as ids, cardinality($2::int[]) as n) g`,
    [APPOINTMENTS, groomers],
  )
  await db.query(
    `insert into outbox (channel, "to", subject, text, status, error, created_at, updated_at)
     select 'email', 'client' || i || '@example.fr', 'Votre rendez-vous', 'Bonjour', (case when i % 400 = 0 then 'failed' else 'recorded' end)::enum_outbox_status,
       case when i % 400 = 0 then 'Resend a refusé l’e-mail' end, now() - random() * interval '60 days', now()
     from generate_series(1, 20000) i`,
  )
  await db.query(
    `insert into calendar_connections (groomer_id, provider, account_label, status, broken_reason, broken_at, credentials)
     select ($1::int[])[1 + i % cardinality($1::int[])], 'google', 'agenda' || i || '@example.fr', (case when i % 3 = 0 then 'broken' else 'active' end)::enum_calendar_connections_status,
       case when i % 3 = 0 then 'Accès révoqué' end, case when i % 3 = 0 then now() - i * interval '1 hour' end, 'x'
     from generate_series(1, 60) i`,
    [groomers],
  )
  await db.query('analyze appointments; analyze outbox; analyze calendar_connections; analyze users')
  return groomers.length
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run()
  const results: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    await run()
    results.push(performance.now() - started)
  }
  return results
}

async function main() {
  await withProductionSite({ port: process.env.BENCH_PORT ?? '3320', label: 'admindash' }, async ({ baseUrl, db }) => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../payload.config')
    // Its own key: the seed's instance (same process) was destroyed and stays in Payload's default cache.
    const payload = await getPayload({ config, key: 'bench-admin-dashboard' })
    try {
      const groomers = await fill(db)
      const { adminDashboardFigures } = await import('../../src/server/adminDashboard/figures')
      const figures = await adminDashboardFigures(payload)
      console.log(
        `${APPOINTMENTS} rendez-vous sur ${groomers} toiletteurs : ${figures.bookings.count} réservations en 30 jours, ${figures.awaitingValidation.count} à valider, ` +
          `${figures.cancellations.count} annulations, ${figures.failedMessages.count} envois en échec, ${figures.brokenCalendars.count} agendas à reconnecter`,
      )
      const read = await timed(() => adminDashboardFigures(payload))
      console.log(`lecture des chiffres (une requête) : médiane ${median(read).toFixed(1)} ms`)

      const cookie = await adminCookie(baseUrl)
      const page = async (path: string) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } })
        const html = await response.text()
        if (!response.ok) throw new Error(`${path} : ${response.status}`)
        return html
      }
      if (!(await page('/admin')).includes('data-testid="bookings-chart"'))
        throw new Error('Le tableau de bord ne montre pas le graphique')
      const home = await timed(() => page('/admin'))
      console.log(`page /admin complète (menu, chiffres, tuiles) : médiane ${median(home).toFixed(1)} ms`)
      const account = await timed(() => page('/admin/account'))
      console.log(`page /admin/account (même cadre, sans chiffres) : médiane ${median(account).toFixed(1)} ms`)
      const result = {
        figures_read_p50_ms: Math.round(median(read)),
        admin_home_p50_ms: Math.round(median(home)),
        admin_account_p50_ms: Math.round(median(account)),
      }
      if (result.figures_read_p50_ms > 150)
        console.log('Objectif non atteint : la lecture des chiffres doit rester sous 150 ms.')
      console.log(JSON.stringify(result))
    } finally {
      await closePayload(payload)
    }
  })
}

runBenchmark(main)
