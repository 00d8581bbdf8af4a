import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as deleteHoliday } from '../../src/app/api/v1/holidays/[id]/route'
import { GET as listHolidays, POST as addHoliday } from '../../src/app/api/v1/holidays/route'
import { PUT as putDelays } from '../../src/app/api/v1/booking-delays/route'
import { DELETE as deleteMotive, PUT as putMotive } from '../../src/app/api/v1/motives/[id]/route'
import { GET as listMotives, POST as postMotive } from '../../src/app/api/v1/motives/route'
import { GET as getHours, PUT as putHours } from '../../src/app/api/v1/opening-hours/route'
import { GET as preview } from '../../src/app/api/v1/slots-preview/route'
import { GET as slots } from '../../src/app/api/v1/users/[id]/slots/route'
import { GET as getWorked, PUT as putWorked } from '../../src/app/api/v1/worked-public-holidays/route'
import { PRICE_ERRORS } from '../../src/lib/price'
import type { Attendee } from '../../src/payload-types'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { createBooking } from '../../src/server/booking/create'
import { postponeAppointment } from '../../src/server/booking/lifecycle'
import { comingPublicHolidays } from '../../src/server/groomerSettings/publicHolidays'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { createAppointment, createAttendee } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload
let owner: { groomer: AuthenticatedPerson; motive: { id: number } }
let stranger: { groomer: AuthenticatedPerson; motive: { id: number } }
let ownerAuth: Record<string, string>
let strangerAuth: Record<string, string>
let attendeeAuth: Record<string, string>

type WorkedMonths = { months: { days: { date: string; worked: boolean }[] }[] }
type Days = { days: { date: string; open: boolean; reason?: string; slots: { start: string; end: string }[] }[] }

const send = (path: string, body: unknown, headers: Record<string, string>, method = 'POST') =>
  jsonRequest(path, body, { method, headers })
const del = (path: string, headers: Record<string, string>) =>
  new Request(`http://localhost:3100${path}`, { method: 'DELETE', headers })
const minutesOf = (slot: { start: string; end: string }) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000

async function publicSlots(groomerId: number, motiveId: number, from: string, to: string, size = '') {
  const query = `motive=${motiveId}&from=${from}&to=${to}${size ? `&size=${size}` : ''}`
  const response = await slots(
    getRequest(`/api/v1/users/${groomerId}/slots?${query}`),
    params({ id: String(groomerId) }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as Days).days
}

const VALID_MOTIVE = {
  title: 'Coupe ciseaux',
  duration: 60,
  price: 45,
  kind: 'salon',
  bookableOnline: true,
  description: '',
  sizeDurations: { small: 45, medium: '', large: 120, giant: '' },
}

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await bookableGroomer(payload)
  stranger = await bookableGroomer(payload)
  const attendee = await createAttendee(payload)
  ;[ownerAuth, strangerAuth, attendeeAuth] = await Promise.all([
    bearer('users', owner.groomer.email as string),
    bearer('users', stranger.groomer.email as string),
    bearer('attendees', attendee.email as string),
  ])
})

describe('without a groomer session', () => {
  it('every settings route answers 401 to no token and to an attendee’s token', async () => {
    for (const headers of [{}, attendeeAuth]) {
      const answers = await Promise.all([
        listMotives(getRequest('/api/v1/motives', headers)),
        postMotive(send('/api/v1/motives', VALID_MOTIVE, headers)),
        putMotive(
          send(`/api/v1/motives/${owner.motive.id}`, VALID_MOTIVE, headers, 'PUT'),
          params({ id: String(owner.motive.id) }),
        ),
        deleteMotive(del(`/api/v1/motives/${owner.motive.id}`, headers), params({ id: String(owner.motive.id) })),
        getHours(getRequest('/api/v1/opening-hours', headers)),
        putHours(send('/api/v1/opening-hours', { ranges: [] }, headers, 'PUT')),
        listHolidays(getRequest('/api/v1/holidays', headers)),
        addHoliday(send('/api/v1/holidays', { from: '2030-01-01', to: '2030-01-02' }, headers)),
        deleteHoliday(del('/api/v1/holidays/1', headers), params({ id: '1' })),
        getWorked(getRequest('/api/v1/worked-public-holidays', headers)),
        putWorked(send('/api/v1/worked-public-holidays', { date: '2030-01-01', worked: true }, headers, 'PUT')),
        putDelays(send('/api/v1/booking-delays', { minNoticeMinutes: 0, horizonMonths: 1 }, headers, 'PUT')),
        preview(getRequest(`/api/v1/slots-preview?motive=${owner.motive.id}`, headers)),
      ])
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401))
    }
    // Nothing was written: the owner still has their single motive and opening hours.
    expect(
      (
        await payload.count({
          collection: 'motives',
          overrideAccess: true,
          where: { groomer: { equals: owner.groomer.id } },
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      (
        await payload.count({
          collection: 'availabilities',
          overrideAccess: true,
          where: { groomer: { equals: owner.groomer.id } },
        })
      ).totalDocs,
    ).toBe(6)
  })

  it('every N weeks is 1 to 8, with its first week given when N > 1: nothing is guessed or rounded', async () => {
    const ask = (ranges: unknown) => putHours(send('/api/v1/opening-hours', { ranges }, ownerAuth, 'PUT'))
    const zero = await ask([{ weekday: 6, start: '09:00', end: '12:00', everyNWeeks: 0 }])
    expect(await zero.json()).toMatchObject({ fields: { 'ranges.0.everyNWeeks': 'Une semaine au moins.' } })
    const nine = await ask([{ weekday: 6, start: '09:00', end: '12:00', everyNWeeks: 9, validFrom: '2027-01-02' }])
    expect(await nine.json()).toMatchObject({ fields: { 'ranges.0.everyNWeeks': 'Huit semaines au plus.' } })
    const noStart = await ask([{ weekday: 6, start: '09:00', end: '12:00', everyNWeeks: 2 }])
    expect(noStart.status).toBe(400)
    expect(await noStart.json()).toMatchObject({
      fields: { 'ranges.0.validFrom': 'Indiquez la date de la première semaine travaillée (une semaine sur 2).' },
    })
    expect(
      (
        await payload.count({
          collection: 'availabilities',
          overrideAccess: true,
          where: { groomer: { equals: owner.groomer.id } },
        })
      ).totalDocs,
    ).toBe(6)

    const { groomer } = await bookableGroomer(payload)
    const auth = await bearer('users', groomer.email as string)
    const saved = await putHours(
      send(
        '/api/v1/opening-hours',
        { ranges: [{ weekday: 6, start: '09:00', end: '12:00', everyNWeeks: 2, validFrom: '2027-01-02' }] },
        auth,
        'PUT',
      ),
    )
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({
      ranges: [{ weekday: 6, start: '09:00', end: '12:00', everyNWeeks: 2, validFrom: '2027-01-02' }],
    })
  })
})

describe('motives', () => {
  it('creates, lists and edits the groomer’s own motive', async () => {
    const created = await postMotive(send('/api/v1/motives', VALID_MOTIVE, ownerAuth))
    expect(created.status).toBe(201)
    const { motive } = (await created.json()) as {
      motive: { id: number; groomer: number; sizeDurations: Record<string, number | null> }
    }
    expect(motive).toMatchObject({
      groomer: owner.groomer.id,
      sizeDurations: { small: 45, medium: null, large: 120, giant: null },
    })
    const edited = await putMotive(
      send(
        `/api/v1/motives/${motive.id}`,
        { ...VALID_MOTIVE, title: 'Coupe ciseaux longue', price: 60 },
        ownerAuth,
        'PUT',
      ),
      params({ id: String(motive.id) }),
    )
    expect(edited.status).toBe(200)
    const listed = (await (await listMotives(getRequest('/api/v1/motives', ownerAuth))).json()) as {
      motives: { id: number; title: string }[]
    }
    expect(listed.motives.find((m) => m.id === motive.id)?.title).toBe('Coupe ciseaux longue')
    expect(listed.motives.every((m) => m.id !== stranger.motive.id)).toBe(true)
  })

  it('reads a price typed "55,50" or "55.50" as 55.50 €, and refuses an absurd one or garbage in French (issue 29 item 4)', async () => {
    const create = async (price: unknown) => postMotive(send('/api/v1/motives', { ...VALID_MOTIVE, price }, ownerAuth))
    for (const typed of ['55,50', '55.50']) {
      const response = await create(typed)
      expect(response.status).toBe(201)
      const { motive } = (await response.json()) as { motive: { id: number } }
      expect((await payload.findByID({ collection: 'motives', id: motive.id, overrideAccess: true })).price).toBe(55.5)
    }
    const before = (await payload.count({ collection: 'motives', overrideAccess: true })).totalDocs
    expect(await (await create('5550')).json()).toMatchObject({ fields: { price: PRICE_ERRORS.tooHigh } })
    expect(await (await create('cinquante')).json()).toMatchObject({ fields: { price: PRICE_ERRORS.notANumber } })
    expect((await payload.count({ collection: 'motives', overrideAccess: true })).totalDocs).toBe(before)
    // The admin's form follows the same ceiling.
    await expect(
      payload.create({
        collection: 'motives',
        overrideAccess: true,
        data: { groomer: owner.groomer.id, title: 'Bain', duration: 60, kind: 'salon', price: 5550 },
      }),
    ).rejects.toThrow(/Prix/)
  })

  it('refuses bad input with French messages per field, and writes nothing', async () => {
    const before = (await payload.count({ collection: 'motives', overrideAccess: true })).totalDocs
    const noLink = await postMotive(
      send('/api/v1/motives', { ...VALID_MOTIVE, kind: 'visio', videoLink: '' }, ownerAuth),
    )
    expect(noLink.status).toBe(400)
    expect(await noLink.json()).toMatchObject({
      fields: { videoLink: 'Le lien visio est obligatoire pour un rendez-vous en visio.' },
    })
    const httpLink = await postMotive(
      send('/api/v1/motives', { ...VALID_MOTIVE, kind: 'visio', videoLink: 'http://visio.example.com/x' }, ownerAuth),
    )
    expect(((await httpLink.json()) as { fields: Record<string, string> }).fields.videoLink).toMatch(/https/)
    const bad = await postMotive(
      send(
        '/api/v1/motives',
        { title: ' ', duration: 2, price: -1, kind: 'cinema', sizeDurations: { large: 9000 } },
        ownerAuth,
      ),
    )
    expect(bad.status).toBe(400)
    const { fields } = (await bad.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual(['duration', 'kind', 'price', 'sizeDurations.large', 'title'])
    const refusals = async (body: object) =>
      (
        (await (await postMotive(send('/api/v1/motives', { ...VALID_MOTIVE, ...body }, ownerAuth))).json()) as {
          fields: Record<string, string>
        }
      ).fields
    expect(await refusals({ price: 12.345 })).toEqual({
      price: 'Le prix a au plus deux décimales (par exemple 42,50).',
    })
    expect(await refusals({ duration: 7 })).toEqual({ duration: 'La durée : 10 minutes au moins.' })
    expect(await refusals({ duration: 47 })).toEqual({
      duration: 'La durée : un multiple de 5 minutes (par exemple 45 ou 50).',
    })
    expect(await refusals({ duration: 485 })).toEqual({ duration: 'La durée : 8 heures (480 minutes) au plus.' })
    expect(await refusals({ sizeDurations: { small: 42 } })).toEqual({
      'sizeDurations.small': 'Petit gabarit : un multiple de 5 minutes (par exemple 45 ou 50).',
    })
    // An admin's edit (Payload's own validation) follows the same rules.
    const adminWrite = (data: object) =>
      payload.create({
        collection: 'motives',
        overrideAccess: true,
        data: { groomer: owner.groomer.id, title: 'Bain', duration: 60, kind: 'salon', ...data },
      })
    await expect(adminWrite({ price: 12.345 })).rejects.toThrow(/Prix/)
    await expect(adminWrite({ duration: 7 })).rejects.toThrow(/Durée/)
    await expect(adminWrite({ sizeDurations: { large: 601 } })).rejects.toThrow()
    const notJson = await postMotive(send('/api/v1/motives', '{oops', ownerAuth))
    expect(notJson.status).toBe(400)
    expect((await payload.count({ collection: 'motives', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('another groomer’s motive is a 404 to edit or delete, and stays unchanged', async () => {
    const id = String(stranger.motive.id)
    expect(
      (await putMotive(send(`/api/v1/motives/${id}`, VALID_MOTIVE, ownerAuth, 'PUT'), params({ id }))).status,
    ).toBe(404)
    expect((await deleteMotive(del(`/api/v1/motives/${id}`, ownerAuth), params({ id }))).status).toBe(404)
    expect((await deleteMotive(del('/api/v1/motives/abc', ownerAuth), params({ id: 'abc' }))).status).toBe(404)
    const kept = await payload.findByID({ collection: 'motives', id: stranger.motive.id, overrideAccess: true })
    expect(kept.title).toBe('Toilettage complet')
  })

  it('a motive used by a future appointment cannot be deleted; an unused one can', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const auth = await bearer('users', groomer.email as string)
    const start = nextWeekday(2, 10)
    await payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        reference: `RDV-motive-${Date.now()}`,
        groomer: groomer.id,
        motive: motive.id,
        timezone: 'Europe/Paris',
        kind: 'salon',
        status: 'confirmed',
        start,
        end: DateTime.fromISO(start).plus({ hours: 1 }).toISO() ?? '',
      },
    })
    const refused = await deleteMotive(del(`/api/v1/motives/${motive.id}`, auth), params({ id: String(motive.id) }))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toMatch(/non réservable en ligne/)
    expect(
      await payload.findByID({ collection: 'motives', id: motive.id, overrideAccess: true, disableErrors: true }),
    ).not.toBeNull()

    const unused = (await (await postMotive(send('/api/v1/motives', VALID_MOTIVE, auth))).json()) as {
      motive: { id: number }
    }
    expect(
      (await deleteMotive(del(`/api/v1/motives/${unused.motive.id}`, auth), params({ id: String(unused.motive.id) })))
        .status,
    ).toBe(200)
    expect(
      await payload.findByID({
        collection: 'motives',
        id: unused.motive.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
  })
})

describe('per-size durations', () => {
  it('the slots API offers the size’s duration and create-event books it', async () => {
    const { groomer } = await bookableGroomer(payload)
    const motive = await payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        title: 'Toilettage',
        duration: 60,
        kind: 'salon',
        bookableOnline: true,
        sizeDurations: { large: 120 },
      },
    })
    const tuesday = nextWeekday(2, 9).slice(0, 10)
    const [plain] = await publicSlots(groomer.id, motive.id, tuesday, tuesday)
    const [large] = await publicSlots(groomer.id, motive.id, tuesday, tuesday, 'large')
    const [medium] = await publicSlots(groomer.id, motive.id, tuesday, tuesday, 'medium')
    expect(minutesOf(plain.slots[0])).toBe(60)
    expect(minutesOf(large.slots[0])).toBe(120)
    expect(minutesOf(medium.slots[0])).toBe(60)
    // The last 2-hour slot of a 09:00–18:00 day starts at 16:00.
    expect(large.slots.at(-1)?.start).toMatch(/T16:00:00/)
    expect(plain.slots.at(-1)?.start).toMatch(/T17:00:00/)
    const badSize = await slots(
      getRequest(`/api/v1/users/${groomer.id}/slots?motive=${motive.id}&from=${tuesday}&to=${tuesday}&size=enorme`),
      params({ id: String(groomer.id) }),
    )
    expect(badSize.status).toBe(400)

    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee as AuthenticatedPerson & Attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: large.slots[0].start,
      pet: { ...PET, size: 'large' },
      note: '',
    })
    expect(minutesOf(booked)).toBe(120)
    const small = await createBooking(attendee as AuthenticatedPerson & Attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, 9),
      pet: { ...PET, size: 'small' },
      note: '',
    })
    expect(minutesOf(small)).toBe(60)

    // Moved by the attendee, the large dog's appointment keeps its two hours.
    const moved = await postponeAppointment(
      attendee as AuthenticatedPerson & Attendee,
      booked.reference,
      nextWeekday(5, 13),
    )
    expect(minutesOf(moved)).toBe(120)
  })

  it('a visio booking carries the motive’s video link', async () => {
    const { groomer } = await bookableGroomer(payload)
    const motive = await payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        title: 'Conseil en visio',
        duration: 30,
        kind: 'visio',
        videoLink: 'https://visio.example.com/lea',
        bookableOnline: true,
      },
    })
    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee as AuthenticatedPerson & Attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(4, 10),
      pet: PET,
      note: '',
    })
    expect(booked.videoLink).toBe('https://visio.example.com/lea')
  })
})

describe('opening hours', () => {
  it('replacing them changes the public slots', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const auth = await bearer('users', groomer.email as string)
    const tuesday = nextWeekday(2, 9).slice(0, 10)
    const wednesday = DateTime.fromISO(tuesday).plus({ days: 1 }).toISODate() ?? ''
    const ranges = [
      { weekday: 2, start: '09:00', end: '11:00', everyNWeeks: 1 },
      { weekday: 2, start: '14:00', end: '16:00', everyNWeeks: 1 },
    ]
    const response = await putHours(send('/api/v1/opening-hours', { ranges }, auth, 'PUT'))
    expect(response.status).toBe(200)
    const days = await publicSlots(groomer.id, motive.id, tuesday, wednesday)
    const starts = days[0].slots.map((slot) => slot.start.slice(11, 16))
    expect(starts[0]).toBe('09:00')
    expect(starts).toContain('14:00')
    expect(starts).not.toContain('11:00')
    expect(starts).not.toContain('12:00')
    expect(starts.at(-1)).toBe('15:00')
    expect(days[1]).toMatchObject({ open: false, slots: [] })
    const listed = (await (await getHours(getRequest('/api/v1/opening-hours', auth))).json()) as { ranges: unknown[] }
    expect(listed.ranges).toHaveLength(2)
  })

  it('refuses overlapping ranges, an end before the start and bad times, changing nothing', async () => {
    const ask = (ranges: unknown) => putHours(send('/api/v1/opening-hours', { ranges }, ownerAuth, 'PUT'))
    const overlap = await ask([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
    ])
    expect(overlap.status).toBe(400)
    expect(await overlap.json()).toMatchObject({
      fields: { 'ranges.1.start': 'Cette plage chevauche une autre plage du même jour.' },
    })
    const reversed = await ask([{ weekday: 1, start: '12:00', end: '09:00' }])
    expect(await reversed.json()).toMatchObject({
      fields: { 'ranges.0.end': 'L’heure de fin doit suivre l’heure de début.' },
    })
    const badTime = await ask([{ weekday: 8, start: '9h', end: '25:00', everyNWeeks: 0 }])
    expect(Object.keys(((await badTime.json()) as { fields: object }).fields).sort()).toEqual([
      'ranges.0.end',
      'ranges.0.everyNWeeks',
      'ranges.0.start',
      'ranges.0.weekday',
    ])
    expect(
      (
        await payload.count({
          collection: 'availabilities',
          overrideAccess: true,
          where: { groomer: { equals: owner.groomer.id } },
        })
      ).totalDocs,
    ).toBe(6)
  })

  it('one groomer’s edit leaves another groomer’s hours alone', async () => {
    const before = (
      await payload.count({
        collection: 'availabilities',
        overrideAccess: true,
        where: { groomer: { equals: stranger.groomer.id } },
      })
    ).totalDocs
    const { groomer } = await bookableGroomer(payload)
    const auth = await bearer('users', groomer.email as string)
    expect((await putHours(send('/api/v1/opening-hours', { ranges: [] }, auth, 'PUT'))).status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'availabilities',
          overrideAccess: true,
          where: { groomer: { equals: stranger.groomer.id } },
        })
      ).totalDocs,
    ).toBe(before)
    expect(
      (
        await payload.count({
          collection: 'availabilities',
          overrideAccess: true,
          where: { groomer: { equals: groomer.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('holidays', () => {
  it('a holiday removes its days from the slots API and reports the appointments inside it', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const auth = await bearer('users', groomer.email as string)
    const tuesday = nextWeekday(2, 9).slice(0, 10)
    const thursday = DateTime.fromISO(tuesday).plus({ days: 2 }).toISODate() ?? ''
    const wednesday = DateTime.fromISO(tuesday).plus({ days: 1 }).toISODate() ?? ''
    const inside = await createAppointment(payload, {
      groomer: groomer.id,
      start: `${wednesday}T09:00:00Z`,
      end: `${wednesday}T10:00:00Z`,
      status: 'confirmed',
    })
    const response = await addHoliday(
      send('/api/v1/holidays', { from: wednesday, to: thursday, label: 'Congés' }, auth),
    )
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { holiday: { id: number }; clashes: { reference: string }[] }
    expect(answer.clashes.map((c) => c.reference)).toEqual([inside.reference])
    // Reported, not cancelled.
    expect((await payload.findByID({ collection: 'appointments', id: inside.id, overrideAccess: true })).status).toBe(
      'confirmed',
    )
    const days = await publicSlots(groomer.id, motive.id, tuesday, thursday)
    expect(days[0].slots.length).toBeGreaterThan(0)
    expect(days[1]).toMatchObject({ open: false, reason: 'holiday', slots: [] })
    expect(days[2]).toMatchObject({ open: false, reason: 'holiday', slots: [] })

    const listed = (await (await listHolidays(getRequest('/api/v1/holidays', auth))).json()) as {
      holidays: { id: number; from: string; to: string; label: string }[]
    }
    expect(listed.holidays).toEqual([{ id: answer.holiday.id, from: wednesday, to: thursday, label: 'Congés' }])

    const id = String(answer.holiday.id)
    expect((await deleteHoliday(del(`/api/v1/holidays/${id}`, strangerAuth), params({ id }))).status).toBe(404)
    expect((await deleteHoliday(del(`/api/v1/holidays/${id}`, auth), params({ id }))).status).toBe(200)
    expect((await publicSlots(groomer.id, motive.id, wednesday, wednesday))[0].slots.length).toBeGreaterThan(0)
  })

  it('refuses an end before the start, a start in the past and bad dates, writing nothing', async () => {
    const before = (await payload.count({ collection: 'holidays', overrideAccess: true })).totalDocs
    const reversed = await addHoliday(send('/api/v1/holidays', { from: '2030-05-10', to: '2030-05-01' }, ownerAuth))
    expect(await reversed.json()).toMatchObject({ fields: { to: 'La date de fin doit suivre la date de début.' } })
    const past = await addHoliday(send('/api/v1/holidays', { from: '2020-05-01', to: '2030-05-10' }, ownerAuth))
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({ fields: { from: 'La période ne peut pas commencer dans le passé.' } })
    const garbage = await addHoliday(send('/api/v1/holidays', { from: 'demain', to: '' }, ownerAuth))
    expect(Object.keys(((await garbage.json()) as { fields: object }).fields).sort()).toEqual(['from', 'to'])
    expect((await payload.count({ collection: 'holidays', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('worked public holidays and booking delays', () => {
  it('marks a coming public holiday worked, and refuses a day that is not one', async () => {
    const [date] = comingPublicHolidays(owner.groomer as never)
    const worked = await putWorked(send('/api/v1/worked-public-holidays', { date, worked: true }, ownerAuth, 'PUT'))
    expect(worked.status).toBe(200)
    const months = (
      (await (await getWorked(getRequest('/api/v1/worked-public-holidays', ownerAuth))).json()) as WorkedMonths
    ).months
    expect(months.flatMap((m) => m.days).find((d) => d.date === date)).toEqual({ date, worked: true })
    // The stranger's list is their own.
    const theirs = (
      (await (await getWorked(getRequest('/api/v1/worked-public-holidays', strangerAuth))).json()) as WorkedMonths
    ).months
    expect(theirs.flatMap((m) => m.days).find((d) => d.date === date)).toEqual({ date, worked: false })
    const notHoliday = await putWorked(
      send('/api/v1/worked-public-holidays', { date: '2030-06-12', worked: true }, ownerAuth, 'PUT'),
    )
    expect(notHoliday.status).toBe(400)
    await putWorked(send('/api/v1/worked-public-holidays', { date, worked: false }, ownerAuth, 'PUT'))
    expect(
      (
        await payload.count({
          collection: 'worked-public-holidays',
          overrideAccess: true,
          where: { groomer: { equals: owner.groomer.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('booking delays are stored and feed the engine; bad values are refused', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const auth = await bearer('users', groomer.email as string)
    const bad = await putDelays(
      send('/api/v1/booking-delays', { minNoticeMinutes: -5, notBeforeHour: 30, horizonMonths: 0 }, auth, 'PUT'),
    )
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual([
      'horizonMonths',
      'minNoticeMinutes',
      'notBeforeHour',
    ])
    const ok = await putDelays(
      send('/api/v1/booking-delays', { minNoticeMinutes: 60, notBeforeHour: '', horizonMonths: 1 }, auth, 'PUT'),
    )
    expect(await ok.json()).toEqual({ delays: { minNoticeMinutes: 60, notBeforeHour: null, horizonMonths: 1 } })
    // Six weeks ahead is past a one-month horizon.
    const far = DateTime.now().setZone('Europe/Paris').plus({ weeks: 6 }).toISODate() ?? ''
    const [day] = await publicSlots(groomer.id, motive.id, far, far)
    expect(day.slots).toEqual([])
  })

  it('the preview answers the public slots for one of the groomer’s own motives only', async () => {
    const own = await preview(getRequest(`/api/v1/slots-preview?motive=${owner.motive.id}&weeks=1`, ownerAuth))
    expect(own.status).toBe(200)
    const { days } = (await own.json()) as Days
    expect(days).toHaveLength(7)
    expect(days.some((day) => day.slots.length > 0)).toBe(true)
    expect((await preview(getRequest(`/api/v1/slots-preview?motive=${stranger.motive.id}`, ownerAuth))).status).toBe(
      404,
    )
    expect((await preview(getRequest('/api/v1/slots-preview?motive=x', ownerAuth))).status).toBe(400)
  })
})
