/**
 * Demo data of the marketplace: geography, specialities, practices, guide articles, content pages, about 200
 * published groomers with their motives and opening hours, and the demo accounts.
 * Deterministic (seeded generator), offline and idempotent: every row is matched on a unique key
 * and only the missing ones are written, so a second run creates nothing.
 */
import type { Payload } from 'payload'

import { DEMO_ATTENDEE, DEMO_GROOMER, demoGroomerSeed, seedDemoAdmin, seedDemoAttendee } from './accounts'
import { seedDemoAppointments } from './appointments'
import { seedDemoFeatures } from './features'
import { seedArticles } from './articles'
import { seedGeography } from './geography'
import { seedGroomers } from './groomers'
import { seedPages } from './pages'
import { planGroomers } from './plan'
import { seedDemoReviews } from './reviews'
import { emptyCounts, type SeedLog, type SeedReport, totalOf } from './report'
import { seedSchedules } from './schedules'
import { seedSpecialities } from './specialities'
import { seedPractices } from './practices'
import { findIdsByKey } from './upsert'

export type { SeedCounts, SeedReport } from './report'
export { DEMO_ADMIN, DEMO_ATTENDEE, DEMO_GROOMER } from './accounts'

export type SeedOptions = {
  log?: SeedLog
  /** Reference date of the demo appointments (default: now); nothing else depends on the clock. */
  now?: Date
}

export async function seedDemo(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now()
  const log: SeedLog = options.log ?? (() => undefined)
  const timed = async <T>(label: string, task: () => Promise<T>): Promise<T> => {
    const at = performance.now()
    const result = await task()
    log(`${label} (${Math.round(performance.now() - at)} ms)`)
    return result
  }
  const created = emptyCounts()

  const geography = await timed('Départements et villes', () => seedGeography(payload))
  created.departments = geography.departments
  created.cities = geography.cities

  const [specialities, practices, posts, pages, admins, attendees] = await timed(
    'Spécialités, études, articles, pages, comptes',
    () =>
      Promise.all([
        seedSpecialities(payload),
        seedPractices(payload),
        seedArticles(payload),
        seedPages(payload),
        seedDemoAdmin(payload),
        seedDemoAttendee(payload),
      ]),
  )
  // A new demo database is the one whose demo admin this run created.
  await seedDemoFeatures(payload, admins.created > 0)
  created.specialities = specialities.created
  created.teams = practices.created
  created.posts = posts.created
  created.pages = pages.created
  created.admins = admins.created
  created.attendees = attendees.created

  const demo = demoGroomerSeed(geography.cityRows)
  const seeds = [demo, ...planGroomers(geography.cityRows, [demo.uri])]
  const cityIds = await findIdsByKey(payload, 'cities', 'inseeCode', [...new Set(seeds.map((seed) => seed.cityInsee))])
  const groomers = await timed('Toiletteurs', () =>
    seedGroomers(payload, seeds, { cityIds, specialityIds: specialities.ids, practiceIds: practices.ids }),
  )
  created.users = groomers.created
  const schedules = await timed('Motifs et horaires', () => seedSchedules(payload, groomers.groomers))
  created.motives = schedules.motives
  created.availabilities = schedules.availabilities

  const groomerId = groomers.groomers.find((g) => g.seed.email === DEMO_GROOMER.email)?.id
  const attendeeId = attendees.ids.get(DEMO_ATTENDEE.email)
  if (groomerId === undefined || attendeeId === undefined)
    throw new Error('Comptes de démonstration introuvables après création')
  const cityName = geography.cityRows.find((city) => city.inseeCode === demo.cityInsee)?.name ?? ''
  const appointments = await timed('Rendez-vous de démonstration', () =>
    seedDemoAppointments(payload, { seed: demo, groomerId, attendeeId, cityName }, options.now ?? new Date()),
  )
  created.appointments = appointments.created
  const reviews = await timed('Avis vérifiés de démonstration', () =>
    seedDemoReviews(payload, options.now ?? new Date()),
  )
  created.attendees += reviews.attendees
  created.appointments += reviews.appointments
  created.reviews = reviews.reviews

  const total = totalOf(created)
  log(total === 0 ? 'Rien à faire : les données de démonstration sont déjà en place.' : `${total} documents créés.`)
  return { created, skipped: total === 0, durationMs: Math.round(performance.now() - started) }
}
