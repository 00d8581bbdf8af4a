import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as bookingAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { POST as sendAvailabilities } from '../../src/app/api/v1/attendees/[id]/availabilities/route'
import { PUT as profileRoute } from '../../src/app/api/v1/users/[id]/route'
import { POST as agendaAction } from '../../src/app/api/v1/users/[id]/agenda/appointments/[appointmentId]/[action]/route'
import { POST as createRoute } from '../../src/app/api/v1/users/[id]/agenda/appointments/route'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Headers = Record<string, string>

const answer = (reference: string, action: string, headers: Headers, body: unknown = {}) =>
  bookingAction(
    jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, { headers }),
    params({ reference, action }),
  )
const agenda = (groomer: number, appointment: number, action: string, headers: Headers, body: unknown = {}) =>
  agendaAction(
    jsonRequest(`/api/v1/users/${groomer}/agenda/appointments/${appointment}/${action}`, body, { headers }),
    params({ id: String(groomer), appointmentId: String(appointment), action }),
  )
const createByHand = (groomer: number, body: unknown, headers: Headers) =>
  createRoute(
    jsonRequest(`/api/v1/users/${groomer}/agenda/appointments`, body, { headers }),
    params({ id: String(groomer) }),
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

/** An online request of a fresh attendee with their own verified mobile, waiting for validation. */
async function requested(phone = uniqueMobile()) {
  const { groomer, motive } = await bookableGroomer(payload, { phone: '01 23 45 67 89' })
  const attendee = await verifiedAttendee(payload, phone)
  const appointment = await createBooking(attendee, {
    groomer: groomer.id,
    motive: motive.id,
    start: nextWeekday(2, 10),
    pet: PET,
    note: '',
  })
  return { groomer, motive, attendee, appointment, phone, headers: await bearer('users', groomer.email) }
}

describe('the customer is told by e-mail and SMS, in the groomer’s wording', () => {
  it('validation sends the confirmation e-mail and the groomer’s confirmation SMS, once', async () => {
    const { groomer, attendee, appointment, phone, headers } = await requested()
    await payload.create({
      collection: 'message-templates',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        channel: 'sms',
        purpose: 'confirmation',
        body: 'Salon Léa : RDV {date} {heure} confirmé pour {animal}.',
        active: true,
      },
    })
    expect((await answer(appointment.reference, 'validate', headers)).status).toBe(200)
    const day = DateTime.fromISO(appointment.start).setZone('Europe/Paris').setLocale('fr')
    // The request was acknowledged when sent; the groomer's confirmation follows.
    const [received, sms] = await sent(phone, 'sms')
    expect(received?.text).toMatch(/^Demande envoyée à .+ : .+ à 10:00, à valider\. Suivi : http.+\/appointments\/RDV-/)
    expect(sms?.text).toBe(`Salon Léa : RDV ${day.toFormat('cccc d LLLL yyyy')} 10:00 confirmé pour Filou.`)
    const emails = await sent(attendee.email, 'email')
    expect(emails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Rendez-vous confirmé le /))
    // One greeting everywhere: the first name.
    expect(emails.at(-1)?.text).toContain(`Bonjour ${attendee.firstName},`)
    // The same answer again is refused, and nothing leaves twice.
    expect((await answer(appointment.reference, 'validate', headers)).status).toBe(409)
    expect(await sent(phone, 'sms')).toHaveLength(2)
  })

  it('refusal, move (each time) and cancellation are texted; a channel turned off sends nothing', async () => {
    const refused = await requested()
    expect(
      (await answer(refused.appointment.reference, 'refuse', refused.headers, { reason: 'Complet ce jour-là' })).status,
    ).toBe(200)
    expect((await sent(refused.phone, 'sms')).map((sms) => sms.text)).toEqual([
      expect.stringMatching(/^Demande envoyée/),
      expect.stringContaining('Complet ce jour-là'),
    ])

    const { groomer, attendee, appointment, phone, headers } = await requested()
    expect((await answer(appointment.reference, 'validate', headers)).status).toBe(200)
    const later = DateTime.fromISO(appointment.start).plus({ hours: 4 })
    expect((await agenda(groomer.id, appointment.id, 'move', headers, { start: later.toISO() })).status).toBe(200)
    expect((await agenda(groomer.id, appointment.id, 'move', headers, { start: appointment.start })).status).toBe(200)
    const texts = (await sent(phone, 'sms')).map((sms) => sms.text)
    expect(texts).toHaveLength(4)
    expect(texts.slice(2)).toEqual([
      expect.stringMatching(/déplacé au .+ à 14:00/),
      expect.stringMatching(/déplacé au .+ à 10:00/),
    ])

    // The groomer turns SMS off (their settings API): the cancellation goes by e-mail only.
    const off = await profileRoute(
      jsonRequest(
        `/api/v1/users/${groomer.id}`,
        { user: { customerMessages: { bySms: false } } },
        { method: 'PUT', headers },
      ),
      params({ id: String(groomer.id) }),
    )
    expect(off.status).toBe(200)
    expect((await agenda(groomer.id, appointment.id, 'cancel', headers)).status).toBe(200)
    expect(await sent(phone, 'sms')).toHaveLength(4)
    expect((await sent(attendee.email, 'email')).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Rendez-vous du .+ annulé$/),
    )
  })

  it('a request, each postponement and sent availabilities are acknowledged by e-mail and SMS, with the reference and the link', async () => {
    const { attendee, appointment, phone, groomer, motive } = await requested()
    const [mail] = await sent(attendee.email, 'email')
    expect(mail?.subject).toMatch(/^Demande envoyée à .+ pour le .+ à 10:00$/)
    expect(mail?.text).toContain(`Bonjour ${attendee.firstName},`)
    expect(mail?.text).toContain('Le toiletteur doit la valider')
    expect(mail?.text).toContain(appointment.reference)
    expect(mail?.text).toContain(`/appointments/${appointment.reference}`)

    const attendeeHeaders = await bearer('attendees', attendee.email)
    const later = DateTime.fromISO(appointment.start).plus({ hours: 2 })
    expect((await answer(appointment.reference, 'postpone', attendeeHeaders, { start: later.toISO() })).status).toBe(
      200,
    )
    expect(
      (await answer(appointment.reference, 'postpone', attendeeHeaders, { start: appointment.start })).status,
    ).toBe(200)
    const texts = (await sent(phone, 'sms')).map((sms) => sms.text)
    expect(texts).toEqual([
      expect.stringMatching(/^Demande envoyée/),
      expect.stringMatching(/^Report demandé au .+ à 12:00/),
      expect.stringMatching(/^Report demandé au .+ à 10:00/),
    ])
    const subjects = (await sent(attendee.email, 'email')).map((email) => email.subject)
    expect(subjects.filter((subject) => subject?.startsWith('Report demandé au '))).toHaveLength(2)

    const ranges = [{ start: nextWeekday(4, 9), end: nextWeekday(4, 12) }]
    const availability = await sendAvailabilities(
      jsonRequest(
        `/api/v1/attendees/${attendee.id}/availabilities`,
        { groomer: groomer.id, motive: motive.id, ranges, note: '' },
        { headers: attendeeHeaders },
      ),
      params({ id: String(attendee.id) }),
    )
    expect(availability.status).toBe(201)
    const ack = (await sent(attendee.email, 'email')).at(-1)
    expect(ack?.subject).toMatch(/^Vos disponibilités sont envoyées à /)
    expect(ack?.text).toContain('/participant/mes-rdvs')
    expect((await sent(phone, 'sms')).at(-1)?.text).toMatch(
      /^Vos disponibilités sont envoyées à .+ : http.+\/participant\/mes-rdvs$/,
    )
  })

  it('an unverified number is never texted', async () => {
    const { attendee, appointment, phone, headers } = await requested()
    await payload.update({
      collection: 'attendees',
      id: attendee.id,
      overrideAccess: true,
      data: { phoneVerified: false },
    })
    const before = (await sent(phone, 'sms')).length
    expect((await answer(appointment.reference, 'validate', headers)).status).toBe(200)
    expect(await sent(phone, 'sms')).toHaveLength(before)
    expect(await sent(attendee.email, 'email')).not.toHaveLength(0)
  })

  it('a hand-made booking with a contact gets the same confirmation, by e-mail and SMS', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const mobile = uniqueMobile()
    const email = `client-${Date.now()}@example.fr`
    const start = DateTime.fromISO(nextWeekday(3, 11)).setZone('Europe/Paris').toFormat("yyyy-MM-dd'T'HH:mm")
    const response = await createByHand(
      groomer.id,
      {
        motive: motive.id,
        start,
        customerName: 'Chloé Durand',
        customerPhone: mobile,
        customerEmail: email,
        pet: { name: 'Rex', species: 'dog', size: '' },
        note: '',
      },
      headers,
    )
    expect(response.status).toBe(201)
    const [sms] = await sent(mobile, 'sms')
    expect(sms?.text).toMatch(/est confirmé/)
    const [mail] = await sent(email, 'email')
    expect(mail?.subject).toMatch(/^Rendez-vous confirmé le /)
    expect(mail?.text).toContain('Bonjour Chloé,')
  })
})
