import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { POST as requestAction } from '../../src/app/api/v1/availability-requests/[reference]/[action]/route'
import { POST as sendAvailabilities } from '../../src/app/api/v1/attendees/[id]/availabilities/route'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { outboxTo, stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const act = (reference: string, action: string, headers: Record<string, string>, body: unknown = {}) =>
  appointmentAction(
    jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, { headers }),
    params({ reference, action }),
  )

async function booked(options: { noticeHours?: number; start?: string } = {}) {
  const { groomer, motive } = await bookableGroomer(payload, {
    cancellationNoticeHours: options.noticeHours ?? 24,
    phone: '01 23 45 67 89',
  })
  const attendee = await verifiedAttendee(payload)
  const appointment = await createBooking(attendee, {
    groomer: groomer.id,
    motive: motive.id,
    start: options.start ?? nextWeekday(2, 10),
    pet: PET,
    note: '',
  })
  return { groomer, motive, attendee, appointment }
}

describe('the groomer validates or refuses', () => {
  it('validation confirms the appointment and creates its calendar entry; only its groomer may', async () => {
    const { groomer, attendee, appointment } = await booked()
    const stranger = await bookableGroomer(payload)
    expect((await act(appointment.reference, 'validate', await bearer('users', stranger.groomer.email))).status).toBe(
      404,
    )
    expect((await act(appointment.reference, 'validate', await bearer('attendees', attendee.email))).status).toBe(401)

    expect((await outboxTo(groomer.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Nouvelle demande de rendez-vous/),
    )

    const response = await act(appointment.reference, 'validate', await bearer('users', groomer.email))
    expect(response.status).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'confirmed' })
    const [confirmation] = await outboxTo(attendee.email)
    expect(confirmation.subject).toMatch(/^Rendez-vous confirmé le /)
    expect(confirmation.html).toContain('Google Agenda')
    expect(confirmation.html).toContain(`/appointments/${appointment.reference}`)
    const [ics] = (confirmation.meta as { attachments: { filename: string; content: string }[] }).attachments
    expect(ics.filename).toBe('rendez-vous.ics')
    expect(ics.content).toContain('BEGIN:VCALENDAR')
    expect(ics.content).toContain(`UID:${appointment.reference}@`)
    expect(ics.content).toContain(
      `DTSTART:${new Date(appointment.start).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    )
    const entries = await payload.find({
      collection: 'calendar-entries',
      overrideAccess: true,
      where: { appointment: { equals: appointment.id } },
    })
    expect(entries.docs).toHaveLength(1)
    expect((await act(appointment.reference, 'validate', await bearer('users', groomer.email))).status).toBe(409)
  })

  it('refusal needs a reason, frees the slot and keeps the reason for the attendee', async () => {
    const { groomer, attendee, appointment } = await booked()
    const headers = await bearer('users', groomer.email)
    const missing = await act(appointment.reference, 'refuse', headers, {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fields: { reason: expect.any(String) } })
    expect(
      (await act(appointment.reference, 'refuse', headers, { reason: 'Je suis complet ce jour-là.' })).status,
    ).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({
      status: 'refused',
      refusalReason: 'Je suis complet ce jour-là.',
    })
    const [refusal] = await outboxTo(attendee.email)
    expect(refusal.subject).toMatch(/n’a pas été acceptée/)
    expect(refusal.html).toContain('Je suis complet ce jour-là.')
  })

  it('answers sent at once (validate and refuse, from the dashboard and the e-mail link) change the status once and send one e-mail', async () => {
    const { groomer, attendee, appointment } = await booked()
    const headers = await bearer('users', groomer.email)
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2
          ? act(appointment.reference, 'refuse', headers, { reason: 'Complet.' })
          : act(appointment.reference, 'validate', headers),
      ),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
    const winner = responses.findIndex((response) => response.status === 200)
    expect((await stored('appointments', appointment.id)).status).toBe(winner % 2 ? 'refused' : 'confirmed')
    // After the acknowledgement of their request, the attendee hears once: the confirmation or the refusal.
    await expect.poll(async () => (await outboxTo(attendee.email)).length).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await outboxTo(attendee.email)).toHaveLength(2)
  })
})

describe('the attendee cancels or postpones', () => {
  it('cancels before the notice window: the page message says the groomer has been informed', async () => {
    const { groomer, attendee, appointment } = await booked()
    const response = await act(appointment.reference, 'cancel', await bearer('attendees', attendee.email))
    expect(response.status).toBe(200)
    expect((await outboxTo(groomer.email))[0].subject).toMatch(/^Rendez-vous annulé/)
    expect(await response.json()).toMatchObject({
      message: 'Votre rendez-vous est annulé. Le toiletteur a été informé.',
    })
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'attendee' })
  })

  it('inside the notice window, cancelling and postponing a confirmed appointment are refused and the attendee is told to call', async () => {
    // A 30-day window: the slot booked a few days ahead is inside it.
    const { groomer, attendee, appointment } = await booked({ noticeHours: 24 * 30 })
    await act(appointment.reference, 'validate', await bearer('users', groomer.email))
    const headers = await bearer('attendees', attendee.email)
    const cancel = await act(appointment.reference, 'cancel', headers)
    expect(cancel.status).toBe(409)
    const answer = (await cancel.json()) as { error: string; phone: string }
    expect(answer.error).toMatch(/appelez votre toiletteur au 01 23 45 67 89/)
    expect(answer.phone).toBe('01 23 45 67 89')
    expect((await act(appointment.reference, 'postpone', headers, { start: nextWeekday(4, 10) })).status).toBe(409)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'confirmed' })
  })

  it('a request still waiting for validation is withdrawn at any time, even inside the notice window', async () => {
    const { attendee, appointment } = await booked({ noticeHours: 24 * 30 })
    const withdrawn = await act(appointment.reference, 'cancel', await bearer('attendees', attendee.email))
    expect(withdrawn.status).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'attendee' })
  })

  it('postpones atomically to a free slot; a taken or invalid slot changes nothing', async () => {
    const { groomer, motive, attendee, appointment } = await booked()
    const other = await verifiedAttendee(payload)
    const taken = await createBooking(other, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, 15),
      pet: PET,
      note: '',
    })
    const headers = await bearer('attendees', attendee.email)

    const onTaken = await act(appointment.reference, 'postpone', headers, { start: taken.start })
    expect(onTaken.status).toBe(409)
    expect(await onTaken.json()).toMatchObject({ slots: { days: expect.any(Array) } })
    expect((await act(appointment.reference, 'postpone', headers, { start: nextWeekday(7, 10) })).status).toBe(400)
    expect((await stored('appointments', appointment.id)).start).toBe(appointment.start)

    const target = nextWeekday(4, 16)
    const moved = await act(appointment.reference, 'postpone', headers, { start: target })
    expect(moved.status).toBe(200)
    const after = await stored('appointments', appointment.id)
    expect(new Date(after.start).getTime()).toBe(new Date(target).getTime())
    expect(after.reference).toBe(appointment.reference)
    // Its old time is free again: another attendee can book it.
    const third = await verifiedAttendee(payload)
    await expect(
      createBooking(third, { groomer: groomer.id, motive: motive.id, start: appointment.start, pet: PET, note: '' }),
    ).resolves.toBeTruthy()
  })

  it('a refusal sent while the attendee postpones is never undone by the postponement', async () => {
    for (let round = 0; round < 4; round++) {
      const { groomer, attendee, appointment } = await booked({ start: nextWeekday(2, 9 + round) })
      const [attendeeAuth, groomerAuth] = await Promise.all([
        bearer('attendees', attendee.email),
        bearer('users', groomer.email),
      ])
      const [postponed, refused] = await Promise.all([
        act(appointment.reference, 'postpone', attendeeAuth, { start: nextWeekday(5, 9 + round) }),
        act(appointment.reference, 'refuse', groomerAuth, { reason: 'Fermé ce jour-là' }),
      ])
      expect([200, 409]).toContain(postponed.status)
      // The groomer was told the refusal went through: it must be what stays.
      if (refused.status === 200) expect((await stored('appointments', appointment.id)).status).toBe('refused')
      else expect((await stored('appointments', appointment.id)).status).toBe('pending')
    }
  })

  it('another attendee cannot cancel it (404), nor anyone signed out (401)', async () => {
    const { appointment } = await booked()
    const other = await verifiedAttendee(payload)
    expect((await act(appointment.reference, 'cancel', await bearer('attendees', other.email))).status).toBe(404)
    expect((await act(appointment.reference, 'cancel', {})).status).toBe(401)
    expect((await act('RDV-AAAA-AAAA-AAAA', 'cancel', await bearer('attendees', other.email))).status).toBe(404)
  })
})

describe('availabilities sent by the attendee', () => {
  it('ranges and a note → the groomer answers with a time → the attendee accepts: confirmed with the confirmation e-mail', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const attendeeHeaders = await bearer('attendees', attendee.email)
    const rangeStart = nextWeekday(5, 9)
    const rangeEnd = nextWeekday(5, 12)
    const sent = await sendAvailabilities(
      jsonRequest(
        `/api/v1/attendees/${attendee.id}/availabilities`,
        {
          groomer: groomer.id,
          motive: motive.id,
          ranges: [{ start: rangeStart, end: rangeEnd }],
          note: 'Plutôt le matin',
        },
        { headers: attendeeHeaders },
      ),
      params({ id: String(attendee.id) }),
    )
    expect(sent.status).toBe(201)
    const { request } = (await sent.json()) as { request: { reference: string } }

    const answer = await requestAction(
      jsonRequest(
        `/api/v1/availability-requests/${request.reference}/answer`,
        { start: nextWeekday(5, 10), note: 'À 10 h ?' },
        { headers: await bearer('users', groomer.email) },
      ),
      params({ reference: request.reference, action: 'answer' }),
    )
    expect(answer.status).toBe(200)
    const respond = await requestAction(
      jsonRequest(
        `/api/v1/availability-requests/${request.reference}/respond`,
        { accept: true },
        { headers: attendeeHeaders },
      ),
      params({ reference: request.reference, action: 'respond' }),
    )
    expect(respond.status).toBe(200)
    const result = (await respond.json()) as {
      request: { status: string }
      appointment: { id: number; status: string }
    }
    expect(result.request.status).toBe('accepted')
    expect(result.appointment.status).toBe('confirmed')
    expect((await outboxTo(groomer.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/vous propose ses disponibilités$/),
    )
    const toAttendee = await outboxTo(attendee.email)
    expect(toAttendee.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Rendez-vous confirmé le /),
      expect.stringMatching(/vous propose un rendez-vous le /),
      expect.stringMatching(/^Vos disponibilités sont envoyées à /),
    ])
    expect(toAttendee[1].html).toContain(`/events-responses/${request.reference}`)
  })

  it('refuses past ranges, ranges shorter than the motive and an empty list', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const send = async (ranges: unknown) =>
      sendAvailabilities(
        jsonRequest(
          `/api/v1/attendees/${attendee.id}/availabilities`,
          { groomer: groomer.id, motive: motive.id, ranges },
          { headers: await bearer('attendees', attendee.email) },
        ),
        params({ id: String(attendee.id) }),
      )
    expect((await send([])).status).toBe(400)
    expect((await send([{ start: '2020-01-01T10:00:00Z', end: '2020-01-01T12:00:00Z' }])).status).toBe(400)
    expect(
      (await send([{ start: nextWeekday(5, 10), end: nextWeekday(5, 10).replace('T10:00', 'T10:30') }])).status,
    ).toBe(400)
    const sunday = await send([{ start: nextWeekday(7, 10), end: nextWeekday(7, 12) }])
    expect(sunday.status).toBe(400)
    expect(await sunday.json()).toMatchObject({
      fields: { 'ranges.0.start': 'Les rendez-vous ne se prennent pas le dimanche.' },
    })
    // Another attendee's id with my session, and no session: nothing is written.
    const other = await verifiedAttendee(payload)
    const asOther = await sendAvailabilities(
      jsonRequest(
        `/api/v1/attendees/${other.id}/availabilities`,
        { groomer: groomer.id, motive: motive.id, ranges: [{ start: nextWeekday(5, 10), end: nextWeekday(5, 12) }] },
        { headers: await bearer('attendees', attendee.email) },
      ),
      params({ id: String(other.id) }),
    )
    expect(asOther.status).toBe(403)
    expect(
      (
        await payload.count({
          collection: 'availability-requests',
          overrideAccess: true,
          where: { groomer: { equals: groomer.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
