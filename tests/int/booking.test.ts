import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as createAttendee } from '../../src/app/api/v1/attendees/route'
import { POST as createEvent } from '../../src/app/api/v1/attendees/[id]/create-event/route'
import { GET as slots } from '../../src/app/api/v1/users/[id]/slots/route'
import { createBooking } from '../../src/server/booking/create'
import {
  bookableGroomerMotivesAndSchedule,
  bookableGroomer as readBookableGroomer,
  bookableMotive as readBookableMotive,
} from '../../src/server/booking/groomers'
import { loadGroomerSchedule } from '../../src/server/slots/groomerSchedule'
import { checkWindow } from '../../src/server/slots/groomerSlots'
import { PASSWORD, createAttendee as createAttendeeDoc } from '../../scripts/lib/people'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function tokenOf(email: string) {
  const { token } = await payload.login({ collection: 'attendees', data: { email, password: PASSWORD } })
  return token ?? ''
}

const book = (attendeeId: number | string, token: string, body: unknown) =>
  createEvent(
    jsonRequest(`/api/v1/attendees/${attendeeId}/create-event`, body, {
      headers: { authorization: `Bearer ${token}` },
    }),
    params({ id: String(attendeeId) }),
  )

const activeCount = async (groomer: number) =>
  (
    await payload.count({
      collection: 'appointments',
      overrideAccess: true,
      where: { and: [{ groomer: { equals: groomer } }, { status: { in: ['pending', 'confirmed'] } }] },
    })
  ).totalDocs

describe('POST /api/v1/attendees', () => {
  it('creates the account once the CGU and privacy policy are accepted, signs it in and refuses a second account with the same e-mail', async () => {
    const email = `nouveau-${Date.now()}@test.fr`
    const body = {
      civility: 'mme',
      firstName: 'Chloé',
      lastName: 'Martin',
      email,
      password: 'un-mot-de-passe',
      acceptTerms: true,
    }
    for (const acceptTerms of [undefined, false, 'oui']) {
      const refused = await createAttendee(jsonRequest('/api/v1/attendees', { ...body, acceptTerms }))
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({
        fields: { acceptTerms: expect.stringMatching(/^Acceptez les conditions générales/) },
      })
    }
    expect(
      await payload.count({ collection: 'attendees', overrideAccess: true, where: { email: { equals: email } } }),
    ).toMatchObject({ totalDocs: 0 })
    const before = Date.now()
    const response = await createAttendee(jsonRequest('/api/v1/attendees', body))
    expect(response.status).toBe(201)
    const [stored] = (
      await payload.find({ collection: 'attendees', overrideAccess: true, where: { email: { equals: email } } })
    ).docs
    // The consent is kept, with its date.
    expect(new Date(stored?.termsAcceptedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const answer = (await response.json()) as { attendee: Record<string, unknown>; token: string }
    expect(answer.attendee.email).toBe(email)
    expect(answer.attendee).not.toHaveProperty('hash')
    expect(setCookie(response, 'attendee_token')?.value).toBe(answer.token)

    const again = await createAttendee(jsonRequest('/api/v1/attendees', body))
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ fields: { email: 'Un utilisateur avec cet e-mail existe déjà.' } })
  })

  it('names each missing field', async () => {
    const response = await createAttendee(
      jsonRequest('/api/v1/attendees', { email: 'pas-un-email', password: 'court' }),
    )
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual([
      'acceptTerms',
      'civility',
      'email',
      'firstName',
      'lastName',
      'password',
    ])
  })
})

describe('GET /api/v1/users/{id}/slots', () => {
  it('answers the days with their slots, closed days with their reason', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const monday = nextWeekday(1, 9).slice(0, 10)
    const sunday = nextWeekday(7, 9).slice(0, 10)
    const from = monday < sunday ? monday : sunday
    const to = monday < sunday ? sunday : monday
    const response = await slots(
      getRequest(`/api/v1/users/${groomer.id}/slots?motive=${motive.id}&from=${from}&to=${to}`),
      params({ id: String(groomer.id) }),
    )
    expect(response.status).toBe(200)
    const { days } = (await response.json()) as {
      days: { date: string; open: boolean; reason?: string; slots: { start: string; end: string }[] }[]
    }
    expect(days.find((day) => day.date === sunday)).toMatchObject({ open: false, reason: 'sunday', slots: [] })
    const mondaySlots = days.find((day) => day.date === monday)?.slots ?? []
    expect(mondaySlots[0]?.start).toMatch(new RegExp(`^${monday}T09:00:00\\+0[12]:00$`))
    expect(mondaySlots.at(-1)?.start).toMatch(/T17:00:00/)
  })

  it('refuses a missing motive, bad dates and another groomer’s motive with 4xx', async () => {
    const { groomer } = await bookableGroomer(payload)
    const other = await bookableGroomer(payload)
    const ask = (query: string) =>
      slots(getRequest(`/api/v1/users/${groomer.id}/slots?${query}`), params({ id: String(groomer.id) }))
    expect((await ask('from=2030-01-01&to=2030-01-02')).status).toBe(400)
    expect((await ask(`motive=${other.motive.id}&from=2030-01-01&to=2030-01-02`)).status).toBe(400)
    expect((await ask(`motive=${other.motive.id}&from=demain&to=2030-01-02`)).status).toBe(400)
  })
})

describe('POST /api/v1/attendees/{id}/create-event', () => {
  it('books a free slot: the appointment waits for validation with an unguessable reference and the pet', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const start = nextWeekday(2, 10)
    const response = await book(attendee.id, await tokenOf(attendee.email), {
      groomer: groomer.id,
      motive: motive.id,
      start,
      pet: PET,
      note: 'Il a peur du séchoir.',
    })
    expect(response.status).toBe(201)
    const { appointment } = (await response.json()) as {
      appointment: { reference: string; status: string; start: string; end: string }
    }
    expect(appointment.status).toBe('pending')
    expect(appointment.reference).toMatch(/^RDV-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(new Date(appointment.start).getTime()).toBe(new Date(start).getTime())
    expect(new Date(appointment.end).getTime() - new Date(appointment.start).getTime()).toBe(60 * 60_000)
    const [stored] = (
      await payload.find({
        collection: 'appointments',
        overrideAccess: true,
        depth: 0,
        where: { reference: { equals: appointment.reference } },
      })
    ).docs
    expect(stored).toMatchObject({
      attendee: attendee.id,
      groomer: groomer.id,
      pet: { name: 'Filou', species: 'dog', size: 'small' },
      note: 'Il a peur du séchoir.',
    })
  })

  it('the booking service answers the appointment exactly as Payload reads it back (decision 0027: it writes the row itself)', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const person = { ...attendee, collection: 'attendees' as const }
    const booked = await createBooking(
      person,
      { groomer: groomer.id, motive: motive.id, start: nextWeekday(3, 11), pet: { ...PET }, note: '' },
      new Date(),
      { defer: () => undefined, followUp: () => undefined },
    )
    const stored = await payload.findByID({ collection: 'appointments', id: booked.id, depth: 0, overrideAccess: true })
    expect(booked).toEqual(stored)
    expect(stored).toMatchObject({
      status: 'pending',
      source: 'online',
      attendeeEmails: [attendee.email],
      numberOfAttendees: 1,
      note: null,
      pet: PET,
    })
    // What the attendee and the groomer then read through the Local API under their own rights.
    const asAttendee = await payload.findByID({
      collection: 'appointments',
      id: booked.id,
      depth: 0,
      user: person,
      overrideAccess: false,
    })
    expect(asAttendee.reference).toBe(booked.reference)
  })

  it('the booking path reads a groomer exactly as Payload does with its city populated (one query instead of two)', async () => {
    const { groomer } = await bookableGroomer(payload)
    const [city] = (await payload.find({ collection: 'cities', overrideAccess: true, limit: 1, depth: 0 })).docs
    const select = {
      email: true,
      firstName: true,
      lastName: true,
      displayName: true,
      uri: true,
      published: true,
      onlineBooking: true,
      bookingSuspended: true,
      phone: true,
      address: true,
      postcode: true,
      city: true,
      country: true,
      timezone: true,
      holidayRegion: true,
      bookingDelays: true,
      cancellationNoticeHours: true,
      mailSettings: true,
      customerMessages: true,
    } as const
    const payloadRead = () =>
      payload.findByID({
        collection: 'users',
        id: groomer.id,
        depth: 1,
        overrideAccess: true,
        select,
        populate: { cities: { name: true, uri: true } },
      })
    expect(await readBookableGroomer(groomer.id)).toEqual(await payloadRead())
    await payload.update({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      data: {
        city: city?.id,
        holidayRegion: '67',
        mailSettings: { active: false, copyList: ['a@test.fr', 'b@test.fr'] },
        customerMessages: { bySms: false },
        bookingDelays: { minNoticeMinutes: 90, notBeforeHour: 10, horizonMonths: 6 },
      },
    })
    expect(await readBookableGroomer(groomer.id)).toEqual(await payloadRead())
    await expect(readBookableGroomer(2 ** 31)).rejects.toMatchObject({ code: 'invalid' })
  })

  it('the booking path reads a motive as Payload does, and the groomer, the motive and the schedule in one query', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const payloadRead = (id: number) => payload.findByID({ collection: 'motives', id, depth: 0, overrideAccess: false })
    expect(await readBookableMotive(groomer.id, motive.id)).toEqual(await payloadRead(motive.id))
    const detailed = await payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        title: 'Bain « express »',
        duration: 45,
        price: 32.5,
        kind: 'visio',
        videoLink: 'https://visio.example/abc',
        description: 'Détails\nsur deux lignes',
        sizeDurations: { small: 30, giant: 90 },
      },
    })
    expect(await readBookableMotive(groomer.id, detailed.id)).toEqual(await payloadRead(detailed.id))
    await payload.update({
      collection: 'motives',
      id: detailed.id,
      overrideAccess: true,
      data: { bookableOnline: false },
    })
    await expect(readBookableMotive(groomer.id, detailed.id)).rejects.toMatchObject({ code: 'invalid' })
    await expect(readBookableMotive(groomer.id, 2 ** 31)).rejects.toMatchObject({ code: 'invalid' })

    const start = nextWeekday(3, 11)
    const window = checkWindow(start, new Date())
    const together = await bookableGroomerMotivesAndSchedule(groomer.id, [motive.id], window)
    expect(together.groomer).toEqual(await readBookableGroomer(groomer.id))
    expect(together.motives[0]).toEqual(await readBookableMotive(groomer.id, motive.id))
    expect(together.schedule).toEqual(await loadGroomerSchedule(together.groomer, window))
    const { motive: otherGroomersMotive } = await bookableGroomer(payload)
    await expect(bookableGroomerMotivesAndSchedule(groomer.id, [otherGroomersMotive.id], window)).rejects.toMatchObject(
      {
        code: 'invalid',
        fields: { motive: expect.any(String) },
      },
    )
    await expect(bookableGroomerMotivesAndSchedule(2 ** 31, [motive.id], window)).rejects.toMatchObject({
      code: 'invalid',
      fields: { groomer: expect.any(String) },
    })
  })

  it('refuses each bad input with a 4xx naming the field, and writes nothing', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const { motive: otherGroomersMotive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const other = await verifiedAttendee(payload)
    const token = await tokenOf(attendee.email)
    const good = { groomer: groomer.id, motive: motive.id, start: nextWeekday(3, 11), pet: PET }
    const cases: [string, number | string, unknown, number, string][] = [
      ['a slot in the past', attendee.id, { ...good, start: '2020-03-03T10:00:00+01:00' }, 400, 'start'],
      ['a Sunday', attendee.id, { ...good, start: nextWeekday(7, 10) }, 400, 'start'],
      ['outside the opening hours', attendee.id, { ...good, start: nextWeekday(3, 20) }, 400, 'start'],
      [
        'off the slot grid',
        attendee.id,
        { ...good, start: nextWeekday(3, 11).replace(':00:00', ':07:00') },
        400,
        'start',
      ],
      ['not a date', attendee.id, { ...good, start: 'demain' }, 400, 'start'],
      ['missing pet name', attendee.id, { ...good, pet: { ...PET, name: '' } }, 400, 'pet.name'],
      ['missing pet size', attendee.id, { ...good, pet: { name: 'Rex', species: 'dog' } }, 400, 'pet.size'],
      ['missing pet species', attendee.id, { ...good, pet: { name: 'Rex', size: 'small' } }, 400, 'pet.species'],
      ['missing pet', attendee.id, { ...good, pet: undefined }, 400, 'pet'],
      ['another groomer’s motive', attendee.id, { ...good, motive: otherGroomersMotive.id }, 400, 'motive'],
      ['an unknown motive', attendee.id, { ...good, motive: 999999 }, 400, 'motive'],
      ['an unknown groomer', attendee.id, { ...good, groomer: 999999 }, 400, 'groomer'],
    ]
    for (const [label, id, body, status, field] of cases) {
      const response = await book(id, token, body)
      expect(response.status, label).toBe(status)
      const answer = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(answer.error, label).toBeTruthy()
      expect(Object.keys(answer.fields), label).toContain(field)
    }
    // Another attendee's id with my token, and no token at all.
    expect((await book(other.id, token, good)).status).toBe(403)
    expect(
      (
        await createEvent(
          jsonRequest(`/api/v1/attendees/${attendee.id}/create-event`, good),
          params({ id: String(attendee.id) }),
        )
      ).status,
    ).toBe(401)
    expect((await book(attendee.id, token, '{pas du json')).status).toBe(400)
    expect(await activeCount(groomer.id)).toBe(0)
  })

  it('refuses an attendee whose phone is not verified', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await createAttendeeDoc(payload)
    const response = await book(attendee.id, await tokenOf(attendee.email), {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(4, 10),
      pet: PET,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ fields: { phone: expect.any(String) } })
    expect(await activeCount(groomer.id)).toBe(0)
  })

  it('a taken slot is a 409 with a French message and fresh slots to choose from', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const first = await verifiedAttendee(payload)
    const second = await verifiedAttendee(payload)
    const body = { groomer: groomer.id, motive: motive.id, start: nextWeekday(5, 14), pet: PET }
    expect((await book(first.id, await tokenOf(first.email), body)).status).toBe(201)
    const response = await book(second.id, await tokenOf(second.email), body)
    expect(response.status).toBe(409)
    const answer = (await response.json()) as {
      error: string
      fields: { start: string }
      slots: { days: { date: string; slots: { start: string }[] }[] }
    }
    expect(answer.error).toMatch(/vient d’être réservé/)
    const offered = answer.slots.days.flatMap((day) => day.slots.map((slot) => new Date(slot.start).getTime()))
    expect(offered.length).toBeGreaterThan(0)
    expect(offered).not.toContain(new Date(body.start).getTime())
  })

  it('50 concurrent bookings of one slot: exactly one succeeds, the others get 409', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const token = await tokenOf(attendee.email)
    const body = { groomer: groomer.id, motive: motive.id, start: nextWeekday(6, 9), pet: PET }
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => book(attendee.id, token, body).then((r) => r.status)),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    expect(await activeCount(groomer.id)).toBe(1)
  })
})
