/** The demo accounts (admin, groomer, attendee): created only by this demo seed, matched on e-mail. */
import type { Payload } from 'payload'

import { DEMO_AVAILABILITIES, DEMO_MOTIVES } from './catalog'
import type { CityRow } from './geography'
import { composeGroomer, type GroomerSeed } from './plan'
import { createRandom, SEED } from './random'
import { PRACTICES } from './practices'
import { ensureByKey, type EnsureResult } from './upsert'

export const DEMO_ADMIN = { email: 'admin@example.fr', password: 'demo-admin-2026', name: 'Admin Démo' } as const

export const DEMO_GROOMER = {
  email: 'toiletteur@example.fr',
  password: 'demo-toiletteur-2026',
  firstName: 'Camille',
  lastName: 'Martin',
  uri: 'camille-martin-paris',
  cityInsee: '75056',
} as const

export const DEMO_ATTENDEE = {
  email: 'client@example.fr',
  password: 'demo-client-2026',
  civility: 'mme',
  firstName: 'Julie',
  lastName: 'Bernard',
  phone: '06 11 22 33 44',
  birthdate: '1990-04-12T12:00:00.000Z',
} as const

/** The demo accounts as the README and `npm start` list them. */
export const DEMO_ACCOUNTS = [
  { label: 'Admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, loginPath: '/admin/login' },
  { label: 'Toiletteur', email: DEMO_GROOMER.email, password: DEMO_GROOMER.password, loginPath: '/user/connexion' },
  {
    label: 'Client',
    email: DEMO_ATTENDEE.email,
    password: DEMO_ATTENDEE.password,
    loginPath: '/participant/connexion',
  },
] as const

/** Camille Martin, in Paris, member of the first practice, with a fixed week and fixed motives. */
export function demoGroomerSeed(cities: CityRow[]): GroomerSeed {
  const paris = cities.find((city) => city.inseeCode === DEMO_GROOMER.cityInsee)
  const practice = PRACTICES[0]
  if (!paris || !practice) throw new Error('Paris ou l’étude de démonstration est introuvable dans les données du seed')
  const seed = composeGroomer(
    { random: createRandom(SEED + 1), city: paris, takenUris: new Set() },
    { ...DEMO_GROOMER, female: true },
    { practiceCode: practice.code, salonName: practice.name, address: practice.address, postcode: practice.postcode },
  )
  return { ...seed, onlineBooking: true, motives: DEMO_MOTIVES, availabilities: DEMO_AVAILABILITIES }
}

export const seedDemoAdmin = (payload: Payload): Promise<EnsureResult> =>
  ensureByKey(payload, 'admins', 'email', [{ key: DEMO_ADMIN.email, data: { ...DEMO_ADMIN } }])

export const seedDemoAttendee = (payload: Payload): Promise<EnsureResult> =>
  ensureByKey(payload, 'attendees', 'email', [
    { key: DEMO_ATTENDEE.email, data: { ...DEMO_ATTENDEE, phoneCountryCode: 'FR', phoneVerified: true } },
  ])
