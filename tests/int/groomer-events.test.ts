import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import EventActionPage from '../../src/app/(site)/(public)/user/event-action/page'
import { POST as eventAction } from '../../src/app/api/v1/event-action/route'
import { GET as futureCount } from '../../src/app/api/v1/users/[id]/events-futur-count/route'
import { signActionLink } from '../../src/server/notifications/actionLinks'
import { dayAndWeek, monthFigures } from '../../src/server/appointments/dashboard'
import { groomerEvents } from '../../src/server/appointments/groomerEvents'
import { loginRedirectFor } from '../../src/server/auth/protectedRoutes'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAppointment, createAttendee, createGroomer, createPractice } from '../../scripts/lib/people'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { outboxTo, stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const iso = (dateTime: DateTime) => dateTime.toUTC().toISO() ?? ''
const hoursFromNow = (hours: number) => DateTime.now().plus({ hours })

/** An appointment of `groomer` starting `hours` from now, one hour long. */
const appointmentIn = (
  groomer: AuthenticatedPerson,
  hours: number,
  status: 'pending' | 'confirmed' | 'cancelled' | 'refused' = 'confirmed',
  attendee?: number,
) =>
  createAppointment(payload, {
    groomer: Number(groomer.id),
    attendee,
    start: iso(hoursFromNow(hours)),
    end: iso(hoursFromNow(hours + 1)),
    status,
  })

describe('/user/events groups', () => {
  it('splits the groomer’s own appointments into waiting, upcoming and past, with "voir plus" for the past', async () => {
    const practice = await createPractice(payload)
    const groomer = {
      ...(await createGroomer(payload, { practice: practice.id })),
      team: practice.id,
    } as AuthenticatedPerson
    const colleague = {
      ...(await createGroomer(payload, { practice: practice.id })),
      team: practice.id,
    } as AuthenticatedPerson
    const customer = await createAttendee(payload)
    const pending = await appointmentIn(groomer, 48, 'pending', Number(customer.id))
    const confirmed = await appointmentIn(groomer, 72, 'confirmed')
    const cancelledFuture = await appointmentIn(groomer, 96, 'cancelled')
    const past = []
    for (let n = 1; n <= 12; n++) past.push(await appointmentIn(groomer, -24 * n, n === 3 ? 'refused' : 'confirmed'))
    const colleagues = await appointmentIn(colleague, 48, 'pending')

    const events = await groomerEvents(groomer, new Date())
    expect(events.toValidate.map((a) => a.id)).toEqual([pending.id])
    // The groomer reads the name and phone of whoever booked, never more (attendee accounts are otherwise private).
    expect(events.toValidate[0].attendee).toMatchObject({ firstName: 'Paul', lastName: 'Client' })
    expect(events.toValidate[0].attendee).not.toHaveProperty('email')
    expect(events.upcoming.map((a) => a.id)).toEqual([confirmed.id])
    expect(events.past.map((a) => a.id)).toEqual(past.slice(0, 10).map((a) => a.id))
    expect(events.morePast).toBe(true)
    const all = await groomerEvents(groomer, new Date(), 20)
    expect(all.past).toHaveLength(12)
    expect(all.morePast).toBe(false)
    // The coming ones page too: the totals count every one, the list shows the first pages.
    const second = await appointmentIn(groomer, 120, 'confirmed')
    const firstPage = await groomerEvents(groomer, new Date(), 10, 1)
    expect(firstPage.upcoming.map((a) => a.id)).toEqual([confirmed.id])
    expect(firstPage).toMatchObject({ upcomingTotal: 2, toValidateTotal: 1 })
    expect((await groomerEvents(groomer, new Date(), 10, 2)).upcoming.map((a) => a.id)).toEqual([
      confirmed.id,
      second.id,
    ])
    const shown = [...all.toValidate, ...all.upcoming, ...all.past].map((a) => a.id)
    expect(shown).not.toContain(cancelledFuture.id)
    // A practice member reads colleagues' appointments elsewhere, but only answers their own here.
    expect(shown).not.toContain(colleagues.id)
    const theirs = await groomerEvents(colleague, new Date())
    expect(theirs.toValidate.map((a) => a.id)).toEqual([colleagues.id])
    const stranger = await createGroomer(payload)
    const strangers = await groomerEvents(stranger, new Date())
    expect([...strangers.toValidate, ...strangers.upcoming, ...strangers.past]).toHaveLength(0)
  })

  it('keeps /user/events and /user/dashboard behind the groomer login, the e-mail link page open', () => {
    const anonymous = () => false
    expect(loginRedirectFor('/user/events', anonymous)).toBe('/user/connexion?redirect=%2Fuser%2Fevents')
    expect(loginRedirectFor('/user/dashboard', (cookie) => cookie === 'attendee_token')).toBe(
      '/user/connexion?redirect=%2Fuser%2Fdashboard',
    )
    expect(loginRedirectFor('/user/event-action', anonymous)).toBeNull()
  })
})

describe('dashboard', () => {
  // Fixed clock and zone: Wednesday 17 March 2032, 10:00 in Paris.
  const now = DateTime.fromISO('2032-03-17T10:00', { zone: 'Europe/Paris' })
  const at = (local: string) => DateTime.fromISO(local, { zone: 'Europe/Paris' })
  const make = (
    groomer: AuthenticatedPerson,
    local: string,
    data: { status?: 'pending' | 'confirmed' | 'cancelled'; attendee?: number } = {},
  ) =>
    createAppointment(payload, {
      groomer: Number(groomer.id),
      start: iso(at(local)),
      end: iso(at(local).plus({ minutes: 30 })),
      status: data.status ?? 'confirmed',
      attendee: data.attendee,
    })

  it('lists today in the groomer’s zone and the next 7 days', async () => {
    const groomer = await createGroomer(payload)
    const early = await make(groomer, '2032-03-17T08:00')
    const late = await make(groomer, '2032-03-17T23:30') // 22:30 UTC: still today in Paris
    const tomorrow = await make(groomer, '2032-03-18T00:15') // 23:15 UTC on the 17th: tomorrow in Paris
    const inSeven = await make(groomer, '2032-03-24T18:00')
    await make(groomer, '2032-03-25T09:00') // eighth day: not shown
    await make(groomer, '2032-03-19T09:00', { status: 'cancelled' })
    const { today, coming } = await dayAndWeek(groomer, now.toJSDate())
    expect(today.map((a) => a.id)).toEqual([early.id, late.id])
    expect(coming.map((a) => a.id)).toEqual([tomorrow.id, inSeven.id])
  })

  it('counts the month’s appointments, new customers and calls', async () => {
    const groomer = await createGroomer(payload)
    const [returning, newcomer, cancelledOnly] = await Promise.all([
      createAttendee(payload),
      createAttendee(payload),
      createAttendee(payload),
    ])
    await make(groomer, '2032-02-10T10:00', { attendee: Number(returning.id) }) // last month: not new
    await make(groomer, '2032-03-05T10:00', { attendee: Number(returning.id) })
    await make(groomer, '2032-03-20T10:00', { attendee: Number(newcomer.id), status: 'pending' })
    await make(groomer, '2032-03-25T10:00', { attendee: Number(newcomer.id) })
    await make(groomer, '2032-03-26T10:00', { attendee: Number(cancelledOnly.id), status: 'cancelled' })
    await make(groomer, '2032-04-01T00:30', { attendee: Number(cancelledOnly.id) }) // 31 March 22:30 UTC: April in Paris
    const call = (startedAt: string) =>
      payload.create({
        collection: 'calls',
        overrideAccess: true,
        data: { groomer: Number(groomer.id), from: '+33612345678', startedAt: iso(at(startedAt)) },
      })
    await call('2032-03-01T00:10')
    await call('2032-03-16T15:00')
    await call('2032-02-29T23:50')
    const other = await createGroomer(payload)
    await make(other, '2032-03-18T10:00', { attendee: Number(newcomer.id) })

    expect(await monthFigures(groomer, now.toJSDate())).toEqual({ appointments: 3, newCustomers: 1, calls: 2 })
    expect(await monthFigures(other, now.toJSDate())).toEqual({ appointments: 1, newCustomers: 1, calls: 0 })
    expect(await monthFigures(await createGroomer(payload), now.toJSDate())).toEqual({
      appointments: 0,
      newCustomers: 0,
      calls: 0,
    })
  })
})

describe('one-click answer from the groomer’s e-mail', () => {
  async function booked(hour = 10) {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const appointment = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, hour),
      pet: PET,
      note: '',
    })
    return { groomer, attendee, appointment }
  }

  /** The two links of the groomer's "new booking" e-mail, as query objects. */
  async function mailedLinks(groomerEmail: string) {
    const notice = (await outboxTo(groomerEmail)).find((mail) =>
      (mail.subject ?? '').startsWith('Nouvelle demande de rendez-vous'),
    )
    const urls = [...(notice?.html ?? '').matchAll(/href="([^"]*\/user\/event-action\?[^"]*)"/g)].map(
      (match) => new URL(match[1].replace(/&amp;/g, '&')),
    )
    const byAction = Object.fromEntries(
      urls.map((url) => [url.searchParams.get('action'), Object.fromEntries(url.searchParams)]),
    )
    return byAction as Record<'valider' | 'refuser', Record<string, string>>
  }

  const post = (body: unknown) => eventAction(jsonRequest('/api/v1/event-action', body))
  const openPage = (query: Record<string, string>) => EventActionPage({ searchParams: Promise.resolve(query) })

  it('validates from the e-mail link once: opening the page changes nothing, the confirm button does; a replay is refused', async () => {
    const { groomer, attendee, appointment } = await booked()
    const links = await mailedLinks(groomer.email)
    expect(links.valider).toMatchObject({
      ref: appointment.reference,
      action: 'valider',
      exp: expect.stringMatching(/^\d+$/),
      sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(links.refuser).toMatchObject({ ref: appointment.reference, action: 'refuser' })
    expect(Number(links.valider.exp) * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000)

    // GET (mail scanners open links): the page renders the confirmation button, nothing is written.
    await openPage(links.valider)
    await openPage(links.valider)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'pending' })
    expect(
      (await outboxTo(attendee.email)).filter((mail) => (mail.subject ?? '').startsWith('Rendez-vous confirmé')),
    ).toHaveLength(0)

    const response = await post(links.valider)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      message: 'Rendez-vous confirmé, le client a reçu son e-mail de confirmation.',
      appointment: { status: 'confirmed' },
    })
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'confirmed' })
    const confirmations = (await outboxTo(attendee.email)).filter((mail) =>
      (mail.subject ?? '').startsWith('Rendez-vous confirmé'),
    )
    expect(confirmations).toHaveLength(1)
    expect((confirmations[0].meta as { attachments: { filename: string }[] }).attachments[0].filename).toBe(
      'rendez-vous.ics',
    )

    // Replayed, or the refusal link after validation: refused, nothing more sent.
    const replay = await post(links.valider)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toMatchObject({
      error: 'Vous avez déjà répondu à cette demande : rien n’a été modifié.',
    })
    expect((await post({ ...links.refuser, reason: 'Complet ce jour-là.' })).status).toBe(409)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'confirmed' })
    expect(
      (await outboxTo(attendee.email)).filter((mail) => (mail.subject ?? '').startsWith('Rendez-vous confirmé')),
    ).toHaveLength(1)
  })

  it('refuses only with a reason, which the attendee receives', async () => {
    const { groomer, attendee, appointment } = await booked()
    const { refuser } = await mailedLinks(groomer.email)
    const missing = await post(refuser)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fields: { reason: expect.stringContaining('raison') } })
    expect((await post({ ...refuser, reason: '  ' })).status).toBe(400)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'pending' })
    const response = await post({ ...refuser, reason: 'Je suis en congé ce jour-là.' })
    expect(response.status).toBe(200)
    expect(await stored('appointments', appointment.id)).toMatchObject({
      status: 'refused',
      refusalReason: 'Je suis en congé ce jour-là.',
    })
    expect((await outboxTo(attendee.email))[0].html).toContain('Je suis en congé ce jour-là.')
  })

  it('refuses forged, expired, other groomers’ and tampered links without changing anything', async () => {
    const { groomer, appointment } = await booked()
    const stranger = await createGroomer(payload)
    const { valider } = await mailedLinks(groomer.email)
    const query = (text: string) => Object.fromEntries(new URLSearchParams(text))
    const flipped = `${valider.sig.slice(0, -1)}${valider.sig.endsWith('0') ? '1' : '0'}`
    const cases: [string, Record<string, string>, number][] = [
      ['forged signature', { ...valider, sig: flipped }, 403],
      ['action swapped', { ...valider, action: 'refuser', reason: 'Complet.' }, 403],
      ['expiry pushed back', { ...valider, exp: String(Number(valider.exp) + 3600) }, 403],
      ['signed for another groomer', query(signActionLink(appointment.reference, 'valider', Number(stranger.id))), 403],
      [
        'expired',
        query(signActionLink(appointment.reference, 'valider', groomer.id, new Date(Date.now() - 8 * 24 * 3600_000))),
        410,
      ],
      ['unknown reference', query(signActionLink('RDV-XXXX-XXXX-XXXX', 'valider', groomer.id)), 403],
    ]
    for (const [name, body, status] of cases) {
      const response = await post(body)
      expect(response.status, name).toBe(status)
      expect(await response.json(), name).toMatchObject({ error: expect.stringMatching(/lien/), fields: {} })
    }
    for (const body of [
      {},
      { ...valider, action: 'supprimer' },
      { ...valider, sig: 'abc' },
      { ...valider, exp: 'demain' },
    ]) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: expect.any(String), fields: expect.any(Object) })
    }
    const malformed = await eventAction(jsonRequest('/api/v1/event-action', '{not json'))
    expect(malformed.status).toBe(400)
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'pending' })
  })

  it('a cancelled appointment cannot be answered', async () => {
    const { groomer, attendee, appointment } = await booked()
    const { valider } = await mailedLinks(groomer.email)
    const cancelled = await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled', cancelledBy: 'attendee' },
    })
    expect(cancelled.status).toBe('cancelled')
    const response = await post(valider)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: 'Ce rendez-vous a été annulé : rien n’a été modifié.' })
    expect(await stored('appointments', appointment.id)).toMatchObject({ status: 'cancelled' })
    expect(
      (await outboxTo(attendee.email)).filter((mail) => (mail.subject ?? '').startsWith('Rendez-vous confirmé')),
    ).toHaveLength(0)
  })
})

describe('GET /api/v1/users/{_id}/events-futur-count', () => {
  let owner: AuthenticatedPerson
  let colleague: AuthenticatedPerson
  let stranger: AuthenticatedPerson

  beforeAll(async () => {
    const practice = await createPractice(payload)
    ;[owner, colleague, stranger] = await Promise.all([
      createGroomer(payload, { practice: practice.id }),
      createGroomer(payload, { practice: practice.id, published: false }),
      createGroomer(payload),
    ])
    const attendee = await createAttendee(payload)
    await appointmentIn(owner, 24, 'pending', Number(attendee.id))
    await appointmentIn(owner, 48, 'confirmed')
    await appointmentIn(owner, 72, 'cancelled')
    await appointmentIn(owner, 96, 'refused')
    await appointmentIn(owner, -24, 'confirmed')
    await appointmentIn(colleague, 30, 'confirmed')
    await appointmentIn(stranger, 30, 'confirmed')
  })

  const count = (id: number | string, query: string, headers: Record<string, string> = {}) =>
    futureCount(getRequest(`/api/v1/users/${id}/events-futur-count${query}`, headers), params({ id: String(id) }))

  it('counts future pending and confirmed appointments per requested member of the practice', async () => {
    const headers = await bearer('users', owner.email)
    const response = await count(owner.id, `?ids[]=${owner.id}&ids[]=${colleague.id}`, headers)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      u_f_e_c: [
        { user: owner.id, count: 2 },
        { user: colleague.id, count: 1 },
      ],
      count: 3,
    })
    expect(await (await count(owner.id, '', headers)).json()).toEqual({
      u_f_e_c: [{ user: owner.id, count: 2 }],
      count: 2,
    })
    expect(await (await count(owner.id, `?ids=${colleague.id}`, headers)).json()).toEqual({
      u_f_e_c: [{ user: colleague.id, count: 1 }],
      count: 1,
    })
    const theirs = await count(colleague.id, `?ids[]=${owner.id}`, await bearer('users', colleague.email))
    expect(await theirs.json()).toEqual({ u_f_e_c: [{ user: owner.id, count: 2 }], count: 2 })
  })

  it('answers 401 without a groomer session, 403 for another groomer or an id outside the practice, 400 for a bad id', async () => {
    const headers = await bearer('users', owner.email)
    expect((await count(owner.id, `?ids[]=${owner.id}`)).status).toBe(401)
    const attendee = await createAttendee(payload)
    expect((await count(owner.id, `?ids[]=${owner.id}`, await bearer('attendees', attendee.email))).status).toBe(401)
    expect((await count(owner.id, `?ids[]=${owner.id}`, { authorization: 'Bearer forged.token.value' })).status).toBe(
      401,
    )
    const other = await count(stranger.id, `?ids[]=${stranger.id}`, headers)
    expect(other.status).toBe(403)
    expect(await other.json()).toMatchObject({ error: expect.any(String), fields: {} })
    const outside = await count(owner.id, `?ids[]=${owner.id}&ids[]=${stranger.id}`, headers)
    expect(outside.status).toBe(403)
    expect(await outside.json()).toMatchObject({ fields: { ids: expect.any(String) } })
    expect((await count(stranger.id, `?ids[]=${owner.id}`, await bearer('users', stranger.email))).status).toBe(403)
    const bad = await count(owner.id, '?ids[]=abc', headers)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { 'ids.0': expect.any(String) } })
  })
})
