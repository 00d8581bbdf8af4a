import { test as base, expect, type TestInfo } from '@playwright/test'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { closePayload } from '../../../scripts/lib/prepareDatabase'
import { DEMO_ADMIN, DEMO_ATTENDEE, DEMO_GROOMER } from '../../../scripts/seed/accounts'
import {
  type AvailabilitySeed,
  DEMO_AVAILABILITIES,
  DEMO_MOTIVES,
  type MotiveSeed,
} from '../../../scripts/seed/catalog'
import type { CityRow } from '../../../scripts/seed/geography'
import { createWithSharedPassword } from '../../../scripts/seed/groomers'
import { composeGroomer } from '../../../scripts/seed/plan'
import { createRandom } from '../../../scripts/seed/random'
import { seedSchedules } from '../../../scripts/seed/schedules'
import { newReference } from '../../../src/server/appointments/reference'

/**
 * Accounts of one test, written straight into the run's database (as the seed does), so that no
 * two tests, projects or repeats ever sign in as, or change, the same person. They share the demo
 * accounts' password hashes: no hashing, so creating one costs a few milliseconds.
 */
export type TestGroomer = {
  id: number
  email: string
  password: string
  firstName: string
  lastName: string
  name: string
  uri: string
  cityUri: string
  cityName: string
  /** The postcode the city's suggestion shows (its first). */
  cityPostcode: string
}
export type TestAttendee = {
  id: number
  email: string
  password: string
  firstName: string
  lastName: string
  phone: string
}

export type TestPractice = { id: number; code: string; name: string }
export type TestAdmin = { id: number; email: string; password: string }
export type OutboxMail = {
  subject: string
  text: string
  html: string
  meta?: { attachments?: { filename: string; content: string }[] }
}

export type GroomerOptions = {
  firstName?: string
  lastName?: string
  /** A member of this practice (its members can open each other's agendas). */
  practice?: TestPractice
  onlineBooking?: boolean
  /** The demo groomer's motives and week by default; `[]` for none. */
  motives?: MotiveSeed[]
  hours?: AvailabilitySeed[]
}
export type AttendeeOptions = { firstName?: string; lastName?: string; phoneVerified?: boolean }

export type Accounts = {
  groomer: (options?: GroomerOptions) => Promise<TestGroomer>
  attendee: (options?: AttendeeOptions) => Promise<TestAttendee>
  admin: () => Promise<TestAdmin>
  /** A practice of this test alone. */
  practice: () => Promise<TestPractice>
  /**
   * An appointment between them on the groomer's first motive, at 10:00 (Paris) on the first
   * Tuesday–Friday `daysFromNow` days away or later; with `hoursFromNow`, at the next quarter hour
   * that many hours from now instead (whatever the day: the notice window's cases).
   */
  appointment: (
    groomer: TestGroomer,
    attendee: TestAttendee,
    options?: { status?: 'confirmed' | 'pending'; daysFromNow?: number; hoursFromNow?: number; note?: string },
  ) => Promise<{ id: number; reference: string }>
  /** What the outbox holds for `to`, newest first (as an admin reads it in /admin). */
  outbox: (to: string, channel?: 'email' | 'sms') => Promise<OutboxMail[]>
  /** The newest message to `to` that `matches`, waited for: many are sent after the answer. */
  message: (to: string, matches: (mail: OutboxMail) => boolean, channel?: 'email' | 'sms') => Promise<OutboxMail>
  /** The database of the run, for a test's own setup and checks (the outbox, an appointment). */
  payload: Payload
}

let counter = 0

/** A key no other test, project, repeat or worker of this run has. */
function uniqueKey(testInfo: TestInfo): string {
  counter += 1
  const project = testInfo.project.name.slice(0, 1)
  return `${project}${testInfo.workerIndex}r${testInfo.repeatEachIndex}t${testInfo.retry}n${counter}-${Date.now().toString(36)}`
}

type Hashed = { id: number | string; hash?: string; salt?: string }

const demoHashes = new Map<string, Promise<{ hash?: string; salt?: string }>>()

/** The stored password hash of a demo account (the test accounts share it), read once per worker. */
function hashOf(
  payload: Payload,
  collection: 'admins' | 'attendees',
  email: string,
): Promise<{ hash?: string; salt?: string }> {
  const cached = demoHashes.get(email)
  if (cached) return cached
  const read = payload.db.findOne({ collection, where: { email: { equals: email } } }).then((found) => {
    if (!found) throw new Error(`Compte de démonstration introuvable : ${email}`)
    return { hash: (found as Hashed).hash, salt: (found as Hashed).salt }
  })
  demoHashes.set(email, read)
  return read
}

async function idOfEmail(payload: Payload, collection: 'users' | 'attendees', email: string): Promise<number> {
  const found = await payload.db.findOne({ collection, where: { email: { equals: email } } })
  if (!found) throw new Error(`Compte de démonstration introuvable : ${email}`)
  return Number(found.id)
}

/** A city with no groomer yet, so the test's city page lists groomers of tests only (and is not cached yet). */
async function freeCity(payload: Payload): Promise<CityRow & { id: number }> {
  const { rows } = await payload.db.pool.query<{
    id: number
    insee_code: string
    name: string
    uri: string
    department_code: string
    population: string | null
  }>(
    `SELECT c.id, c.insee_code, c.name, c.uri, d.code AS department_code, c.population
     FROM cities c JOIN departments d ON d.id = c.department_id
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.city_id = c.id)
     ORDER BY random() LIMIT 1`,
  )
  const row = rows[0]
  if (!row) throw new Error('Aucune ville libre pour un toiletteur de test')
  const postcodes = await payload.db.pool.query<{ text: string }>(
    `SELECT text FROM cities_texts WHERE parent_id = $1 ORDER BY "order"`,
    [row.id],
  )
  return {
    id: row.id,
    inseeCode: row.insee_code,
    name: row.name,
    uri: row.uri,
    departmentCode: row.department_code,
    population: Number(row.population ?? 0),
    postcodes: postcodes.rows.map((p) => p.text),
    metropolitan: true,
  }
}

function accountsOf(payload: Payload, testInfo: TestInfo): Accounts {
  return {
    payload,
    async groomer({
      firstName = 'Camille',
      lastName = 'Martin',
      practice,
      onlineBooking = true,
      motives = DEMO_MOTIVES,
      hours = DEMO_AVAILABILITIES,
    } = {}) {
      const key = uniqueKey(testInfo)
      const email = `e2e-toiletteur-${key}@example.fr`
      const city = await freeCity(payload)
      const composed = composeGroomer(
        { random: createRandom(counter), city, takenUris: new Set() },
        { firstName, lastName, female: true, email, password: DEMO_GROOMER.password, uri: `e2e-${key}` },
        practice ? { practiceCode: practice.code, salonName: practice.name } : { practiceCode: null },
      )
      const seed = { ...composed, onlineBooking, motives, availabilities: hours }
      const practiceIds = new Map(practice ? [[practice.code, practice.id]] : [])
      const demoId = await idOfEmail(payload, 'users', DEMO_GROOMER.email)
      const { ids } = await createWithSharedPassword(
        payload,
        [seed],
        { cityIds: new Map([[city.inseeCode, city.id]]), specialityIds: new Map(), practiceIds },
        demoId,
      )
      const id = ids.get(email)
      if (id === undefined) throw new Error('Le toiletteur de test n’a pas été créé')
      await seedSchedules(payload, [{ seed, id }])
      return {
        id,
        email,
        password: DEMO_GROOMER.password,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        uri: seed.uri,
        cityUri: city.uri,
        cityName: city.name,
        cityPostcode: city.postcodes[0] ?? '',
      }
    },
    async attendee({ firstName = 'Julie', lastName = 'Bernard', phoneVerified = true } = {}) {
      const key = uniqueKey(testInfo)
      const email = `e2e-client-${key}@example.fr`
      const demo = await hashOf(payload, 'attendees', DEMO_ATTENDEE.email)
      // A French mobile of its own, so SMS codes and limits per number never meet another test's.
      // 06 1x to 06 5x: metropolitan France (06 39 and 06 9x are overseas numbers, not FR).
      const leads = Array.from({ length: 50 }, (_, index) => 10 + index).filter((lead) => lead !== 39)
      const digits = `${leads[Math.floor(Math.random() * leads.length)]}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
      const phone = `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`
      const doc = await payload.db.create({
        collection: 'attendees',
        data: {
          email,
          civility: 'mme',
          firstName,
          lastName,
          phone,
          phoneCountryCode: 'FR',
          phoneVerified,
          birthdate: DEMO_ATTENDEE.birthdate,
          hash: demo.hash,
          salt: demo.salt,
        },
      })
      return { id: Number(doc.id), email, password: DEMO_ATTENDEE.password, firstName, lastName, phone }
    },
    async admin() {
      const email = `e2e-admin-${uniqueKey(testInfo)}@example.fr`
      const demo = await hashOf(payload, 'admins', DEMO_ADMIN.email)
      const doc = await payload.db.create({
        collection: 'admins',
        data: { email, name: 'Admin de test', hash: demo.hash, salt: demo.salt },
      })
      return { id: Number(doc.id), email, password: DEMO_ADMIN.password }
    },
    async practice() {
      const key = uniqueKey(testInfo)
      const data = { name: `Étude de test ${key}`, code: `E2E-${key.toUpperCase()}`, uri: `etude-e2e-${key}` }
      const doc = await payload.create({ collection: 'teams', data, depth: 0, overrideAccess: true })
      return { id: Number(doc.id), code: data.code, name: data.name }
    },
    async appointment(
      groomer,
      attendee,
      { status = 'confirmed', daysFromNow = 3, hoursFromNow, note = 'Rendez-vous de test.' } = {},
    ) {
      const motive = (
        await payload.find({
          collection: 'motives',
          where: { groomer: { equals: groomer.id } },
          sort: 'id',
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
      let start = DateTime.now()
        .setZone('Europe/Paris')
        .plus({ days: daysFromNow })
        .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
      // Inside the demo week (Tuesday to Saturday), so that a validation's re-check accepts it.
      while (start.weekday < 2 || start.weekday > 5) start = start.plus({ days: 1 })
      if (hoursFromNow !== undefined) {
        const later = DateTime.now().setZone('Europe/Paris').plus({ hours: hoursFromNow }).startOf('minute')
        start = later.plus({ minutes: (15 - (later.minute % 15)) % 15 })
      }
      // The shape the appointment page opens (RDV-XXXX-XXXX-XXXX), random as the site's own.
      const reference = newReference()
      const doc = await payload.create({
        collection: 'appointments',
        overrideAccess: true,
        depth: 0,
        data: {
          reference,
          groomer: groomer.id,
          attendee: attendee.id,
          motive: motive?.id ?? null,
          title: motive?.title ?? 'Rendez-vous',
          location: groomer.cityName,
          timezone: 'Europe/Paris',
          start: start.toUTC().toISO() ?? '',
          end:
            start
              .plus({ minutes: motive?.duration ?? 60 })
              .toUTC()
              .toISO() ?? '',
          status,
          kind: 'salon',
          attendeeEmails: [attendee.email],
          numberOfAttendees: 1,
          note,
        },
      })
      return { id: Number(doc.id), reference }
    },
    async outbox(to, channel = 'email') {
      const found = await payload.find({
        collection: 'outbox',
        where: { and: [{ to: { contains: to } }, { channel: { equals: channel } }] },
        sort: '-createdAt',
        limit: 30,
        depth: 0,
        overrideAccess: true,
      })
      return found.docs as unknown as OutboxMail[]
    },
    async message(to, matches, channel = 'email') {
      let found: OutboxMail | undefined
      // Messages sent after the response (Next's after(): a move, a cancellation) can take a while on a loaded 2-core CI machine.
      await expect
        .poll(
          async () => {
            found = (await this.outbox(to, channel)).find(matches)
            return Boolean(found)
          },
          { message: `un message à ${to}`, timeout: 45_000 },
        )
        .toBe(true)
      return found as OutboxMail
    },
  }
}

/** `test` with `accounts`: each test makes the people it needs. */
export const test = base.extend<{ accounts: Accounts }, { database: Payload }>({
  database: [
    // Playwright reads the fixtures a function needs from its destructured first argument.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      // The run's database: globalSetup put its address and secret in the environment.
      const { getPayload } = await import('payload')
      const { default: config } = await import('../../../payload.config')
      const payload = await getPayload({ config })
      await provide(payload)
      await closePayload(payload)
    },
    { scope: 'worker' },
  ],
  accounts: async ({ database }, provide, testInfo) => {
    await provide(accountsOf(database, testInfo))
  },
})

export { expect } from '@playwright/test'
