import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  decryptPush,
  INT_PUSH_PORT,
  type PushService,
  startPushService,
  TEST_VAPID_KEYS,
  testSubscription,
} from '../../scripts/lib/pushService'
import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { POST as createEvent } from '../../src/app/api/v1/attendees/[id]/create-event/route'
import { POST as eventAction } from '../../src/app/api/v1/event-action/route'
import { GET as getPush, PUT as putPush } from '../../src/app/api/v1/users/[id]/push/route'
import { DELETE as unsubscribe, POST as subscribe } from '../../src/app/api/v1/users/[id]/push/subscriptions/route'
import { POST as testPush } from '../../src/app/api/v1/users/[id]/push/test/route'
import { loadParties } from '../../src/server/notifications/parties'
import { pushGroomerNotice } from '../../src/server/push/groomerNotice'
import { isAllowedEndpoint } from '../../src/server/push/endpoints'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { outboxInOrder } from './helpers/records'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

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

type Message = {
  title: string
  body: string
  tag: string
  url: string
  validate?: Record<string, unknown>
  refuseUrl?: string
}

const subscribeAs = (groomerId: number, headers: Record<string, string>, body: unknown) =>
  subscribe(
    jsonRequest(`/api/v1/users/${groomerId}/push/subscriptions`, body, { headers }),
    params({ id: String(groomerId) }),
  )
const choose = (groomerId: number, headers: Record<string, string>, body: unknown) =>
  putPush(
    jsonRequest(`/api/v1/users/${groomerId}/push`, body, { method: 'PUT', headers }),
    params({ id: String(groomerId) }),
  )
const book = (attendeeId: number, headers: Record<string, string>, groomer: number, motive: number, start: string) =>
  createEvent(
    jsonRequest(
      `/api/v1/attendees/${attendeeId}/create-event`,
      { groomer, motive, start, pet: PET, note: '' },
      { headers },
    ),
    params({ id: String(attendeeId) }),
  )
const act = (reference: string, action: string, headers: Record<string, string>, body: unknown = {}) =>
  appointmentAction(
    jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, { headers }),
    params({ reference, action }),
  )

/** A groomer with one phone subscribed to the loopback push service, and an owner to book with them. */
async function notifiedGroomer(endpointName?: string) {
  const { groomer, motive } = await bookableGroomer(payload)
  const headers = await bearer('users', groomer.email)
  const phone = testSubscription(service.endpoint(endpointName))
  const response = await subscribeAs(groomer.id, headers, {
    endpoint: phone.endpoint,
    keys: phone.keys,
    device: 'Chrome sur Android',
  })
  expect(response.status).toBe(201)
  const attendee = await verifiedAttendee(payload)
  const owner = await bearer('attendees', attendee.email)
  return { groomer, motive, headers, phone, attendee, owner }
}

const read = (push: { body: Buffer }, phone: ReturnType<typeof testSubscription>) =>
  JSON.parse(decryptPush(push.body, phone)) as Message

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
