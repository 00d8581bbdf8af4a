import type { ScheduleInput } from 'booking-engine'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../../src/payload-types'
import {
  GET as proposalRoute,
  POST as bookRoute,
} from '../../src/app/api/v1/users/[id]/agenda/appointments/[appointmentId]/book-again/route'
import { PUT as remindersRoute } from '../../src/app/api/v1/attendees/[id]/rebooking-reminders/route'
import { POST as stopRoute } from '../../src/app/api/v1/rebooking-reminders/stop/route'
import { dueVisits, refreshDueRows } from '../../src/server/rebooking/candidates'
import { rhythmDueDate } from '../../src/server/rebooking/dueDate'
import { attendeeOfStopToken, stopRemindersUrl } from '../../src/server/rebooking/links'
import { nextLook, sendRebookingReminders } from '../../src/server/rebooking/reminders'
import { bookableGroomer, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { createAppointment, PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const PARIS = 'Europe/Paris'
const at = (iso: string) => new Date(iso)

const outbox = async (to: string, channel: 'email' | 'sms') =>
  (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { and: [{ to: { equals: to } }, { channel: { equals: channel } }] },
      limit: 20,
    })
  ).docs

/**
 * A groomer open Monday–Saturday whose motive suggests `rhythmWeeks` (6 by default), an owner with
 * a verified mobile, and `petName`'s finished visit at `start` (Paris wall time).
 */
async function visited(start: string, options: { petName?: string; zone?: string; rhythmWeeks?: number } = {}) {
  const { groomer, motive } = await bookableGroomer(payload)
  expect(motive.rhythmWeeks).toBe(6)
  if (options.rhythmWeeks)
    await payload.update({
      collection: 'motives',
      id: motive.id,
      overrideAccess: true,
      data: { rhythmWeeks: options.rhythmWeeks },
    })
  const zone = options.zone ?? PARIS
  if (zone !== PARIS)
    await payload.update({ collection: 'users', id: groomer.id, overrideAccess: true, data: { timezone: zone } })
  const attendee = await verifiedAttendee(payload, uniqueMobile())
  const begin = DateTime.fromISO(start, { zone })
  const appointment = await createAppointment(payload, {
    groomer: groomer.id,
    attendee: attendee.id,
    start: begin.toUTC().toISO()!,
    end: begin.plus({ hours: 1 }).toUTC().toISO()!,
    status: 'confirmed',
  })
  await payload.update({
    collection: 'appointments',
    id: appointment.id,
    overrideAccess: true,
    data: {
      motive: motive.id,
      timezone: zone,
      visitStatus: 'finished',
      pet: { name: options.petName ?? 'Filou', species: 'dog', size: 'small' },
    },
  })
  return { groomer, motive, attendee, appointment }
}

const schedule = (holidays: { from: string; to: string }[] = [], timezone = PARIS): ScheduleInput => ({
  timezone,
  holidayRegion: { country: 'FR' },
  availabilities: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00', everyNWeeks: 1 })),
  holidays,
})

describe('the due date of a pet’s rhythm', () => {
  it('counts calendar days in the groomer’s zone, whatever DST does in between', () => {
    // Paris, spring forward on 29 March: the Monday three weeks after a Monday.
    expect(rhythmDueDate('2026-03-09T08:00:00Z', 3, schedule(), 60)).toBe('2026-03-30')
    // Paris, fall back on 25 October.
    expect(rhythmDueDate('2026-10-12T07:00:00Z', 2, schedule(), 60)).toBe('2026-10-26')
    // Auckland (NZ summer time ends 5 April): Tuesday 17 March 09:00 is still Monday in UTC; the due day is a Tuesday.
    expect(rhythmDueDate('2026-03-16T20:00:00Z', 4, schedule([], 'Pacific/Auckland'), 60)).toBe('2026-04-14')
  })

  it('moves past the groomer’s holidays, Sundays, closed public holidays and closed weekdays to the first open day', () => {
    // Monday 18 to Wednesday 20 May 2026 on holiday: Thursday 21.
    expect(rhythmDueDate('2026-04-20T08:00:00Z', 4, schedule([{ from: '2026-05-18', to: '2026-05-20' }]), 60)).toBe(
      '2026-05-21',
    )
    // Ascension, Thursday 14 May 2026: Friday 15.
    expect(rhythmDueDate('2026-04-16T08:00:00Z', 4, schedule(), 60)).toBe('2026-05-15')
    // A Sunday: Monday.
    expect(rhythmDueDate('2026-05-03T08:00:00Z', 1, schedule(), 60)).toBe('2026-05-11')
    // Closed on Mondays: Tuesday.
    const noMondays = {
      ...schedule(),
      availabilities: schedule().availabilities.filter((range) => range.weekday !== 1),
    }
    expect(rhythmDueDate('2026-05-05T08:00:00Z', 2, noMondays, 60)).toBe('2026-05-19')
    expect(rhythmDueDate('2026-05-04T08:00:00Z', 2, noMondays, 60)).toBe('2026-05-19')
  })
})

describe('the rhythm a motive suggests', () => {
  it('is the usual 6 weeks for a new salon motive, none for a visio or phone one, unless given', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    expect(motive.rhythmWeeks).toBe(6)
    const create = (data: { kind: 'salon' | 'visio' | 'phone'; rhythmWeeks?: number | null }) =>
      payload.create({
        collection: 'motives',
        overrideAccess: true,
        data: { groomer: groomer.id, title: 'Conseil', duration: 30, videoLink: 'https://visio.example.fr/a', ...data },
      })
    expect((await create({ kind: 'visio' })).rhythmWeeks ?? null).toBeNull()
    expect((await create({ kind: 'phone' })).rhythmWeeks ?? null).toBeNull()
    expect((await create({ kind: 'salon', rhythmWeeks: 8 })).rhythmWeeks).toBe(8)
    expect((await create({ kind: 'salon', rhythmWeeks: null })).rhythmWeeks ?? null).toBeNull()
    await expect(create({ kind: 'salon', rhythmWeeks: 0 })).rejects.toThrow()
  })
})

describe('rebooking reminders', () => {
  it('read only the visits whose rhythm came round lately: not before it, nor long after the reminder could go', async () => {
    const { appointment } = await visited('2026-05-04T09:00')
    await refreshDueRows(at('2026-06-01T10:00:00Z'))
    const read = async (iso: string) => (await dueVisits(at(iso))).map((visit) => visit.appointmentId)
    // Six weeks after 4 May: due on 15 June.
    expect(await read('2026-06-01T10:00:00Z')).not.toContain(appointment.id)
    expect(await read('2026-06-15T10:00:00Z')).toContain(appointment.id)
    expect(await read('2026-09-20T10:00:00Z')).toContain(appointment.id)
    expect(await read('2026-11-30T10:00:00Z')).not.toContain(appointment.id)
  })

  it('leave on the due day from 09:00 in the groomer’s zone, across the spring DST change', async () => {
    const { attendee, motive, groomer } = await visited('2026-03-09T09:00', { rhythmWeeks: 3 })
    // 08:55 in Paris (summer time since Sunday): not yet.
    await sendRebookingReminders(at('2026-03-30T06:55:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(0)
    // 09:05 in Paris: the e-mail and the SMS, with the booking link on the pet and motive.
    await sendRebookingReminders(at('2026-03-30T07:05:00Z'))
    const [email] = await outbox(attendee.email, 'email')
    expect(email?.subject).toContain('Filou')
    expect(email?.html).toContain(
      `/toiletteur/${(groomer as unknown as User).uri}?motif=${motive.id}&amp;jour=2026-03-30&amp;animal=Filou#reservation`,
    )
    expect(email?.text).toContain('lundi 30 mars 2026')
    expect(await outbox(attendee.phone!, 'sms')).toHaveLength(1)
  })

  it('wait for the first open day after the groomer’s holiday', async () => {
    const { groomer, attendee } = await visited('2026-04-20T10:00', { rhythmWeeks: 4 })
    await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, from: '2026-05-18T00:00:00.000Z', to: '2026-05-20T00:00:00.000Z' },
    })
    // Monday 18 (the rhythm's day) and Wednesday 20, on holiday: nothing.
    await sendRebookingReminders(at('2026-05-18T10:00:00Z'))
    await sendRebookingReminders(at('2026-05-20T10:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(0)
    await sendRebookingReminders(at('2026-05-21T08:00:00Z'))
    const emails = await outbox(attendee.email, 'email')
    expect(emails).toHaveLength(1)
    expect(emails[0]?.text).toContain('jeudi 21 mai 2026')
  })

  it('are sent once per pet and due date: runs at once, later runs, and a due date moved afterwards send nothing more', async () => {
    const { groomer, attendee } = await visited('2026-06-01T10:00', { petName: 'Plume' })
    const now = at('2026-07-13T09:00:00Z')
    // Two runs at once (two instances without the job's lock): the database row lets one send.
    await Promise.all([sendRebookingReminders(now), sendRebookingReminders(now)])
    await sendRebookingReminders(at('2026-07-14T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(1)
    expect(await outbox(attendee.phone!, 'sms')).toHaveLength(1)
    // A holiday added on the due day afterwards moves it: the same visit is not reminded twice.
    await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, from: '2026-07-13T00:00:00.000Z', to: '2026-07-13T00:00:00.000Z' },
    })
    await sendRebookingReminders(at('2026-07-15T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(1)
  })

  it('follow the pet’s own rhythm (the owner’s, else the customer folder’s) before the motive’s', async () => {
    const { groomer, attendee } = await visited('2026-06-01T10:00', { petName: 'Rex' })
    await payload.update({
      collection: 'attendees',
      id: attendee.id,
      overrideAccess: true,
      data: { pets: [{ name: 'rex', species: 'dog', size: 'large', rhythmWeeks: 10 }] },
    })
    await payload.create({
      collection: 'customer-folders',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        attendee: attendee.id,
        name: 'Paul Client',
        pets: [{ name: 'Rex', rhythmWeeks: 4 }],
      },
    })
    // The motive's 6 weeks and the folder's 4 are passed: the owner's 10 weeks decide.
    await sendRebookingReminders(at('2026-07-13T09:00:00Z'))
    await sendRebookingReminders(at('2026-06-29T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(0)
    await sendRebookingReminders(at('2026-08-10T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(1)
  })

  it('are not sent to an owner who turned them off (from the message’s link or the account)', async () => {
    const { attendee } = await visited('2026-06-01T10:00')
    const stop = new URL(stopRemindersUrl(attendee.id)).searchParams.get('jeton')
    expect(attendeeOfStopToken(stop)).toBe(attendee.id)
    const forged = `${attendee.id + 1}${stop?.slice(String(attendee.id).length)}`
    expect((await stopRoute(jsonRequest('/api/v1/rebooking-reminders/stop', { jeton: forged }))).status).toBe(400)
    const stopped = await stopRoute(jsonRequest('/api/v1/rebooking-reminders/stop', { jeton: stop }))
    expect(stopped.status).toBe(200)
    await sendRebookingReminders(at('2026-07-13T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(0)

    // Back on from the account: the next run sends it.
    const { token } = await payload.login({
      collection: 'attendees',
      data: { email: attendee.email, password: PASSWORD },
    })
    const turnOn = (body: unknown) =>
      remindersRoute(
        jsonRequest(`/api/v1/attendees/${attendee.id}/rebooking-reminders`, body, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}` },
        }),
        params({ id: String(attendee.id) }),
      )
    expect((await turnOn({ enabled: 'oui' })).status).toBe(400)
    expect(await (await turnOn({ enabled: true })).json()).toEqual({ enabled: true })
    await sendRebookingReminders(at('2026-07-13T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(1)
  })

  it('follow a rhythm changed after the visit (the motive’s, the owner’s), and a settled row is not read again', async () => {
    const { motive, attendee, appointment } = await visited('2026-06-01T10:00')
    const read = async (iso: string) => (await dueVisits(at(iso))).map((visit) => visit.appointmentId)
    // A run before it is due makes the row with the motive's 6 weeks (Monday 13 July).
    await sendRebookingReminders(at('2026-07-01T09:00:00Z'))
    expect(await read('2026-07-13T09:00:00Z')).toContain(appointment.id)
    await payload.update({ collection: 'motives', id: motive.id, overrideAccess: true, data: { rhythmWeeks: 8 } })
    await sendRebookingReminders(at('2026-07-13T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(0)
    // The owner's own 7 weeks come before the motive's 8: Monday 20 July.
    await payload.update({
      collection: 'attendees',
      id: attendee.id,
      overrideAccess: true,
      data: { pets: [{ name: 'Filou', species: 'dog', size: 'small', rhythmWeeks: 7 }] },
    })
    await sendRebookingReminders(at('2026-07-20T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(1)
    // Sent: the row is settled, the next runs do not read it.
    expect(await read('2026-07-21T09:00:00Z')).not.toContain(appointment.id)
  })

  it('look again at 09:00 on the due day, on the next morning after 20:00, never after the last day', async () => {
    const paris = (iso: string) => DateTime.fromISO(iso, { zone: PARIS }).toJSDate()
    expect(nextLook('2026-07-13', paris('2026-07-12T22:00'), PARIS)).toEqual({
      send: false,
      at: paris('2026-07-13T09:00'),
    })
    expect(nextLook('2026-07-13', paris('2026-07-13T08:59'), PARIS)).toEqual({
      send: false,
      at: paris('2026-07-13T09:00'),
    })
    expect(nextLook('2026-07-13', paris('2026-07-13T09:00'), PARIS)).toEqual({ send: true })
    expect(nextLook('2026-07-13', paris('2026-07-13T20:00'), PARIS)).toEqual({
      send: false,
      at: paris('2026-07-14T09:00'),
    })
    expect(nextLook('2026-07-13', paris('2026-07-27T19:59'), PARIS)).toEqual({ send: true })
    expect(nextLook('2026-07-13', paris('2026-07-27T20:00'), PARIS)).toEqual({ send: false, at: null })
    expect(nextLook('2026-07-13', paris('2026-07-28T10:00'), PARIS)).toEqual({ send: false, at: null })
  })

  it('are not sent while an appointment with that groomer is ahead (pending or confirmed)', async () => {
    const { groomer, attendee } = await visited('2026-06-01T10:00')
    const ahead = DateTime.fromISO('2026-07-20T10:00', { zone: PARIS })
    const booked = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      start: ahead.toUTC().toISO()!,
      end: ahead.plus({ hours: 1 }).toUTC().toISO()!,
      status: 'pending',
    })
    await sendRebookingReminders(at('2026-07-13T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(0)
    // Cancelled: the reminder goes.
    await payload.update({
      collection: 'appointments',
      id: booked.id,
      overrideAccess: true,
      data: { status: 'cancelled' },
    })
    await sendRebookingReminders(at('2026-07-13T09:00:00Z'))
    expect(await outbox(attendee.email, 'email')).toHaveLength(1)
  })
})

describe('the groomer’s "book again" on a finished appointment', () => {
  const route = (groomerId: number, appointmentId: number) =>
    `/api/v1/users/${groomerId}/agenda/appointments/${appointmentId}/book-again`
  const ids = (groomerId: number, appointmentId: number) =>
    params({ id: String(groomerId), appointmentId: String(appointmentId) })
  async function bearer(email: string) {
    const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    return { authorization: `Bearer ${token}` }
  }

  it('proposes the same motive from the pet’s due day (past the groomer’s holiday), and books the chosen slot for the same customer and pet', async () => {
    // Five weeks ago: due in about a week (6 weeks), the first free slots from there.
    const lastVisit = DateTime.now().setZone(PARIS).startOf('day').minus({ weeks: 5 }).set({ hour: 10 })
    const { groomer, motive, attendee, appointment } = await visited(lastVisit.toISO()!.slice(0, 16), {
      petName: 'Plume',
    })
    const rhythmDay = lastVisit.plus({ weeks: 6 })
    // On holiday for the week of the rhythm's day.
    await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        from: `${rhythmDay.toISODate()}T00:00:00.000Z`,
        to: `${rhythmDay.plus({ days: 6 }).toISODate()}T00:00:00.000Z`,
      },
    })
    const headers = await bearer(groomer.email)
    const answer = await proposalRoute(
      new Request(`http://localhost:3100${route(groomer.id, appointment.id)}`, {
        headers: { accept: 'application/json', ...headers },
      }),
      ids(groomer.id, appointment.id),
    )
    expect(answer.status).toBe(200)
    const proposal = (await answer.json()) as {
      motive: { id: number }
      petName: string
      rhythmWeeks: number
      dueDate: string
      days: { date: string; slots: { start: string }[] }[]
    }
    expect(proposal).toMatchObject({ motive: { id: motive.id }, petName: 'Plume', rhythmWeeks: 6 })
    expect(proposal.dueDate > (rhythmDay.plus({ days: 6 }).toISODate() ?? '')).toBe(true)
    expect(proposal.days[0]?.date).toBe(proposal.dueDate)
    const start = proposal.days[0]!.slots[0]!.start

    const booked = await bookRoute(
      jsonRequest(route(groomer.id, appointment.id), { start }, { headers }),
      ids(groomer.id, appointment.id),
    )
    expect(booked.status).toBe(201)
    const { appointment: created } = (await booked.json()) as { appointment: { id: number } }
    const stored = await payload.findByID({
      collection: 'appointments',
      id: created.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({
      status: 'confirmed',
      attendee: attendee.id,
      motive: motive.id,
      pet: { name: 'Plume', species: 'dog', size: 'small' },
    })
    expect(Date.parse(stored.start)).toBe(Date.parse(start))
    // The owner is told, and with a visit ahead no rebooking reminder leaves.
    expect((await outbox(attendee.email, 'email')).some((mail) => /confirm/i.test(mail.subject ?? ''))).toBe(true)
  })

  it('is refused on an appointment not finished (409) or of another agenda (404)', async () => {
    const { groomer, appointment } = await visited('2026-06-01T10:00')
    const headers = await bearer(groomer.email)
    const get = (groomerId: number, appointmentId: number, auth: Record<string, string>) =>
      proposalRoute(
        new Request(`http://localhost:3100${route(groomerId, appointmentId)}`, {
          headers: { accept: 'application/json', ...auth },
        }),
        ids(groomerId, appointmentId),
      )
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { visitStatus: 'no_show' },
    })
    expect((await get(groomer.id, appointment.id, headers)).status).toBe(409)
    const other = await visited('2026-06-01T10:00')
    expect((await get(groomer.id, other.appointment.id, headers)).status).toBe(404)
    expect((await get(other.groomer.id, other.appointment.id, headers)).status).toBe(404)
    expect(
      (
        await bookRoute(
          jsonRequest(route(groomer.id, other.appointment.id), { start: 'demain' }, { headers }),
          ids(groomer.id, other.appointment.id),
        )
      ).status,
    ).toBe(400)
  })
})
