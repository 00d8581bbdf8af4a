import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  INT_PUSH_PORT,
  type PushService,
  startPushService,
  TEST_VAPID_KEYS,
  testSubscription,
} from '../../scripts/lib/pushService'
import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { POST as eventAction } from '../../src/app/api/v1/event-action/route'
import { GET as getOwnerPush, PUT as putOwnerPush } from '../../src/app/api/v1/attendees/[id]/push/route'
import {
  DELETE as ownerUnsubscribe,
  POST as ownerSubscribe,
} from '../../src/app/api/v1/attendees/[id]/push/subscriptions/route'
import { GET as getPush } from '../../src/app/api/v1/users/[id]/push/route'
import { DELETE as unsubscribe, POST as subscribe } from '../../src/app/api/v1/users/[id]/push/subscriptions/route'
import { POST as testPush } from '../../src/app/api/v1/users/[id]/push/test/route'
import { GET as practiceMessages, POST as sendPracticeMessage } from '../../src/app/api/v1/teams/[id]/messages/route'
import { markPracticeMessagesRead, unreadPracticeMessages } from '../../src/server/practices/messages'
import { loadParties } from '../../src/server/notifications/parties'
import { pushGroomerNotice } from '../../src/server/push/groomerNotice'
import { isAllowedEndpoint } from '../../src/server/push/endpoints'
import { createAppointment, createPractice } from '../../scripts/lib/people'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { outboxInOrder } from './helpers/records'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { book, choose, notifiedGroomer as notifiedGroomerOf, read, subscribeAs } from './helpers/groomerPush'

/** Issue 36 item 2: a groomer's phones told at once, by Web Push, of what owners do. */
let payload: Payload
let service: PushService

beforeAll(async () => {
  payload = await getTestPayload()
  service = await startPushService(INT_PUSH_PORT)
})

afterAll(async () => {
  await service.close()
})

const act = (reference: string, action: string, headers: Record<string, string>, body: unknown = {}) =>
  appointmentAction(
    jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, { headers }),
    params({ reference, action }),
  )

const notifiedGroomer = (endpointName?: string) => notifiedGroomerOf(payload, service, endpointName)

describe('push subscriptions', () => {
  it('accepts only the browsers’ push services (and the test host), never another address', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true)
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).toBe(true)
    expect(isAllowedEndpoint('https://web.push.apple.com/QGx')).toBe(true)
    expect(isAllowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true)
    expect(isAllowedEndpoint(`http://127.0.0.1:${INT_PUSH_PORT}/push/x`)).toBe(true)
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'https://localhost/push',
      'file:///etc/passwd',
      'pas une adresse',
    ])
      expect(isAllowedEndpoint(endpoint), endpoint).toBe(false)
  })

  it('a groomer subscribes their own browser only, with a clear error for a foreign endpoint', async () => {
    const { groomer } = await bookableGroomer(payload)
    const other = await bookableGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const phone = testSubscription(service.endpoint())
    const body = { endpoint: phone.endpoint, keys: phone.keys }
    expect(
      (
        await subscribe(
          jsonRequest(`/api/v1/users/${groomer.id}/push/subscriptions`, body),
          params({ id: String(groomer.id) }),
        )
      ).status,
    ).toBe(401)
    expect((await subscribeAs(other.groomer.id, headers, body)).status).toBe(403)
    const attendee = await verifiedAttendee(payload)
    expect((await subscribeAs(groomer.id, await bearer('attendees', attendee.email), body)).status).toBe(401)

    const refused = await subscribeAs(groomer.id, headers, { ...body, endpoint: 'http://169.254.169.254/latest' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.endpoint).toMatch(/pas pris en charge/)
    expect(
      (await subscribeAs(groomer.id, headers, { ...body, keys: { p256dh: 'court', auth: phone.keys.auth } })).status,
    ).toBe(400)
    // A secret of 12 bytes (web-push needs 16) and a key that is not a P-256 point: refused at once, not at each send.
    const short = Buffer.alloc(12, 1).toString('base64url')
    expect((await subscribeAs(groomer.id, headers, { ...body, keys: { ...phone.keys, auth: short } })).status).toBe(400)
    const notAPoint = Buffer.alloc(65, 5).toString('base64url')
    expect(
      (await subscribeAs(groomer.id, headers, { ...body, keys: { ...phone.keys, p256dh: notAPoint } })).status,
    ).toBe(400)
    // Bytes a btree cannot index (3 KB of CJK in 1,000 characters): a 400, not a database error.
    const wide = await subscribeAs(groomer.id, headers, {
      ...body,
      endpoint: `https://fcm.googleapis.com/${'漢'.repeat(970)}`,
    })
    expect(wide.status).toBe(400)

    expect((await subscribeAs(groomer.id, headers, body)).status).toBe(201)
    const state = await getPush(
      getRequest(`/api/v1/users/${groomer.id}/push?endpoint=${encodeURIComponent(phone.endpoint)}`, headers),
      params({ id: String(groomer.id) }),
    )
    expect(await state.json()).toMatchObject({
      publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY,
      devices: 1,
      thisDevice: true,
    })

    const removed = await unsubscribe(
      jsonRequest(
        `/api/v1/users/${groomer.id}/push/subscriptions`,
        { endpoint: phone.endpoint },
        { method: 'DELETE', headers },
      ),
      params({ id: String(groomer.id) }),
    )
    expect(removed.status).toBe(200)
    const { rows } = await payload.db.drizzle.execute(
      sql`select 1 from "push_subscriptions" where "endpoint" = ${phone.endpoint}`,
    )
    expect(rows).toHaveLength(0)
  })
})

describe('a groomer told at once', () => {
  it('a new request reaches their phone signed and encrypted, and « Valider » from it confirms the booking', async () => {
    const { groomer, motive, phone, attendee, owner } = await notifiedGroomer()
    const created = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(2, 10))
    expect(created.status).toBe(201)
    const { appointment } = (await created.json()) as { appointment: { reference: string } }

    const [push] = await service.waitFor(phone.endpoint)
    expect(push, 'no push received').toBeDefined()
    expect(push!.vapid).toMatchObject({
      aud: service.url,
      sub: 'mailto:contact@montoiletteur.fr',
      publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY,
    })
    expect(push!.vapid!.exp * 1000).toBeGreaterThan(Date.now())
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' })
    const message = read(push!, phone)
    expect(message).toMatchObject({
      tag: appointment.reference,
      url: '/user/events',
      validate: { ref: appointment.reference, action: 'valider' },
    })
    expect(message.title).toMatch(/^Nouvelle demande : /)
    expect(message.body).toContain(PET.name)
    expect(message.refuseUrl).toMatch(/^\/user\/event-action\?ref=.+&action=refuser&exp=\d+&sig=[0-9a-f]{64}$/)

    // What the service worker sends on « Valider »: the signed link alone, no session.
    const validated = await eventAction(jsonRequest('/api/v1/event-action', message.validate))
    expect(validated.status).toBe(200)
    expect(await validated.json()).toMatchObject({ appointment: { status: 'confirmed' } })
  })

  it('postponements and cancellations by the owner reach the phone; each switch turned off keeps its event away', async () => {
    const { groomer, motive, headers, phone, attendee, owner } = await notifiedGroomer()
    const created = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(2, 10))
    const { appointment } = (await created.json()) as { appointment: { reference: string } }
    await service.waitFor(phone.endpoint, 1)

    expect((await act(appointment.reference, 'postpone', owner, { start: nextWeekday(3, 11) })).status).toBe(200)
    const postponed = read((await service.waitFor(phone.endpoint, 2))[1]!, phone)
    expect(postponed.title).toMatch(/^Rendez-vous reporté au /)
    expect(postponed.body).toMatch(/^Était prévu le /)
    expect(postponed.validate).toBeDefined()

    expect((await act(appointment.reference, 'cancel', owner)).status).toBe(200)
    const cancelled = read((await service.waitFor(phone.endpoint, 3))[2]!, phone)
    expect(cancelled.title).toMatch(/^Rendez-vous annulé : /)
    expect(cancelled.validate).toBeUndefined()

    const off = { requests: false, postponements: true, cancellations: true, urgentRequestSms: false }
    expect((await choose(groomer.id, headers, off)).status).toBe(200)
    expect((await choose(groomer.id, headers, { ...off, requests: 'non' })).status).toBe(400)
    const again = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(4, 14))
    expect(again.status).toBe(201)
    // The phone heard nothing; the e-mail left.
    expect(await service.waitFor(phone.endpoint, 4, 1_000)).toHaveLength(3)
    const mails = await outboxInOrder(groomer.email, 'email')
    expect(mails.filter((mail) => (mail.subject ?? '').startsWith('Nouvelle demande')).length).toBe(2)
  })

  it('an endpoint the push service says is gone (410) is dropped on the first send', async () => {
    const { groomer, phone } = await notifiedGroomer(`${Date.now()}/gone`)
    const sent = await testPush(
      jsonRequest(`/api/v1/users/${groomer.id}/push/test`, {}, { headers: await bearer('users', groomer.email) }),
      params({ id: String(groomer.id) }),
    )
    expect(await sent.json()).toMatchObject({ sent: 0, dropped: 1 })
    // Five tests per ten minutes: the sixth waits.
    for (let i = 0; i < 4; i++)
      await testPush(
        jsonRequest(`/api/v1/users/${groomer.id}/push/test`, {}, { headers: await bearer('users', groomer.email) }),
        params({ id: String(groomer.id) }),
      )
    const sixth = await testPush(
      jsonRequest(`/api/v1/users/${groomer.id}/push/test`, {}, { headers: await bearer('users', groomer.email) }),
      params({ id: String(groomer.id) }),
    )
    expect(sixth.status).toBe(429)
    const { rows } = await payload.db.drizzle.execute(
      sql`select 1 from "push_subscriptions" where "endpoint" = ${phone.endpoint}`,
    )
    expect(rows).toHaveLength(0)
  })

  it('a request less than 24 hours ahead also goes by SMS to a groomer who asked for it, with a verified mobile', async () => {
    const { groomer, motive, headers, attendee, owner } = await notifiedGroomer()
    const mobile = uniqueMobile()
    await payload.update({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      data: { phone: mobile, phoneVerified: true },
    })
    const created = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(2, 10))
    const { appointment } = (await created.json()) as { appointment: { reference: string; start: string } }
    const { docs } = await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      where: { reference: { equals: appointment.reference } },
    })
    const parties = await loadParties(docs[0]!.id)
    const halfADayBefore = new Date(Date.parse(appointment.start) - 12 * 3600_000)
    const twoDaysBefore = new Date(Date.parse(appointment.start) - 48 * 3600_000)

    await pushGroomerNotice(parties, 'requested', undefined, halfADayBefore)
    expect(await outboxInOrder(mobile, 'sms')).toHaveLength(0)
    await choose(groomer.id, headers, {
      requests: true,
      postponements: true,
      cancellations: true,
      urgentRequestSms: true,
    })
    await pushGroomerNotice(parties, 'requested', undefined, twoDaysBefore)
    expect(await outboxInOrder(mobile, 'sms')).toHaveLength(0)
    await pushGroomerNotice(parties, 'requested', undefined, halfADayBefore)
    const [sms] = await outboxInOrder(mobile, 'sms')
    expect(sms?.text).toMatch(/^Mon Toiletteur : demande de rendez-vous .+ Répondez vite : http.+\/user\/events$/)
    // Once per appointment: a request told again (or moved back and forth) texts no more.
    await pushGroomerNotice(parties, 'requested', undefined, halfADayBefore)
    await pushGroomerNotice(parties, 'postponed', appointment.start, halfADayBefore)
    expect(await outboxInOrder(mobile, 'sms')).toHaveLength(1)
  })
})

describe('an owner told on their phone (opt-in)', () => {
  const ownerSubscribeAs = (attendeeId: number, headers: Record<string, string>, body: unknown) =>
    ownerSubscribe(
      jsonRequest(`/api/v1/attendees/${attendeeId}/push/subscriptions`, body, { headers }),
      params({ id: String(attendeeId) }),
    )
  const ownerChoose = (attendeeId: number, headers: Record<string, string>, body: unknown) =>
    putOwnerPush(
      jsonRequest(`/api/v1/attendees/${attendeeId}/push`, body, { method: 'PUT', headers }),
      params({ id: String(attendeeId) }),
    )

  it('subscribes their own browser only, and hears nothing before they do', async () => {
    const attendee = await verifiedAttendee(payload)
    const other = await verifiedAttendee(payload)
    const owner = await bearer('attendees', attendee.email)
    const phone = testSubscription(service.endpoint())
    const body = { endpoint: phone.endpoint, keys: phone.keys, device: 'Safari sur iPhone' }
    expect(
      (
        await ownerSubscribe(
          jsonRequest(`/api/v1/attendees/${attendee.id}/push/subscriptions`, body),
          params({ id: String(attendee.id) }),
        )
      ).status,
    ).toBe(401)
    expect((await ownerSubscribeAs(other.id, owner, body)).status).toBe(403)
    const { groomer } = await bookableGroomer(payload)
    expect((await ownerSubscribeAs(attendee.id, await bearer('users', groomer.email), body)).status).toBe(401)
    expect((await ownerSubscribeAs(attendee.id, owner, { ...body, endpoint: 'https://evil.example/x' })).status).toBe(
      400,
    )
    expect((await ownerChoose(attendee.id, owner, { confirmations: 'oui', ready: true })).status).toBe(400)

    const before = await getOwnerPush(
      getRequest(`/api/v1/attendees/${attendee.id}/push?endpoint=${encodeURIComponent(phone.endpoint)}`, owner),
      params({ id: String(attendee.id) }),
    )
    expect(await before.json()).toMatchObject({
      publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY,
      preferences: { confirmations: true, ready: true },
      devices: 0,
      thisDevice: false,
    })
    expect((await ownerSubscribeAs(attendee.id, owner, body)).status).toBe(201)
    const { rows } = await payload.db.drizzle.execute(
      sql`select "attendee_id", "groomer_id" from "push_subscriptions" where "endpoint" = ${phone.endpoint}`,
    )
    expect(rows).toEqual([{ attendee_id: attendee.id, groomer_id: null }])
    const removed = await ownerUnsubscribe(
      jsonRequest(
        `/api/v1/attendees/${attendee.id}/push/subscriptions`,
        { endpoint: phone.endpoint },
        { method: 'DELETE', headers: owner },
      ),
      params({ id: String(attendee.id) }),
    )
    expect(removed.status).toBe(200)
    expect(
      (await payload.db.drizzle.execute(sql`select 1 from "push_subscriptions" where "endpoint" = ${phone.endpoint}`))
        .rows,
    ).toHaveLength(0)
  })

  it('their request validated from the groomer’s notification, then « prêt »: each reaches their phone once; a switch off keeps its event away', async () => {
    const setup = await notifiedGroomer()
    const { groomer, motive, phone: groomerPhone, attendee, owner } = setup
    const ownerPhone = testSubscription(service.endpoint())
    expect(
      (await ownerSubscribeAs(attendee.id, owner, { endpoint: ownerPhone.endpoint, keys: ownerPhone.keys })).status,
    ).toBe(201)

    const created = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(2, 10))
    const { appointment } = (await created.json()) as { appointment: { reference: string } }
    const request = read((await service.waitFor(groomerPhone.endpoint, 1))[0]!, groomerPhone)
    // A request waiting for the groomer tells the owner nothing on their phone (the e-mail says it is received).
    expect(await service.waitFor(ownerPhone.endpoint, 1, 500)).toHaveLength(0)

    expect((await eventAction(jsonRequest('/api/v1/event-action', request.validate))).status).toBe(200)
    const [confirmed] = await service.waitFor(ownerPhone.endpoint, 1)
    const confirmation = read(confirmed!, ownerPhone)
    expect(confirmation).toMatchObject({ tag: `${appointment.reference}-confirmation`, url: '/participant/mes-rdvs' })
    expect(confirmation.title).toMatch(/^Rendez-vous confirmé : /)
    expect(confirmation.body).toContain(PET.name)
    expect(confirmation.validate).toBeUndefined()

    // A visit of today: arrived, then ready.
    const headers = await bearer('users', groomer.email)
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000)
    const today = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600_000).toISOString(),
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: today.id,
      overrideAccess: true,
      data: { pet: { name: 'Filou', species: 'dog' } },
    })
    const step = (status: string) =>
      appointmentAction(
        jsonRequest(`/api/v1/appointments/${today.reference}/visit`, { status }, { headers }),
        params({ reference: today.reference, action: 'visit' }),
      )
    expect((await step('arrived')).status).toBe(200)
    expect((await step('ready')).status).toBe(200)
    const ready = read((await service.waitFor(ownerPhone.endpoint, 2))[1]!, ownerPhone)
    expect(ready).toMatchObject({ title: 'Filou est prêt !', tag: `${today.reference}-ready` })
    expect(ready.body).toMatch(/^Vous pouvez venir le chercher chez /)
    // « Prêt » again (back and forth): told once.
    expect((await step('arrived')).status).toBe(200)
    expect((await step('ready')).status).toBe(200)
    expect(await service.waitFor(ownerPhone.endpoint, 3, 800)).toHaveLength(2)

    // Confirmations switched off: the next validation reaches the e-mail only.
    expect((await ownerChoose(attendee.id, owner, { confirmations: false, ready: true })).status).toBe(200)
    const again = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(4, 14))
    expect(again.status).toBe(201)
    const second = read((await service.waitFor(groomerPhone.endpoint, 2))[1]!, groomerPhone)
    expect((await eventAction(jsonRequest('/api/v1/event-action', second.validate))).status).toBe(200)
    expect(await service.waitFor(ownerPhone.endpoint, 3, 1_000)).toHaveLength(2)
  })
})

describe('a word from a practice colleague', () => {
  it('reaches the colleague’s « Mon étude » and their phone (unless they switched it off); only members of the practice write', async () => {
    const practice = await createPractice(payload)
    const [first, second, third] = [await notifiedGroomer(), await notifiedGroomer(), await notifiedGroomer()]
    for (const member of [first, second, third])
      await payload.update({
        collection: 'users',
        id: member.groomer.id,
        overrideAccess: true,
        data: { team: practice.id },
      })
    const outsider = await bookableGroomer(payload)
    const send = (headers: Record<string, string>, body: unknown, id = practice.id) =>
      sendPracticeMessage(jsonRequest(`/api/v1/teams/${id}/messages`, body, { headers }), params({ id: String(id) }))
    const list = async (headers: Record<string, string>) =>
      (
        (await (
          await practiceMessages(
            getRequest(`/api/v1/teams/${practice.id}/messages`, headers),
            params({ id: String(practice.id) }),
          )
        ).json()) as { messages: { id: number; from: string; text: string; unread: boolean }[] }
      ).messages
    const other = await createPractice(payload)
    const off = {
      requests: true,
      postponements: true,
      cancellations: true,
      colleagueMessages: false,
      urgentRequestSms: false,
    }
    expect((await choose(third.groomer.id, third.headers, off)).status).toBe(200)
    // A page loaded before this switch existed sends the others only: the choice stays off.
    const { colleagueMessages: _left, ...withoutIt } = off
    expect((await choose(third.groomer.id, third.headers, withoutIt)).status).toBe(200)
    const state = await getPush(
      getRequest(`/api/v1/users/${third.groomer.id}/push`, third.headers),
      params({ id: String(third.groomer.id) }),
    )
    expect(await state.json()).toMatchObject({ preferences: { colleagueMessages: false } })

    const sent = await send(first.headers, { to: second.groomer.id, text: '  Peux-tu prendre le caniche de 15 h ?  ' })
    expect(sent.status).toBe(201)
    expect(await sent.json()).toMatchObject({ recipients: 1, message: 'Message envoyé.' })
    const [push] = await service.waitFor(second.phone.endpoint, 1)
    const message = read(push!, second.phone)
    expect(message).toMatchObject({ body: 'Peux-tu prendre le caniche de 15 h ?', url: '/user/mon-etude' })
    expect(message.title).toMatch(/^Message de .+/)
    expect(message.validate).toBeUndefined()

    const toAll = await send(first.headers, { to: 'all', text: 'Fermeture à 17 h samedi.' })
    expect(await toAll.json()).toMatchObject({ recipients: 2, message: 'Message envoyé à 2 collègues.' })
    expect(await service.waitFor(second.phone.endpoint, 2)).toHaveLength(2)
    // Switched off: on « Mon étude », not on the phone.
    expect(await service.waitFor(third.phone.endpoint, 1, 800)).toHaveLength(0)
    expect((await list(third.headers)).map((m) => m.text)).toEqual(['Fermeture à 17 h samedi.'])
    expect(await list(second.headers)).toMatchObject([
      { text: 'Fermeture à 17 h samedi.', unread: true },
      { text: 'Peux-tu prendre le caniche de 15 h ?', unread: true },
    ])
    // The sender reads only what they received: nothing.
    expect(await list(first.headers)).toEqual([])
    expect(await unreadPracticeMessages(second.groomer.id, practice.id)).toBe(2)
    const shown = await list(second.headers)
    // Read: those shown; one arrived since stays new.
    expect((await send(third.headers, { to: second.groomer.id, text: 'Et le bichon de 16 h ?' })).status).toBe(201)
    await markPracticeMessagesRead(
      second.groomer.id,
      shown.map((message) => message.id),
    )
    expect(await unreadPracticeMessages(second.groomer.id, practice.id)).toBe(1)
    expect(await unreadPracticeMessages(second.groomer.id, other.id)).toBe(0)

    // Nobody outside the practice, not oneself, never an empty or endless text.
    const refusedTo = await send(first.headers, { to: outsider.groomer.id, text: 'Bonjour' })
    expect(refusedTo.status).toBe(400)
    expect(((await refusedTo.json()) as { fields: Record<string, string> }).fields.to).toBe(
      'Choisissez un collègue de votre étude.',
    )
    expect((await send(first.headers, { to: first.groomer.id, text: 'Moi' })).status).toBe(400)
    expect((await send(first.headers, { to: second.groomer.id, text: '   ' })).status).toBe(400)
    expect((await send(first.headers, { to: second.groomer.id, text: 'x'.repeat(501) })).status).toBe(400)
    expect((await send(first.headers, { to: 'tous', text: 'Bonjour' })).status).toBe(400)
    expect((await send(first.headers, { to: second.groomer.id, text: 'Bonjour' }, other.id)).status).toBe(404)
    expect(
      (await send(await bearer('users', outsider.groomer.email), { to: second.groomer.id, text: 'Bonjour' })).status,
    ).toBe(404)
    expect((await send({}, { to: second.groomer.id, text: 'Bonjour' })).status).toBe(401)
    expect((await send(second.owner, { to: second.groomer.id, text: 'Bonjour' })).status).toBe(401)
    const { rows } = await payload.db.drizzle.execute(
      sql`select 1 from "practice_messages" where "practice_id" = ${practice.id}`,
    )
    expect(rows).toHaveLength(4)
  })
})
