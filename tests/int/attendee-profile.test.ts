import type { Payload } from 'payload'
import { DateTime, type DurationLike } from 'luxon'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as calendarIcs } from '../../src/app/(site)/(public)/appointments/[refAppointment]/calendar.ics/route'
import { appointmentPageData, availabilityRequestPageData } from '../../src/server/attendees/appointmentPage'
import { loginRedirectFor } from '../../src/server/auth/protectedRoutes'
import { availabilityRequestsToAnswer } from '../../src/server/appointments/queries'
import { attendeeAvailabilityRequests } from '../../src/server/attendees/availabilityRequests'
import { answerAvailabilities, sendAvailabilities } from '../../src/server/booking/availabilityRequests'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest, params } from './helpers/requests'

// The profile and password API are covered by attendee-account.test.ts; here, what the attendee
// pages read: /appointments/{reference}, its .ics file and /events-responses/{reference}.

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('/appointments/{reference}', () => {
  it('reads the appointment by its reference with its groomer, place, rules and calendar links', async () => {
    const { groomer, motive } = await bookableGroomer(payload, { cancellationNoticeHours: 24, phone: '01 23 45 67 89' })
    const attendee = await verifiedAttendee(payload)
    const appointment = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, 11),
      pet: PET,
      note: 'Il a peur du séchoir',
    })
    const data = await appointmentPageData(appointment.reference)
    expect(data).not.toBeNull()
    expect(data?.attendeeId).toBe(attendee.id)
    expect(data?.groomer.id).toBe(groomer.id)
    expect(data?.mail).toMatchObject({
      motive: 'Toilettage complet',
      note: 'Il a peur du séchoir',
      place: expect.stringContaining('3 rue des Lilas'),
    })
    expect(data?.mail.when).toMatch(/ à 11:00$/)
    expect(data?.rules).toMatchObject({
      canCancel: true,
      canPostpone: true,
      insideNoticeWindow: false,
      noticeHours: 24,
    })
    expect(data?.links.google).toMatch(/^https:\/\/calendar\.google\.com\//)

    const ics = await calendarIcs(
      getRequest(`/appointments/${appointment.reference}/calendar.ics`),
      params({ refAppointment: appointment.reference }),
    )
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(await ics.text()).toContain(`UID:${appointment.reference}@`)
  })

  it('an unknown or malformed reference gives nothing (404)', async () => {
    expect(await appointmentPageData('RDV-AAAA-BBBB-CCCC')).toBeNull()
    expect(await appointmentPageData("RDV-' OR 1=1")).toBeNull()
    const ics = await calendarIcs(
      getRequest('/appointments/RDV-AAAA-BBBB-CCCC/calendar.ics'),
      params({ refAppointment: 'RDV-AAAA-BBBB-CCCC' }),
    )
    expect(ics.status).toBe(404)
  })
})

describe('/events-responses/{reference}', () => {
  it('reads the availability request with its groomer and motive; unknown → null', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const request = await sendAvailabilities(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      ranges: [{ start: nextWeekday(4, 9), end: nextWeekday(4, 12) }],
      note: 'Le matin',
    })
    const data = await availabilityRequestPageData(request.reference)
    expect(data).toMatchObject({
      attendeeId: attendee.id,
      request: { status: 'sent', note: 'Le matin' },
      groomer: { id: groomer.id },
      motive: { id: motive.id },
      appointment: null,
    })
    expect(data?.request.ranges).toHaveLength(1)
    expect(await availabilityRequestPageData('DISPO-AAAA-BBBB-CCCC')).toBeNull()
  })
})

describe('availability requests whose time has gone by', () => {
  it('leave the attendee’s open requests for their history and the groomer’s requests to answer, and can no longer be answered', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    // Sent a fortnight ago for the next morning: every range has ended today.
    const lapsed = await sendAvailabilities(
      attendee,
      {
        groomer: groomer.id,
        motive: motive.id,
        ranges: [{ start: nextWeekday(4, 9), end: nextWeekday(4, 12) }].map(shiftedBy({ weeks: -3 })),
        note: '',
      },
      new Date(Date.now() - 21 * 24 * 3600_000 - 3 * 24 * 3600_000),
    )
    const waiting = await sendAvailabilities(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      // A Wednesday a week or more away (a week from a Sunday is a Sunday, when nobody works).
      ranges: [{ start: nextWeekday(3, 9, 7), end: nextWeekday(3, 12, 7) }],
      note: '',
    })
    const references = (requests: { reference: string }[]) => requests.map((request) => request.reference)

    expect(references(await attendeeAvailabilityRequests(attendee, true))).toEqual([waiting.reference])
    expect(references(await attendeeAvailabilityRequests(attendee, false))).toEqual([lapsed.reference])
    expect(references(await availabilityRequestsToAnswer(groomer))).toEqual([waiting.reference])
    await expect(
      answerAvailabilities(groomer, lapsed.reference, { start: nextWeekday(2, 10), note: '' }),
    ).rejects.toMatchObject({ code: 'conflict' })
  })
})

describe('which attendee pages need a session', () => {
  it('the reset-password page and the appointment pages stay open; the attendee space does not', () => {
    const anonymous = () => false
    expect(loginRedirectFor('/participant/mot-de-passe', anonymous)).toBeNull()
    expect(loginRedirectFor('/participant/connexion', anonymous)).toBeNull()
    expect(loginRedirectFor('/appointments/RDV-AAAA-BBBB-CCCC', anonymous)).toBeNull()
    expect(loginRedirectFor('/events-responses/DISPO-AAAA-BBBB-CCCC', anonymous)).toBeNull()
    expect(loginRedirectFor('/participant/profil', anonymous)).toBe(
      '/participant/connexion?redirect=%2Fparticipant%2Fprofil',
    )
  })
})

const shiftedBy =
  (duration: DurationLike) =>
  ({ start, end }: { start: string; end: string }) => ({
    start: DateTime.fromISO(start).plus(duration).toISO() ?? '',
    end: DateTime.fromISO(end).plus(duration).toISO() ?? '',
  })
