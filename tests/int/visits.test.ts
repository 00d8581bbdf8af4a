import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as bookingAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { withCustomerNames } from '../../src/server/appointments/customers'
import { closedEvents } from '../../src/server/appointments/groomerEvents'
import { finishPastVisits } from '../../src/server/jobs/finishVisits'
import { JOBS } from '../../src/server/jobs/registry'
import { bookableGroomer, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { createAppointment } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Headers = Record<string, string>

const visit = (reference: string, status: unknown, headers: Headers) =>
  bookingAction(
    jsonRequest(`/api/v1/appointments/${reference}/visit`, { status }, { headers }),
    params({ reference, action: 'visit' }),
  )
const sent = async (to: string, channel: 'email' | 'sms') =>
  (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { and: [{ to: { contains: to } }, { channel: { equals: channel } }] },
      sort: 'createdAt',
      limit: 50,
    })
  ).docs
const iso = (time: DateTime) => time.toUTC().toISO() as string

/** A confirmed appointment of a fresh attendee (own mobile) starting `fromNow` from now, an hour long. */
async function confirmedAt(
  fromNow: { hours?: number; days?: number },
  shared?: { groomer: { id: number; email: string }; attendee: { id: number; email: string } },
) {
  const groomer = shared?.groomer ?? (await bookableGroomer(payload)).groomer
  const phone = uniqueMobile()
  const attendee = shared?.attendee ?? (await verifiedAttendee(payload, phone))
  const start = DateTime.now().plus(fromNow).set({ second: 0, millisecond: 0 })
  const appointment = await createAppointment(payload, {
    groomer: groomer.id,
    attendee: attendee.id,
    start: iso(start),
    end: iso(start.plus({ hours: 1 })),
    status: 'confirmed',
  })
  await payload.update({
    collection: 'appointments',
    id: appointment.id,
    overrideAccess: true,
    data: { pet: { name: 'Filou', species: 'dog' } },
  })
  return { groomer, attendee, appointment, phone }
}

describe('the pet’s day: arrived, ready, finished, no-show', () => {
  it('arrived → ready tells the customer once by SMS and e-mail → finished; only its groomer may', async () => {
    const { groomer, attendee, appointment, phone } = await confirmedAt({ hours: -1 })
    const headers = await bearer('users', groomer.email)
    const stranger = await bookableGroomer(payload)
    expect((await visit(appointment.reference, 'arrived', await bearer('users', stranger.groomer.email))).status).toBe(
      404,
    )
    expect((await visit(appointment.reference, 'arrived', await bearer('attendees', attendee.email))).status).toBe(401)
    expect((await visit(appointment.reference, 'parti', headers)).status).toBe(400)

    expect((await visit(appointment.reference, 'arrived', headers)).status).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({ visitStatus: 'arrived' })
    expect((await visit(appointment.reference, 'ready', headers)).status).toBe(200)
    expect((await visit(appointment.reference, 'ready', headers)).status).toBe(200)
    const texts = (await sent(phone, 'sms')).map((sms) => sms.text)
    expect(texts).toEqual([expect.stringContaining('Filou a fini sa toilette, vous pouvez venir le chercher')])
    const mails = await sent(attendee.email, 'email')
    expect(mails.map((mail) => mail.subject)).toEqual(['Filou est prêt, vous pouvez venir le chercher'])
    expect((await visit(appointment.reference, 'finished', headers)).status).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'confirmed', visitStatus: 'finished' })
  })

  it('a visit finished early frees the rest of its time; taking it back once that time is booked is refused', async () => {
    const { groomer, attendee, appointment } = await confirmedAt({ hours: -1 })
    const headers = await bearer('users', groomer.email)
    const overlapping = {
      groomer: groomer.id,
      attendee: attendee.id,
      start: iso(DateTime.fromISO(appointment.start).plus({ minutes: 30 })),
      end: iso(DateTime.fromISO(appointment.start).plus({ minutes: 90 })),
      status: 'confirmed' as const,
    }
    // While the visit is under way, its time is held (the no-overlap guard).
    await expect(createAppointment(payload, overlapping)).rejects.toThrow()
    expect((await visit(appointment.reference, 'finished', headers)).status).toBe(200)
    const next = await createAppointment(payload, overlapping)
    expect(next.id).toBeGreaterThan(appointment.id)
    const back = await visit(appointment.reference, 'arrived', headers)
    expect(back.status).toBe(409)
    expect(((await back.json()) as { error: string }).error).toMatch(/déjà pris par un autre rendez-vous/)
    expect(await stored('appointments', appointment.id)).toMatchObject({ visitStatus: 'finished' })
  })

  it('refuses a step before its day, a no-show before its time, and any step on an appointment not confirmed', async () => {
    const future = await confirmedAt({ days: 3 })
    const headers = await bearer('users', future.groomer.email)
    const early = await visit(future.appointment.reference, 'arrived', headers)
    expect(early.status).toBe(409)
    expect(((await early.json()) as { error: string }).error).toMatch(/jour même/)
    const soon = await confirmedAt({ hours: 2 }, { groomer: future.groomer, attendee: future.attendee })
    // Later today: arrival opens, a no-show waits for the time.
    if (DateTime.now().setZone('Europe/Paris').hour < 22) {
      expect((await visit(soon.appointment.reference, 'no_show', headers)).status).toBe(409)
    }
    await payload.update({
      collection: 'appointments',
      id: soon.appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled' },
    })
    expect((await visit(soon.appointment.reference, 'arrived', headers)).status).toBe(409)
    expect(await stored('appointments', future.appointment.id)).toMatchObject({ visitStatus: null })
  })

  it('no-shows are counted on the customer and shown with their next request', async () => {
    const first = await confirmedAt({ days: -9 })
    const headers = await bearer('users', first.groomer.email)
    const second = await confirmedAt({ days: -2 }, first)
    const visited = await confirmedAt({ days: -5 }, first)
    expect((await visit(first.appointment.reference, 'no_show', headers)).status).toBe(200)
    expect((await visit(second.appointment.reference, 'no_show', headers)).status).toBe(200)
    expect((await visit(visited.appointment.reference, 'finished', headers)).status).toBe(200)
    const next = await createAppointment(payload, {
      groomer: first.groomer.id,
      attendee: first.attendee.id,
      start: iso(DateTime.now().plus({ days: 4 })),
      end: iso(DateTime.now().plus({ days: 4, hours: 1 })),
    })
    const [shown] = await withCustomerNames([next])
    expect(shown.customerHistory).toEqual({ visits: 1, noShows: 2 })
    // Another groomer sees only how many times the customer did not come elsewhere (issue 33), not their visits.
    const elsewhere = await confirmedAt(
      { days: 5 },
      { groomer: (await bookableGroomer(payload)).groomer, attendee: first.attendee },
    )
    expect((await withCustomerNames([elsewhere.appointment]))[0].customerHistory).toEqual({
      visits: 0,
      noShows: 0,
      noShowsElsewhere: 2,
    })
  })

  it('the hourly job finishes past confirmed appointments left untouched, and leaves no-shows, today and cancelled ones', async () => {
    expect(JOBS.map((job) => job.name)).toContain('finish-visits')
    const untouched = await confirmedAt({ days: -2 })
    const arrived = await confirmedAt({ days: -3 }, untouched)
    const noShow = await confirmedAt({ days: -4 }, untouched)
    const cancelled = await confirmedAt({ days: -5 }, untouched)
    const future = await confirmedAt({ days: 2 }, untouched)
    await payload.update({
      collection: 'appointments',
      id: arrived.appointment.id,
      overrideAccess: true,
      data: { visitStatus: 'arrived' },
    })
    await payload.update({
      collection: 'appointments',
      id: noShow.appointment.id,
      overrideAccess: true,
      data: { visitStatus: 'no_show' },
    })
    await payload.update({
      collection: 'appointments',
      id: cancelled.appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled' },
    })
    const report = await finishPastVisits(new Date())
    expect(report.finished).toBeGreaterThanOrEqual(2)
    expect((await stored('appointments', untouched.appointment.id)).visitStatus).toBe('finished')
    expect((await stored('appointments', arrived.appointment.id)).visitStatus).toBe('finished')
    expect((await stored('appointments', noShow.appointment.id)).visitStatus).toBe('no_show')
    expect((await stored('appointments', cancelled.appointment.id)).visitStatus).toBeNull()
    expect((await stored('appointments', future.appointment.id)).visitStatus).toBeNull()
    expect((await finishPastVisits(new Date())).finished).toBe(0)
  })

  it('the job finishes a visit once its own zone’s day is over, reading no visit of that day (unknown zone: Paris)', async () => {
    const { groomer } = await bookableGroomer(payload)
    // A fixed instant far ahead, 16:00 in Paris, 06:00 the next day at Kiritimati (UTC+14).
    const now = new Date('2031-03-14T15:00:00Z')
    const visitEnding = async (end: string, timezone: string) => {
      const start = new Date(Date.parse(end) - 3600_000).toISOString()
      return createAppointment(payload, { groomer: groomer.id, start, end, status: 'confirmed', timezone })
    }
    const earlierToday = await visitEnding('2031-03-14T09:00:00Z', 'Europe/Paris')
    const yesterday = await visitEnding('2031-03-13T17:00:00Z', 'Europe/Paris')
    const kiritimatiYesterday = await visitEnding('2031-03-14T07:00:00Z', 'Pacific/Kiritimati')
    const unknownToday = await visitEnding('2031-03-14T11:00:00Z', 'Mars/Olympus')
    const unknownYesterday = await visitEnding('2031-03-13T10:00:00Z', 'Mars/Olympus')
    expect((await finishPastVisits(now)).finished).toBeGreaterThanOrEqual(3)
    const step = async (row: { id: number }) => (await stored('appointments', row.id)).visitStatus ?? null
    expect(await step(earlierToday)).toBeNull()
    expect(await step(yesterday)).toBe('finished')
    expect(await step(kiritimatiYesterday)).toBe('finished')
    expect(await step(unknownToday)).toBeNull()
    expect(await step(unknownYesterday)).toBe('finished')
    // Once Paris's day is over too.
    await finishPastVisits(new Date('2031-03-14T23:30:00Z'))
    expect(await step(earlierToday)).toBe('finished')
    expect(await step(unknownToday)).toBe('finished')
  })

  it('a step taken on a view of the visit that changed since is refused (409), never written over', async () => {
    const { groomer, appointment } = await confirmedAt({ hours: -1 })
    const headers = await bearer('users', groomer.email)
    const step = (status: string, expected: string) =>
      bookingAction(
        jsonRequest(`/api/v1/appointments/${appointment.reference}/visit`, { status, expected }, { headers }),
        params({ reference: appointment.reference, action: 'visit' }),
      )
    expect((await step('arrived', 'none')).status).toBe(200)
    // Taken offline on a screen that still showed no step: the visit is « arrivé » since.
    const refused = await step('no_show', 'none')
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /changé entre-temps \(étape actuelle : Arrivé\)/,
    )
    expect((await stored('appointments', appointment.id)).visitStatus).toBe('arrived')
    expect((await step('ready', 'arrived')).status).toBe(200)
    expect((await step('finished', 'parti')).status).toBe(400)
    expect((await stored('appointments', appointment.id)).visitStatus).toBe('ready')
  })

  it('refused, cancelled and expired requests stay in the history filter', async () => {
    const { groomer } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const at = (days: number) => ({
      start: iso(DateTime.now().plus({ days })),
      end: iso(DateTime.now().plus({ days, hours: 1 })),
    })
    const refused = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      ...at(6),
      status: 'refused',
    })
    const cancelled = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      ...at(7),
      status: 'cancelled',
    })
    const expired = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      ...at(-1),
      status: 'expired',
    })
    await createAppointment(payload, { groomer: groomer.id, attendee: attendee.id, ...at(8), status: 'confirmed' })
    const { closed, more } = await closedEvents({ ...groomer, collection: 'users' } as never)
    expect(closed.map((appointment) => appointment.id)).toEqual([cancelled.id, refused.id, expired.id])
    expect(more).toBe(false)
  })
})
