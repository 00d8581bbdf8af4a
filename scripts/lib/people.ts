import type { Payload } from 'payload'

import type { AuthenticatedPerson } from '../../src/server/auth/tokens'

let counter = 0
// Test files share a process (and its pid) in one worker: a random part keeps their values apart.
const RUN = String(Math.floor(Math.random() * 1e6))
const unique = (prefix: string) => `${prefix}-${process.pid}-${RUN}-${++counter}`

export const PASSWORD = 'mot-de-passe-test-2026'

/** A stored person as the services receive them (a groomer unless told). */
export const asPerson = (doc: object, collection: AuthenticatedPerson['collection'] = 'users') =>
  ({ ...doc, collection }) as unknown as AuthenticatedPerson

// Test fixtures are written directly, as an admin would: access control is what the tests check.
export async function createAdmin(payload: Payload) {
  const doc = await payload.create({
    collection: 'admins',
    overrideAccess: true,
    data: { email: `${unique('admin')}@test.fr`, password: PASSWORD, name: 'Admin Test' },
  })
  return asPerson(doc, 'admins')
}

export async function createGroomer(payload: Payload, data: { practice?: number; published?: boolean } = {}) {
  const id = unique('toiletteur')
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `${id}@test.fr`,
      password: PASSWORD,
      firstName: 'Léa',
      lastName: 'Test',
      uri: id,
      timezone: 'Europe/Paris',
      published: data.published ?? true,
      ...(data.practice ? { team: data.practice } : {}),
    },
  })
  return asPerson(doc, 'users')
}

export async function createAttendee(payload: Payload) {
  const doc = await payload.create({
    collection: 'attendees',
    overrideAccess: true,
    data: { email: `${unique('client')}@test.fr`, password: PASSWORD, firstName: 'Paul', lastName: 'Client' },
  })
  return asPerson(doc, 'attendees')
}

export async function createPractice(payload: Payload) {
  const id = unique('etude')
  return payload.create({ collection: 'teams', overrideAccess: true, data: { name: `Étude ${id}`, code: id, uri: id } })
}

export async function createAppointment(
  payload: Payload,
  data: {
    groomer: number
    attendee?: number
    start: string
    end: string
    status?: 'pending' | 'confirmed' | 'cancelled' | 'refused' | 'expired'
    timezone?: string
  },
) {
  return payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: { reference: unique('RDV'), timezone: 'Europe/Paris', kind: 'salon', status: 'pending', ...data },
  })
}
