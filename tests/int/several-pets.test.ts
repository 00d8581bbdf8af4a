import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as createEvent } from '../../src/app/api/v1/attendees/[id]/create-event/route'
import { PUT as putLines } from '../../src/app/api/v1/users/[id]/agenda/appointments/[appointmentId]/lines/route'
import { GET as slots } from '../../src/app/api/v1/users/[id]/slots/route'
import { appointmentMail } from '../../src/server/notifications/appointmentMail'
import { appointmentValues } from '../../src/server/templates/values'
import type { Appointment, Motive, User } from '../../src/payload-types'
import type { OwnerAppointment } from '../../src/server/booking/ownerView'
import { PASSWORD } from '../../scripts/lib/people'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** A groomer with a bath priced and timed by size (30 min / 25 € small, 60 min / 45 € large) and a visio. */
async function groomerWithBath() {
  const { groomer, motive: full } = await bookableGroomer(payload)
  const bath = await payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      title: 'Bain',
      duration: 45,
      price: 35,
      kind: 'salon',
      bookableOnline: true,
      sizeDurations: { small: 30, large: 60 },
      sizePrices: { small: 25, large: 45 },
    },
  })
  const visio = await payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: { groomer: groomer.id, title: 'Conseil', duration: 30, kind: 'visio', bookableOnline: true },
  })
  return { groomer, full, bath, visio }
}

async function owner(pets: { name: string; species: 'dog' | 'cat'; size: 'small' | 'large' }[] = []) {
  const attendee = await verifiedAttendee(payload)
  if (pets.length)
    await payload.update({ collection: 'attendees', id: attendee.id, overrideAccess: true, data: { pets } })
  const { token, user } = await payload.login({
    collection: 'attendees',
    data: { email: attendee.email, password: PASSWORD },
  })
  return { attendee, token: token!, savedPets: (user as { pets?: { id: string; name: string }[] }).pets ?? [] }
}

async function book(who: { attendee: { id: number }; token: string }, body: Record<string, unknown>) {
  const response = await createEvent(
    jsonRequest(`/api/v1/attendees/${who.attendee.id}/create-event`, body, {
      headers: { authorization: `Bearer ${who.token}` },
    }),
    params({ id: String(who.attendee.id) }),
  )
  return {
    status: response.status,
    body: (await response.json()) as {
      appointment?: OwnerAppointment
      error?: string
      fields?: Record<string, string>
      slots?: unknown
    },
  }
}

const stored = async (reference: string): Promise<Appointment> =>
  (
    await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      depth: 0,
      where: { reference: { equals: reference } },
    })
  ).docs[0]!

const minutesOf = (appointment: { start: string; end: string }) =>
  (Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000

const linesOfGroomer = async (groomer: number) => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select count(*)::int as "count" from "appointments_lines" l join "appointments" a on a."id" = l."_parent_id" where a."groomer_id" = ${groomer}`)
  return (rows[0] as { count: number }).count
}

describe('Several pets in one booking (issue 32)', () => {
  it('books two dogs of different sizes in one request: one appointment, one line each, its length and price the sums', async () => {
    const { groomer, bath, full } = await groomerWithBath()
    const who = await owner()
    const start = nextWeekday(2, 10)
    const { status, body } = await book(who, {
      groomer: groomer.id,
      start,
      note: 'Ils passent ensemble.',
      pets: [
        { name: 'Rex', species: 'dog', breed: 'Labrador', size: 'large', motive: bath.id },
        { name: 'Mia', species: 'dog', size: 'small', motive: bath.id },
        { name: 'Tom', species: 'cat', size: 'small', motive: full.id },
      ],
    })
    expect(status, JSON.stringify(body)).toBe(201)
    const appointment = body.appointment!
    // 60 + 30 + 60 minutes; 45 + 25 + 55 €.
    expect(minutesOf(appointment)).toBe(150)
    expect(appointment.price).toBe(125)
    expect(appointment.pet.name).toBe('Rex')
    expect(appointment.lines).toEqual([
      {
        pet: { name: 'Rex', species: 'dog', breed: 'Labrador', size: 'large' },
        motive: bath.id,
        duration: 60,
        price: 45,
      },
      { pet: { name: 'Mia', species: 'dog', breed: null, size: 'small' }, motive: bath.id, duration: 30, price: 25 },
      { pet: { name: 'Tom', species: 'cat', breed: null, size: 'small' }, motive: full.id, duration: 60, price: 55 },
    ])
    const row = await stored(appointment.reference)
    expect(row.title).toBe('Bain – Rex et Mia · Toilettage complet – Tom')
    expect(row.lines?.map((line) => [line.petName, line.motive, line.duration, line.price])).toEqual([
      ['Rex', bath.id, 60, 45],
      ['Mia', bath.id, 30, 25],
      ['Tom', full.id, 60, 55],
    ])
    // The next slot is after the whole visit.
    const next = await book(await owner(), {
      groomer: groomer.id,
      start: DateTime.fromISO(start).plus({ minutes: 120 }).toISO(),
      motive: full.id,
      pet: PET,
    })
    expect(next.status).toBe(409)
  })

  it('today’s single-pet body keeps working and answers its one line', async () => {
    const { groomer, bath } = await groomerWithBath()
    const { status, body } = await book(await owner(), {
      groomer: groomer.id,
      motive: bath.id,
      start: nextWeekday(3, 10),
      pet: { ...PET, size: 'large' },
    })
    expect(status).toBe(201)
    expect(body.appointment!.lines).toEqual([
      {
        pet: { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'large' },
        motive: bath.id,
        duration: 60,
        price: 45,
      },
    ])
    expect((await stored(body.appointment!.reference)).lines).toEqual([])
  })

  it('offers slots for the sum of the lines', async () => {
    const { groomer, bath, full } = await groomerWithBath()
    const day = nextWeekday(4, 9).slice(0, 10)
    const response = await slots(
      getRequest(`/api/v1/users/${groomer.id}/slots?pets=${bath.id}:large,${full.id}:small&from=${day}&to=${day}`),
      params({ id: String(groomer.id) }),
    )
    expect(response.status).toBe(200)
    const { days } = (await response.json()) as { days: { slots: { start: string; end: string }[] }[] }
    expect(days[0].slots.length).toBeGreaterThan(0)
    for (const slot of days[0].slots) expect(minutesOf(slot)).toBe(120)
    const bad = await slots(
      getRequest(`/api/v1/users/${groomer.id}/slots?pets=${bath.id}:huge&from=${day}&to=${day}`),
      params({ id: String(groomer.id) }),
    )
    expect(bad.status).toBe(400)
  })

  it('books saved pets by their id, in one tap each', async () => {
    const { groomer, bath } = await groomerWithBath()
    const who = await owner([
      { name: 'Oscar', species: 'dog', size: 'large' },
      { name: 'Nala', species: 'cat', size: 'small' },
    ])
    const [oscar, nala] = who.savedPets
    const { status, body } = await book(who, {
      groomer: groomer.id,
      start: nextWeekday(5, 14),
      pets: [
        { pet: oscar.id, motive: bath.id },
        { pet: nala.id, motive: bath.id },
      ],
    })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.appointment!.lines.map((line) => [line.pet.name, line.pet.size, line.price])).toEqual([
      ['Oscar', 'large', 45],
      ['Nala', 'small', 25],
    ])
  })

  it('refuses too many pets, a pet of someone else, the same pet twice and a visio for two, with French fields, writing nothing', async () => {
    const { groomer, bath, visio } = await groomerWithBath()
    const stranger = await owner([{ name: 'Pirate', species: 'dog', size: 'small' }])
    const who = await owner()
    const start = nextWeekday(6, 10)
    const dog = (name: string) => ({ name, species: 'dog', size: 'small', motive: bath.id })
    const cases: [Record<string, unknown>[], string][] = [
      [[dog('A'), dog('B'), dog('C'), dog('D'), dog('E')], 'pets'],
      [[dog('A'), { pet: stranger.savedPets[0].id, motive: bath.id }], 'pets.1.pet'],
      [[dog('Rex'), dog(' rex ')], 'pets.1.name'],
      [[dog('A'), { ...dog('B'), motive: visio.id }], 'pets.1.motive'],
      [[dog('A'), { name: 'B', motive: bath.id }], 'pets.1.species'],
    ]
    for (const [pets, field] of cases) {
      const { status, body } = await book(who, { groomer: groomer.id, start, pets })
      expect(status, field).toBe(400)
      expect(body.fields?.[field], JSON.stringify(body)).toMatch(/[a-zé]/)
    }
    const tooMany = await book(who, { groomer: groomer.id, start, pets: cases[0][0] })
    expect(tooMany.body.fields?.pets).toBe(
      '4 animaux au plus par rendez-vous : prenez un second rendez-vous pour les autres.',
    )
    const { totalDocs } = await payload.count({
      collection: 'appointments',
      overrideAccess: true,
      where: { groomer: { equals: groomer.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('all or nothing under a race for the combined slot: one booking wins, the other writes no line', async () => {
    const { groomer, bath, full } = await groomerWithBath()
    const owners = await Promise.all(Array.from({ length: 16 }, () => owner()))
    // Eight mornings raced by two owners: two dogs from 10:00 (90 min) against one dog at 11:00.
    const mornings = [1, 2, 3, 4, 5, 6, 8, 9].map((days) => {
      const day = DateTime.fromISO(nextWeekday(1, 10)).plus({ days })
      return day.weekday === 7 ? day.plus({ days: 1 }) : day
    })
    const results = await Promise.all(
      mornings.map((day, index) =>
        Promise.all([
          book(owners[index * 2], {
            groomer: groomer.id,
            start: day.toISO(),
            pets: [
              { name: 'Rex', species: 'dog', size: 'small', motive: bath.id },
              { name: 'Mia', species: 'dog', size: 'large', motive: bath.id },
            ],
          }),
          book(owners[index * 2 + 1], {
            groomer: groomer.id,
            motive: full.id,
            start: day.plus({ hours: 1 }).toISO(),
            pet: PET,
          }),
        ]),
      ),
    )
    let twoPetWins = 0
    for (const pair of results) {
      expect(pair.map((result) => result.status).sort()).toEqual([201, 409])
      if (pair[0].status === 201) twoPetWins++
    }
    const { docs } = await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      depth: 0,
      limit: 100,
      where: { groomer: { equals: groomer.id } },
    })
    expect(docs).toHaveLength(mornings.length)
    // Only the winning two-pet bookings have lines: two each.
    expect(await linesOfGroomer(groomer.id)).toBe(twoPetWins * 2)
  })

  it('the groomer adds, changes and removes a pet: the end and the price follow, a longer visit over another is refused', async () => {
    const { groomer, bath, full } = await groomerWithBath()
    const start = nextWeekday(2, 14)
    const { body } = await book(await owner(), { groomer: groomer.id, motive: bath.id, start, pet: PET })
    const appointment = await stored(body.appointment!.reference)
    const auth = await bearer('users', groomer.email)
    const send = (lines: unknown[]) =>
      putLines(
        jsonRequest(
          `/api/v1/users/${groomer.id}/agenda/appointments/${appointment.id}/lines`,
          { lines },
          { method: 'PUT', headers: auth },
        ),
        params({ id: String(groomer.id), appointmentId: String(appointment.id) }),
      )
    // A second dog brought along: 30 + 60 minutes, 25 + 55 €.
    const added = await send([
      { name: 'Filou', species: 'dog', size: 'small', motive: bath.id },
      { name: 'Rex', species: 'dog', breed: 'Labrador', size: 'large', motive: full.id },
    ])
    expect(added.status).toBe(200)
    let row = await stored(appointment.reference)
    expect(minutesOf(row)).toBe(90)
    expect(row.price).toBe(80)
    expect(row.title).toBe('Bain – Filou · Toilettage complet – Rex')
    expect(row.lines?.map((line) => line.petName)).toEqual(['Filou', 'Rex'])
    // The e-mails, the .ics and the messages name every pet.
    const mail = appointmentMail({
      appointment: row,
      groomer: groomer as unknown as User,
      attendee: null,
      motive: bath as Motive,
    })
    expect(mail.pet).toBe('Filou · Chien · Petit ; Rex · Chien · Labrador · Grand')
    expect(mail.severalPets).toBe(true)
    expect(mail.motive).toBe('Bain – Filou · Toilettage complet – Rex')
    expect(
      appointmentValues({
        appointment: row,
        groomer: groomer as unknown as User,
        attendee: null,
        motive: bath as Motive,
      }).animal,
    ).toBe('Filou et Rex')

    // Another appointment right after: growing the visit over it is refused, nothing changes.
    await book(await owner(), {
      groomer: groomer.id,
      motive: full.id,
      start: DateTime.fromISO(start).plus({ minutes: 90 }).toISO(),
      pet: { ...PET, name: 'Voisin' },
    })
    const tooLong = await send([
      { name: 'Filou', species: 'dog', size: 'small', motive: bath.id },
      { name: 'Rex', species: 'dog', size: 'large', motive: full.id },
      { name: 'Nala', species: 'cat', size: 'small', motive: bath.id },
    ])
    expect(tooLong.status).toBe(409)
    expect(minutesOf(await stored(appointment.reference))).toBe(90)

    // Another groomer's motive is not offered; removing a pet brings the visit back to one.
    const { motive: foreign } = await bookableGroomer(payload)
    const refused = await send([{ name: 'Filou', species: 'dog', size: 'small', motive: foreign.id }])
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields['lines.0.motive']).toBeTruthy()
    const removed = await send([{ name: 'Rex', species: 'dog', size: 'large', motive: bath.id }])
    expect(removed.status).toBe(200)
    row = await stored(appointment.reference)
    expect(row.lines).toEqual([])
    expect([row.pet?.name, row.pet?.size, minutesOf(row), row.price, row.title]).toEqual([
      'Rex',
      'large',
      60,
      45,
      'Bain – Rex',
    ])
    // Not another groomer's appointment.
    const { groomer: stranger } = await bookableGroomer(payload)
    const foreignEdit = await putLines(
      jsonRequest(
        `/api/v1/users/${stranger.id}/agenda/appointments/${appointment.id}/lines`,
        { lines: [{ name: 'X', species: 'dog', size: 'small', motive: bath.id }] },
        { method: 'PUT', headers: await bearer('users', stranger.email) },
      ),
      params({ id: String(stranger.id), appointmentId: String(appointment.id) }),
    )
    expect(foreignEdit.status).toBe(404)
  })
})
