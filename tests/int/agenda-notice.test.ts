import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as appointmentAction } from '../../src/app/api/v1/users/[id]/agenda/appointments/[appointmentId]/[action]/route'
import { POST as createRoute } from '../../src/app/api/v1/users/[id]/agenda/appointments/route'
import { ALREADY_OVER } from '../../src/server/agenda/appointments'
import { MANUAL_WARNINGS } from '../../src/server/agenda/manualWarnings'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

// Issue 29 item 2: a move or a hand-made booking tells the customer only by the channels the groomer
// ticked in « Prévenir le client ? » (remembered for next time), never of a visit already begun.

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Headers = Record<string, string>
type Answer = { error?: string; warnings?: string[]; appointment?: { id: number } }

const base = (groomer: number) => `/api/v1/users/${groomer}/agenda`
const create = (groomer: number, data: unknown, headers: Headers) =>
  createRoute(jsonRequest(`${base(groomer)}/appointments`, data, { headers }), params({ id: String(groomer) }))
const act = (groomer: number, appointment: number, action: string, headers: Headers, data: unknown = {}) =>
  appointmentAction(
    jsonRequest(`${base(groomer)}/appointments/${appointment}/${action}`, data, { headers }),
    params({ id: String(groomer), appointmentId: String(appointment), action }),
  )
const answer = async (response: Response) => (await response.json()) as Answer

/** What the outbox holds for `to` on one channel (e-mail address or E.164 number). */
const sent = async (to: string, channel: 'email' | 'sms') =>
  (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      depth: 0,
      limit: 50,
      where: { and: [{ to: { contains: to } }, { channel: { equals: channel } }] },
    })
  ).docs

const tuesday = (hour: number, weeksAhead = 1) =>
  DateTime.fromISO(nextWeekday(2, hour, 3 + 7 * weeksAhead), { zone: 'Europe/Paris' }).toFormat("yyyy-MM-dd'T'HH:mm")
const national = (e164: string) => `0${e164.slice(3)}`

async function remembered(groomerId: number) {
  const groomer = await payload.findByID({ collection: 'users', id: groomerId, overrideAccess: true, depth: 0 })
  return { sms: groomer.customerMessages?.agendaSms, email: groomer.customerMessages?.agendaEmail }
}

describe('« Prévenir le client ? »', () => {
  it('a move tells the customer only by the channels ticked; the answer is remembered and used when none is given', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const mobile = uniqueMobile()
    const attendee = await verifiedAttendee(payload, mobile)
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: DateTime.fromISO(tuesday(10), { zone: 'Europe/Paris' }).toISO() ?? '',
      pet: PET,
      note: '',
    })
    const headers = await bearer('users', groomer.email)
    const moves = async () =>
      (await sent(attendee.email, 'email')).filter((mail) => mail.subject?.startsWith('Rendez-vous déplacé'))
    const texts = async () => (await sent(mobile, 'sms')).filter((sms) => /déplacé/.test(sms.text ?? ''))
    expect(await remembered(groomer.id)).toEqual({ sms: true, email: true })

    // E-mail only: no SMS.
    const first = await act(groomer.id, booked.id, 'move', headers, {
      start: tuesday(11),
      notify: { sms: false, email: true },
    })
    expect(first.status).toBe(200)
    expect(await moves()).toHaveLength(1)
    expect(await texts()).toHaveLength(0)
    expect(await remembered(groomer.id)).toEqual({ sms: false, email: true })

    // No answer (an older client): the last one.
    expect((await act(groomer.id, booked.id, 'move', headers, { start: tuesday(15) })).status).toBe(200)
    expect(await moves()).toHaveLength(2)
    expect(await texts()).toHaveLength(0)

    // « Ne pas prévenir »: nothing at all, and remembered.
    expect(
      (await act(groomer.id, booked.id, 'move', headers, { start: tuesday(16), notify: { sms: false, email: false } }))
        .status,
    ).toBe(200)
    expect(await moves()).toHaveLength(2)
    expect(await texts()).toHaveLength(0)
    expect(await remembered(groomer.id)).toEqual({ sms: false, email: false })

    // A move into closed hours is made, with the hand-made booking's warning; SMS alone this time.
    const late = await act(groomer.id, booked.id, 'move', headers, {
      start: tuesday(19),
      notify: { sms: true, email: false },
    })
    expect(late.status).toBe(200)
    expect((await answer(late)).warnings).toEqual([MANUAL_WARNINGS.closed])
    expect(await texts()).toHaveLength(1)
    expect(await moves()).toHaveLength(2)

    // A bad answer is a 400 with its field, and moves nothing.
    const bad = await act(groomer.id, booked.id, 'move', headers, { start: tuesday(10), notify: { sms: 'oui' } })
    expect(bad.status).toBe(400)
  })

  it('a hand-made booking tells by the channels ticked; a visit typed in after the fact tells nobody and, once over, is neither moved nor cancelled', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const mobile = uniqueMobile()
    const email = `notice-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.fr`
    const manual = (start: string, notify: { sms: boolean; email: boolean }) => ({
      motive: motive.id,
      start,
      customerName: 'Mme Durand',
      customerPhone: national(mobile),
      customerEmail: email,
      pet: { name: 'Rex', species: 'dog', size: '' },
      notify,
    })

    const lastWeek = DateTime.now()
      .setZone('Europe/Paris')
      .minus({ weeks: 1 })
      .set({ hour: 10, minute: 0 })
      .toFormat("yyyy-MM-dd'T'HH:mm")
    const typedLate = await create(groomer.id, manual(lastWeek, { sms: true, email: true }), headers)
    expect(typedLate.status).toBe(201)
    const past = await answer(typedLate)
    expect(past.warnings).toContain(MANUAL_WARNINGS.past)
    expect(await sent(email, 'email')).toHaveLength(0)
    expect(await sent(mobile, 'sms')).toHaveLength(0)

    // Over: no move, no cancellation (409), and it stays as it was.
    const move = await act(groomer.id, past.appointment!.id, 'move', headers, {
      start: tuesday(10),
      notify: { sms: true, email: true },
    })
    expect(move.status).toBe(409)
    expect((await answer(move)).error).toBe(ALREADY_OVER)
    expect((await act(groomer.id, past.appointment!.id, 'cancel', headers)).status).toBe(409)
    expect(
      (await payload.findByID({ collection: 'appointments', id: past.appointment!.id, overrideAccess: true })).status,
    ).toBe('confirmed')

    // A coming one, SMS only.
    expect((await create(groomer.id, manual(tuesday(10), { sms: true, email: false }), headers)).status).toBe(201)
    expect((await sent(mobile, 'sms')).map((sms) => sms.text)).toEqual([expect.stringContaining('est confirmé')])
    expect(await sent(email, 'email')).toHaveLength(0)
    expect(await remembered(groomer.id)).toEqual({ sms: true, email: false })
  })
})
