import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as calendarIcs } from '../../src/app/(site)/(public)/appointments/[refAppointment]/calendar.ics/route'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest, params } from './helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** The appointment's .ics as an iCalendar parser reads it. */
async function calendarFile(reference: string) {
  const response = await calendarIcs(
    getRequest(`/appointments/${reference}/calendar.ics`),
    params({ refAppointment: reference }),
  )
  expect(response.status).toBe(200)
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  const event = calendar.getFirstSubcomponent('vevent')
  if (!event) throw new Error('VEVENT manquant')
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: event.getFirstPropertyValue('status'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    organizer: String(event.getFirstPropertyValue('organizer')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }
}

describe('the appointment’s calendar file tells the truth', () => {
  it('a request is tentative, a confirmed appointment confirmed, a cancelled one a CANCEL of the same event with a higher sequence', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const appointment = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, 11),
      pet: PET,
      note: '',
    })

    const pending = await calendarFile(appointment.reference)
    expect(pending).toMatchObject({
      method: 'PUBLISH',
      status: 'TENTATIVE',
      start: new Date(appointment.start).toISOString(),
    })
    // A new request is the event's first version (it was the seconds since the booking: SEQUENCE:19).
    expect(pending.sequence).toBe(0)
    expect(pending.uid).toMatch(new RegExp(`^${appointment.reference}@`))
    // A cal-address: an agenda can answer it.
    expect(pending.organizer).toMatch(/^mailto:[^@\s]+@[^@\s]+$/i)

    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { status: 'confirmed' },
    })
    const confirmed = await calendarFile(appointment.reference)
    expect(confirmed).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED', uid: pending.uid })
    expect(confirmed.sequence).toBe(1)
    // A change the agenda does not show (a note) is no new version; a new time is.
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { note: 'Sonnez deux fois.' },
    })
    expect((await calendarFile(appointment.reference)).sequence).toBe(1)
    const later = new Date(new Date(appointment.start).getTime() + 3_600_000)
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { start: later.toISOString(), end: new Date(later.getTime() + 3_600_000).toISOString() },
    })
    const moved = await calendarFile(appointment.reference)
    expect(moved.sequence).toBe(2)
    // Nobody writes the revision but the database.
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { calendarRevision: 0 },
    })
    expect((await calendarFile(appointment.reference)).sequence).toBe(2)

    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled' },
    })
    const cancelled = await calendarFile(appointment.reference)
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: pending.uid })
    expect(cancelled.sequence).toBe(3)
  })
})
