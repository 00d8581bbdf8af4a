import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { resetEnvCache } from '../../src/server/env'
import { expirePendingRequests } from '../../src/server/jobs/expiry'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { book } from './helpers/groomerPush'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

/** Issue 29 items 23 (booking flood) and 26 (what an owner is answered about an appointment). */
let payload: Payload
const saved = { ...process.env }

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(() => {
  for (const name of ['PENDING_REQUESTS_PER_GROOMER', 'PENDING_REQUESTS_PER_OWNER']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetEnvCache()
})

const act = (reference: string, action: string, headers: Record<string, string>, body: unknown = {}) =>
  appointmentAction(
    jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, { headers }),
    params({ reference, action }),
  )
const stored = (reference: string) =>
  payload
    .find({ collection: 'appointments', overrideAccess: true, depth: 0, where: { reference: { equals: reference } } })
    .then((found) => found.docs[0]!)

/** Exactly these keys, and nothing of the groomer's side (customer folder, other e-mails, source, reminders, refusal reason). */
const OWNER_KEYS = [
  'end',
  'groomer',
  'kind',
  'lines',
  'location',
  'motive',
  'note',
  'pet',
  'price',
  'reference',
  'start',
  'status',
  'timezone',
]

describe('owner-facing appointment answers', () => {
  it('booking, postponing and cancelling answer the same named shape, with only what the owner needs', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const created = await book(attendee.id, headers, groomer.id, motive.id, nextWeekday(2, 10))
    expect(created.status).toBe(201)
    const { appointment } = (await created.json()) as { appointment: Record<string, unknown> & { reference: string } }
    expect(Object.keys(appointment).sort()).toEqual(OWNER_KEYS)
    expect(appointment).toMatchObject({
      groomer: groomer.id,
      motive: motive.id,
      status: 'pending',
      pet: { name: PET.name, species: PET.species, breed: PET.breed, size: PET.size },
      // One pet: its one line, as a several-pets booking lists each.
      lines: [
        {
          pet: { name: PET.name, species: PET.species, breed: PET.breed, size: PET.size },
          motive: motive.id,
          duration: 60,
          price: 55,
        },
      ],
    })

    const postponed = await act(appointment.reference, 'postpone', headers, { start: nextWeekday(3, 11) })
    expect(postponed.status).toBe(200)
    const moved = ((await postponed.json()) as { appointment: Record<string, unknown> }).appointment
    expect(Object.keys(moved).sort()).toEqual(OWNER_KEYS)
    expect(moved).toMatchObject({
      reference: appointment.reference,
      groomer: groomer.id,
      motive: motive.id,
      status: 'pending',
    })

    const cancelled = await act(appointment.reference, 'cancel', headers)
    expect(cancelled.status).toBe(200)
    const answer = (await cancelled.json()) as { appointment: Record<string, unknown>; message: string }
    expect(Object.keys(answer).sort()).toEqual(['appointment', 'message'])
    expect(Object.keys(answer.appointment).sort()).toEqual(OWNER_KEYS)
    expect(answer.appointment).toMatchObject({ status: 'cancelled', groomer: groomer.id })
  })
})

describe('pending requests per owner', () => {
  it('at most 3 requests waiting with one groomer, even sent at once; a clear French 409 past it; a withdrawn one frees a place', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const starts = [10, 11, 12, 13, 14, 15].map((hour) => nextWeekday(2, hour))
    const answers = await Promise.all(starts.map((start) => book(attendee.id, headers, groomer.id, motive.id, start)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(3)
    const refused = answers.find((answer) => answer.status === 409)!
    expect(await refused.json()).toEqual({
      error:
        'Vous avez déjà 3 demandes en attente chez ce toiletteur : attendez sa réponse, ou retirez une demande, avant d’en envoyer une autre.',
      fields: {},
    })
    const waiting = await payload.count({
      collection: 'appointments',
      overrideAccess: true,
      where: { and: [{ attendee: { equals: attendee.id } }, { status: { equals: 'pending' } }] },
    })
    expect(waiting.totalDocs).toBe(3)

    // Another groomer still takes a request; a withdrawn request frees a place with the first one.
    const other = await bookableGroomer(payload)
    expect((await book(attendee.id, headers, other.groomer.id, other.motive.id, nextWeekday(2, 10))).status).toBe(201)
    const first = (await answers.find((answer) => answer.status === 201)!.json()) as {
      appointment: { reference: string }
    }
    expect((await act(first.appointment.reference, 'cancel', headers)).status).toBe(200)
    expect((await book(attendee.id, headers, groomer.id, motive.id, nextWeekday(4, 10))).status).toBe(201)
  })

  it('at most PENDING_REQUESTS_PER_OWNER in all, across groomers', async () => {
    process.env.PENDING_REQUESTS_PER_OWNER = '4'
    resetEnvCache()
    try {
      const attendee = await verifiedAttendee(payload)
      const headers = await bearer('attendees', attendee.email)
      const groomers = await Promise.all([1, 2, 3].map(() => bookableGroomer(payload)))
      const answers = await Promise.all(
        groomers.flatMap(({ groomer, motive }) =>
          [10, 11].map((hour) => book(attendee.id, headers, groomer.id, motive.id, nextWeekday(2, hour))),
        ),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 409, 409])
      const refused = answers.find((answer) => answer.status === 409)!
      expect(((await refused.json()) as { error: string }).error).toBe(
        'Vous avez déjà 4 demandes de rendez-vous en attente : attendez les réponses des toiletteurs, ou retirez une demande, avant d’en envoyer une autre.',
      )
    } finally {
      delete process.env.PENDING_REQUESTS_PER_OWNER
      resetEnvCache()
    }
  })
})

describe('a postpone and the 48 h answer delay', () => {
  const age = (reference: string, hours: number) =>
    payload.db.drizzle.execute(
      sql`update "appointments" set "requested_at" = now() - make_interval(hours => ${hours}), "updated_at" = now() - make_interval(hours => ${hours}) where "reference" = ${reference}`,
    )

  it('moving a request still waiting does not restart its 48 h: it expires 48 h after it was first sent', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const created = (await (await book(attendee.id, headers, groomer.id, motive.id, nextWeekday(2, 10))).json()) as {
      appointment: { reference: string }
    }
    const { reference } = created.appointment
    await age(reference, 47)
    expect((await act(reference, 'postpone', headers, { start: nextWeekday(3, 15) })).status).toBe(200)
    await expirePendingRequests(new Date())
    expect((await stored(reference)).status).toBe('pending')
    // Two hours later (49 h after the request), it has expired though it was moved an hour ago.
    await expirePendingRequests(new Date(Date.now() + 2 * 3600_000))
    expect((await stored(reference)).status).toBe('expired')
  })

  it('a confirmed appointment moved by its owner waits afresh for the groomer', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const created = (await (await book(attendee.id, headers, groomer.id, motive.id, nextWeekday(2, 10))).json()) as {
      appointment: { reference: string }
    }
    const { reference } = created.appointment
    expect((await act(reference, 'validate', await bearer('users', groomer.email))).status).toBe(200)
    await age(reference, 100)
    expect((await act(reference, 'postpone', headers, { start: nextWeekday(3, 15) })).status).toBe(200)
    await expirePendingRequests(new Date())
    expect((await stored(reference)).status).toBe('pending')
  })
})
