import type pg from 'pg'

import { invalidationsWritten } from '../../src/server/cache/invalidations'
import { refreshPublicPages } from '../../src/server/cache/refreshPublicPages'
import { createClients } from '../lib/bookingLoad'
import { adminCookie, groomerCookie } from '../lib/groomerLogin'

/**
 * The hot paths of issue 35, each a function timed by bench:market on the demo data and on the
 * market: what a visitor, an owner, a groomer, an admin and the scheduled jobs do most.
 */
export type Subject = {
  baseUrl: string
  city: string
  groomer: { id: number; email: string; uri: string; motive: number }
}

export type Path = {
  name: string
  samples: number
  /** A job answers its report: its counts say whether the run found work. */
  run: () => Promise<void | Record<string, number>>
  before?: () => Promise<void>
  /**
   * Runs right before the samples (2 unless said). `until-idle`: a job, run first until one of its
   * runs finds no work (its report all zeros, 40 runs at most), before the server is left at rest and
   * any path is measured: after a fresh seed the rebooking job walked due reminders for nine runs,
   * and a job's samples are meant to be its steady hourly scan. Then 2 runs as any path.
   */
  warmUp?: number | 'until-idle'
}

const JOBS = [
  'reminders',
  'expire-pending',
  'finish-visits',
  'review-requests',
  'rebooking-reminders',
  'waitlist-holds',
]

async function read(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init)
  const body = await response.text()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} : ${response.status} ${body.slice(0, 200)}`)
  return body
}

const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10)

/**
 * The subject of a run: the city page with the most published groomers, and the first published
 * groomer in a practice among the generated ones of `label` (an agenda of the market's shape, on
 * the small dataset and on the big one alike: the ratio is the database's size, not the groomer's).
 */
export async function pickSubject(baseUrl: string, db: pg.Client, label: string): Promise<Subject> {
  const { rows } = await db.query<{ id: number; email: string; uri: string; motive: number }>(
    `select u.id, u.email, u.uri, (select min(m.id) from motives m where m.groomer_id = u.id and m.bookable_online) as motive
     from users u where u.published and u.team_id is not null and u.email like $1 order by u.id limit 1`,
    [`toiletteur-${label}-%`],
  )
  const { rows: cities } = await db.query<{ uri: string }>(
    `select c.uri from users u join cities c on c.id = u.city_id where u.published group by c.uri order by count(*) desc, c.uri limit 1`,
  )
  if (!rows[0] || !cities[0]) throw new Error('Aucun toiletteur à mesurer.')
  return { baseUrl, city: `/toiletteurs/${cities[0].uri}`, groomer: rows[0] }
}

/** Free starts of the groomer's next weeks, one per booking sample (never two overlapping). */
async function freeStarts(subject: Subject, count: number): Promise<string[]> {
  const { groomer, baseUrl } = subject
  const body = JSON.parse(
    await read(`${baseUrl}/api/v1/users/${groomer.id}/slots?motive=${groomer.motive}&from=${day(2)}&to=${day(40)}`),
  ) as { days: { slots: { start: string; end: string }[] }[] }
  const starts: string[] = []
  let freeFrom = 0
  for (const slot of body.days.flatMap((d) => d.slots)) {
    if (new Date(slot.start).getTime() < freeFrom) continue
    starts.push(slot.start)
    freeFrom = new Date(slot.end).getTime()
  }
  if (starts.length < count) throw new Error(`Seulement ${starts.length} créneaux libres pour ${count} réservations.`)
  return starts.slice(0, count)
}

export async function marketPaths(subject: Subject, db: pg.Client, samples: number): Promise<Path[]> {
  const { baseUrl, city, groomer } = subject
  const cookie = await groomerCookie(baseUrl, groomer.email)
  const admin = await adminCookie(baseUrl)
  const asGroomer = { headers: { cookie } }
  // One owner and one free start per booking: the warm-up's, the samples' and the plans' run.
  const bookings = samples + 4
  const clients = await createClients(baseUrl, db, bookings)
  const starts = await freeStarts(subject, bookings)
  let booked = 0
  const { JOBS: registry } = await import('../../src/server/jobs/registry')
  const job = (name: string) => registry.find((candidate) => candidate.name === name)!
  return [
    // A cached page answers in a few milliseconds: a median of ten moved by 2× between two runs.
    { name: 'city_warm', samples: Math.max(samples, 50), run: () => read(`${baseUrl}${city}`).then(() => {}) },
    {
      name: 'city_cold',
      samples: Math.min(samples, 7),
      // The page's caches dropped everywhere (an edit elsewhere); the instance reads the shared log every second.
      before: async () => {
        await refreshPublicPages(['city'])
        await invalidationsWritten()
        await new Promise((resolve) => setTimeout(resolve, 1_500))
      },
      run: () => read(`${baseUrl}${city}`).then(() => {}),
    },
    { name: 'profile', samples, run: () => read(`${baseUrl}/toiletteur/${groomer.uri}`).then(() => {}) },
    {
      name: 'slots_week',
      samples,
      run: () =>
        read(`${baseUrl}/api/v1/users/${groomer.id}/slots?motive=${groomer.motive}&from=${day(1)}&to=${day(7)}`).then(
          () => {},
        ),
    },
    {
      name: 'create_event',
      samples,
      run: async () => {
        const client = clients[booked]!
        const start = starts[booked++]!
        await read(`${baseUrl}/api/v1/attendees/${client.id}/create-event`, {
          method: 'POST',
          headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            groomer: groomer.id,
            motive: groomer.motive,
            start,
            pet: { name: 'Banc', species: 'dog', size: 'medium' },
          }),
        })
      },
    },
    {
      name: 'agenda_week',
      samples,
      run: () =>
        read(`${baseUrl}/api/v1/users/${groomer.id}/agenda?vue=semaine&date=${day(0)}`, asGroomer).then(() => {}),
    },
    { name: 'statistics', samples, run: () => read(`${baseUrl}/user/statistiques`, asGroomer).then(() => {}) },
    {
      name: 'statistics_csv',
      samples,
      run: () =>
        read(`${baseUrl}/api/v1/users/${groomer.id}/statistics/appointments.csv?periode=12m`, asGroomer).then(() => {}),
    },
    {
      name: 'admin_dashboard',
      samples,
      run: () => read(`${baseUrl}/admin`, { headers: { cookie: admin } }).then(() => {}),
    },
    {
      name: 'admin_export_csv',
      samples,
      run: () =>
        read(
          `${baseUrl}/api/v1/admin/exports/appointments.csv?where=${encodeURIComponent(JSON.stringify({ groomer: { equals: groomer.id } }))}`,
          { headers: { cookie: admin } },
        ).then(() => {}),
    },
    ...JOBS.map((name) => ({
      name: `job_${name.replace(/-/g, '_')}`,
      // Most runs take a millisecond or two: a median of three was noise.
      samples: 15,
      warmUp: 'until-idle' as const,
      run: () => job(name).run(new Date()),
    })),
  ]
}
