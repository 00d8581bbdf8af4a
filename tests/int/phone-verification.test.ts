import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as sendToken } from '../../src/app/api/v1/attendees/[id]/send-token-to-verify-number/route'
import { POST as verifyToken } from '../../src/app/api/v1/attendees/[id]/verify-token-to-validate-number/route'
import { outboxPhoneVerifier } from '../../src/integrations/sms/outbox'
import { resetEnvCache } from '../../src/server/env'
import { BUDGET_ALERT_SUBJECT } from '../../src/server/verification/budgetAlert'
import { reset as resetLimit } from '../../src/server/verification/limits'
import { createAdmin, createAttendee, PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { lastCode, stored } from './helpers/records'

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

/** A French mobile and a client address of their own for each test, so that limits do not mix. */
const pair = (n: number) => String(n % 100).padStart(2, '0')
const uniqueMobile = () =>
  `06 12 ${pair(++counter)} ${pair(process.pid)} ${pair(Date.now() + Math.floor(Math.random() * 100))}`
const uniqueIp = () => `10.${counter % 250}.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`

async function signedInAttendee() {
  const attendee = await createAttendee(payload)
  const { token } = await payload.login({
    collection: 'attendees',
    data: { email: attendee.email, password: PASSWORD },
  })
  return { attendee, headers: { authorization: `Bearer ${token}` } }
}

const send = (id: number | string, headers: Record<string, string>, body: unknown, ip = '10.0.0.1') =>
  sendToken(
    jsonRequest(`/api/v1/attendees/${id}/send-token-to-verify-number`, body, {
      headers: { ...headers, 'x-forwarded-for': ip },
    }),
    params({ id: String(id) }),
  )
const verify = (id: number | string, headers: Record<string, string>, token: string, ip = '10.0.0.1') =>
  verifyToken(
    jsonRequest(
      `/api/v1/attendees/${id}/verify-token-to-validate-number`,
      { token },
      { headers: { ...headers, 'x-forwarded-for': ip } },
    ),
    params({ id: String(id) }),
  )

const e164Of = (national: string) => `+33${national.replace(/\s/g, '').slice(1)}`
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000')
const counts = async () => ({
  sms: (await payload.count({ collection: 'outbox', overrideAccess: true, where: { channel: { equals: 'sms' } } }))
    .totalDocs,
  codes: (await payload.count({ collection: 'phone-verifications', overrideAccess: true })).totalDocs,
})
const TOO_MANY = /^Trop de demandes : réessayez dans \d+ minutes?\.$/

describe('phone verification', () => {
  it('sends a 6-digit SMS code (outbox) and verifies the number with it', async () => {
    const { attendee, headers } = await signedInAttendee()
    const phone = uniqueMobile()
    const ip = uniqueIp()
    const sent = await send(attendee.id, headers, { phone, phone_country_code: 'FR' }, ip)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ sent: true, expiresInSeconds: 600 })
    const code = await lastCode(e164Of(phone))
    expect(code).toMatch(/^\d{6}$/)
    // Only a hash of the code is stored.
    const records = await payload.find({
      collection: 'phone-verifications',
      overrideAccess: true,
      where: { phone: { equals: e164Of(phone) } },
    })
    expect(JSON.stringify(records.docs)).not.toContain(code)
    expect(await stored('attendees', attendee.id)).toMatchObject({ phone: e164Of(phone), phoneVerified: false })

    const verified = await verify(attendee.id, headers, code, ip)
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ verified: true, attendee: { phoneVerified: true } })
    expect(await stored('attendees', attendee.id)).toMatchObject({ phoneVerified: true })
  })

  it('a wrong code and an expired code are 400 on token; the number stays unverified', async () => {
    const { attendee, headers } = await signedInAttendee()
    const phone = uniqueMobile()
    const ip = uniqueIp()
    await send(attendee.id, headers, { phone, phone_country_code: 'FR' }, ip)
    const code = await lastCode(e164Of(phone))
    const wrong = await verify(attendee.id, headers, code === '000000' ? '111111' : '000000', ip)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ fields: { token: 'Ce code est incorrect.' } })

    await payload.update({
      collection: 'phone-verifications',
      overrideAccess: true,
      where: { phone: { equals: e164Of(phone) } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const expired = await verify(attendee.id, headers, code, ip)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toMatchObject({ fields: { token: expect.stringMatching(/expiré/) } })
    expect(await stored('attendees', attendee.id)).toMatchObject({ phoneVerified: false })
  })

  it('after 5 attempts the code no longer works, even the right one', async () => {
    const { attendee, headers } = await signedInAttendee()
    const phone = uniqueMobile()
    const ip = uniqueIp()
    await send(attendee.id, headers, { phone, phone_country_code: 'FR' }, ip)
    const code = await lastCode(e164Of(phone))
    const wrongCode = code === '000000' ? '111111' : '000000'
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => verify(attendee.id, headers, wrongCode, ip).then((r) => r.status)),
    )
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const sixth = await verify(attendee.id, headers, code, ip)
    expect([400, 429]).toContain(sixth.status)
    expect(await stored('attendees', attendee.id)).toMatchObject({ phoneVerified: false })
  })

  it('at most 3 sends per number in 10 minutes; the 429 says how long to wait, in words and in Retry-After', async () => {
    const { attendee, headers } = await signedInAttendee()
    const phone = uniqueMobile()
    const ip = uniqueIp()
    for (let i = 0; i < 3; i++)
      expect((await send(attendee.id, headers, { phone, phone_country_code: 'FR' }, ip)).status).toBe(200)
    const fourth = await send(attendee.id, headers, { phone, phone_country_code: 'FR' }, uniqueIp())
    expect(fourth.status).toBe(429)
    expect(await fourth.json()).toMatchObject({ error: expect.stringMatching(TOO_MANY), fields: {} })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(600)
  })

  it('at most SMS_CODES_PER_ACCOUNT (6) codes an hour for one account, whatever the numbers and addresses', async () => {
    const { attendee, headers } = await signedInAttendee()
    for (let i = 0; i < 6; i++)
      expect(
        (await send(attendee.id, headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, uniqueIp())).status,
      ).toBe(200)
    const seventh = await send(attendee.id, headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, uniqueIp())
    expect(seventh.status).toBe(429)
    expect(await seventh.json()).toMatchObject({ error: expect.stringMatching(TOO_MANY) })
    expect(Number(seventh.headers.get('retry-after'))).toBeGreaterThan(600)
  })

  it('a brand-new owner gets their first code on an address where 20 other accounts already got theirs (a shared mobile address)', async () => {
    const sharedIp = uniqueIp()
    for (let i = 0; i < 20; i++) {
      const other = await signedInAttendee()
      expect(
        (await send(other.attendee.id, other.headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, sharedIp))
          .status,
      ).toBe(200)
    }
    const { attendee, headers } = await signedInAttendee()
    const phone = uniqueMobile()
    expect((await send(attendee.id, headers, { phone, phone_country_code: 'FR' }, sharedIp)).status).toBe(200)
    expect((await verify(attendee.id, headers, await lastCode(e164Of(phone)), sharedIp)).status).toBe(200)
  })

  describe('with lowered figures', () => {
    const saved = { ...process.env }
    const restore = () => {
      for (const name of ['SMS_CODES_PER_ADDRESS', 'SMS_CODES_PER_HOUR']) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
      resetEnvCache()
    }
    afterEach(restore)

    it('past SMS_CODES_PER_ADDRESS an address is refused; a number refused on its own limit does not use up the address', async () => {
      process.env.SMS_CODES_PER_ADDRESS = '4'
      resetEnvCache()
      const busyIp = uniqueIp()
      const hammering = await signedInAttendee()
      const hammered = uniqueMobile()
      const hammers = []
      for (let i = 0; i < 5; i++)
        hammers.push(
          (await send(hammering.attendee.id, hammering.headers, { phone: hammered, phone_country_code: 'FR' }, busyIp))
            .status,
        )
      expect(hammers).toEqual([200, 200, 200, 429, 429])
      // The three codes sent count for the address (3 of 4), the two refused ones do not: one more fits.
      const other = await signedInAttendee()
      expect(
        (await send(other.attendee.id, other.headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, busyIp))
          .status,
      ).toBe(200)
      const late = await signedInAttendee()
      const refused = await send(
        late.attendee.id,
        late.headers,
        { phone: uniqueMobile(), phone_country_code: 'FR' },
        busyIp,
      )
      expect(refused.status).toBe(429)
      expect(await refused.json()).toMatchObject({ error: expect.stringMatching(TOO_MANY) })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // Addresses the client puts before the one the proxy appended change nothing.
      const forged = await send(
        late.attendee.id,
        late.headers,
        { phone: uniqueMobile(), phone_country_code: 'FR' },
        `${uniqueIp()}, ${busyIp}`,
      )
      expect(forged.status).toBe(429)
      expect(
        (await send(late.attendee.id, late.headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, uniqueIp()))
          .status,
      ).toBe(200)
    })

    it('past the hourly budget every send is refused with a French wait, and the admins get one e-mail for the hour', async () => {
      const admin = await createAdmin(payload)
      await resetLimit('sendsSiteWide', 'site')
      await resetLimit('budgetAlert', 'site')
      process.env.SMS_CODES_PER_HOUR = '2'
      resetEnvCache()
      try {
        const statuses = []
        const answers = []
        for (let i = 0; i < 5; i++) {
          const { attendee, headers } = await signedInAttendee()
          const answer = await send(
            attendee.id,
            headers,
            { phone: uniqueMobile(), phone_country_code: 'FR' },
            uniqueIp(),
          )
          statuses.push(answer.status)
          answers.push(answer)
        }
        expect(statuses).toEqual([200, 200, 429, 429, 429])
        const refused = answers[4]!
        expect(await refused.json()).toMatchObject({
          error: expect.stringMatching(
            /^Trop de codes envoyés sur le site en ce moment : réessayez dans \d+ minutes?\.$/,
          ),
        })
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        const alerts = await payload.find({
          collection: 'outbox',
          overrideAccess: true,
          where: { and: [{ subject: { equals: BUDGET_ALERT_SUBJECT } }, { to: { contains: admin.email } }] },
        })
        expect(alerts.totalDocs).toBe(1)
      } finally {
        await resetLimit('sendsSiteWide', 'site')
        await resetLimit('budgetAlert', 'site')
      }
    })
  })

  it('a verified number stays until the new one is verified; a wrong code keeps it', async () => {
    const { attendee, headers } = await signedInAttendee()
    const first = uniqueMobile()
    const ip = uniqueIp()
    await send(attendee.id, headers, { phone: first, phone_country_code: 'FR' }, ip)
    expect((await verify(attendee.id, headers, await lastCode(e164Of(first)), ip)).status).toBe(200)

    const second = uniqueMobile()
    expect((await send(attendee.id, headers, { phone: second, phone_country_code: 'FR' }, ip)).status).toBe(200)
    expect(await stored('attendees', attendee.id)).toMatchObject({
      phone: e164Of(first),
      phoneVerified: true,
      pendingPhone: e164Of(second),
    })
    const code = await lastCode(e164Of(second))
    expect((await verify(attendee.id, headers, otherCode(code), ip)).status).toBe(400)
    expect(await stored('attendees', attendee.id)).toMatchObject({ phone: e164Of(first), phoneVerified: true })
    expect((await verify(attendee.id, headers, code, ip)).status).toBe(200)
    expect(await stored('attendees', attendee.id)).toMatchObject({
      phone: e164Of(second),
      phoneCountryCode: 'FR',
      phoneVerified: true,
      pendingPhone: null,
    })
  })

  it('accepts Swiss and Belgian mobiles; refuses a US number, a landline and a bad country, writing nothing', async () => {
    const { attendee, headers } = await signedInAttendee()
    expect(
      (
        await send(
          attendee.id,
          headers,
          { phone: `079 ${String(100 + counter++).slice(-3)} 45 67`, phone_country_code: 'CH' },
          uniqueIp(),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await send(
          attendee.id,
          headers,
          { phone: `0470 ${String(10 + counter++).slice(-2)} 34 56`, phone_country_code: 'BE' },
          uniqueIp(),
        )
      ).status,
    ).toBe(200)
    const before = await stored('attendees', attendee.id)
    const written = await counts()
    for (const [phone, country, field] of [
      ['+1 415 555 2671', 'FR', 'phone'],
      ['01 23 45 67 89', 'FR', 'phone'],
      ['06 12 34 56 78', 'US', 'phone_country_code'],
    ]) {
      const response = await send(attendee.id, headers, { phone, phone_country_code: country }, uniqueIp())
      expect(response.status, phone).toBe(400)
      expect(Object.keys(((await response.json()) as { fields: object }).fields)).toContain(field)
    }
    expect((await stored('attendees', attendee.id)).phone).toBe(before.phone)
    expect(await counts()).toEqual(written)
  })

  it('answers the same when another account already uses (and verified) the number', async () => {
    const first = await signedInAttendee()
    const second = await signedInAttendee()
    const phone = uniqueMobile()
    const a = await send(first.attendee.id, first.headers, { phone, phone_country_code: 'FR' }, uniqueIp())
    expect((await verify(first.attendee.id, first.headers, await lastCode(e164Of(phone)), uniqueIp())).status).toBe(200)
    const b = await send(second.attendee.id, second.headers, { phone, phone_country_code: 'FR' }, uniqueIp())
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await b.json()).toEqual(await a.json())
    expect(b.headers.get('content-type')).toBe(a.headers.get('content-type'))
  })

  it('only the signed-in attendee whose id it is: 401 without a session, 403 for another id', async () => {
    const { attendee, headers } = await signedInAttendee()
    const other = await createAttendee(payload)
    expect((await send(attendee.id, {}, { phone: uniqueMobile(), phone_country_code: 'FR' })).status).toBe(401)
    expect((await verify(attendee.id, {}, '123456')).status).toBe(401)
    const forbidden = await send(other.id, headers, { phone: uniqueMobile(), phone_country_code: 'FR' })
    expect(await forbidden.json()).toEqual({ error: 'Vous ne pouvez agir que sur votre propre compte.', fields: {} })
    expect((await send(other.id, headers, { phone: uniqueMobile(), phone_country_code: 'FR' })).status).toBe(403)
    expect((await verify(other.id, headers, '123456')).status).toBe(403)
    expect((await verify(attendee.id, headers, '12ab')).status).toBe(400)
  })

  it('at most 30 code checks per address in 10 minutes', async () => {
    const busyIp = uniqueIp()
    // Six accounts try 5 wrong codes each (a check refused by its number's own limit would not count for the address).
    for (let n = 0; n < 6; n++) {
      const first = await signedInAttendee()
      await send(first.attendee.id, first.headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, uniqueIp())
      for (let i = 0; i < 5; i++)
        expect((await verify(first.attendee.id, first.headers, '000000', busyIp)).status).toBe(400)
    }
    const second = await signedInAttendee()
    await send(second.attendee.id, second.headers, { phone: uniqueMobile(), phone_country_code: 'FR' }, uniqueIp())
    const refused = await verify(second.attendee.id, second.headers, '000000', busyIp)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: expect.stringMatching(TOO_MANY),
      fields: { token: expect.stringMatching(TOO_MANY) },
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await verify(second.attendee.id, second.headers, '000000', uniqueIp())).status).toBe(400)
  })

  describe('outbox adapter', () => {
    const verifier = () => outboxPhoneVerifier(async () => payload)

    it('counts attempts atomically: of 12 parallel guesses only 5 are judged, then even the right code is refused', async () => {
      const e164 = e164Of(uniqueMobile())
      await verifier().start(e164)
      const code = await lastCode(e164)
      const results = await Promise.all(Array.from({ length: 12 }, () => verifier().check(e164, otherCode(code))))
      expect(results.filter((result) => result === 'wrong')).toHaveLength(5)
      expect(results.filter((result) => result === 'expired')).toHaveLength(7)
      expect(await verifier().check(e164, code)).toBe('expired')
    })

    it('a new code replaces the previous one; a used code cannot be used again', async () => {
      const e164 = e164Of(uniqueMobile())
      await verifier().start(e164)
      const firstCode = await lastCode(e164)
      await verifier().start(e164)
      const secondCode = await lastCode(e164)
      const [sms] = (
        await payload.find({
          collection: 'outbox',
          overrideAccess: true,
          where: { to: { equals: e164 } },
          sort: '-createdAt',
          limit: 1,
        })
      ).docs
      expect(sms).toMatchObject({
        channel: 'sms',
        text: `Votre code Mon Toiletteur : ${secondCode}. Il est valable 10 minutes.`,
      })
      expect(JSON.stringify(sms?.meta ?? null)).not.toContain(secondCode)
      if (firstCode !== secondCode) expect(await verifier().check(e164, firstCode)).toBe('wrong')
      expect(await verifier().check(e164, secondCode)).toBe('approved')
      expect(await verifier().check(e164, secondCode)).toBe('expired')
    })
  })
})
