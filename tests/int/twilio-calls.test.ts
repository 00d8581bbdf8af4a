import type { Payload } from 'payload'
import twilio from 'twilio'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as statusRoute } from '../../src/app/api/v1/twilio/status/route'
import { POST as voiceRoute } from '../../src/app/api/v1/twilio/voice/route'
import { monthFigures } from '../../src/server/appointments/dashboard'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { listCalls, trackingNumberOf } from '../../src/server/calls/list'
import { resetEnvCache } from '../../src/server/env'
import { createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

const TOKEN = 'test-twilio-auth-token-0123456789'
const SITE = 'http://localhost:3100'
const VOICE = '/api/v1/twilio/voice'
const STATUS = '/api/v1/twilio/status'

let payload: Payload
let groomer: AuthenticatedPerson
let phoneless: AuthenticatedPerson
let trackingNumber: string
let phonelessNumber: string
let sequence = 0
let previousToken: string | undefined

// Distinct numbers and call ids per run: the test database is shared by the whole suite.
const uniqueDigits = () => String((process.pid * 1000 + ++sequence) % 100_000_000).padStart(8, '0')
const newSid = () => `CA${Date.now().toString(16).padStart(16, '0')}${(++sequence).toString(16).padStart(16, '0')}`

/** A webhook exactly as Twilio sends it: form-encoded, signed over the public URL and the sorted fields. */
function twilioRequest(
  path: string,
  fields: Record<string, string>,
  options: { signWith?: string; signedUrl?: string; signature?: string | null } = {},
) {
  const signature =
    options.signature === undefined
      ? twilio.getExpectedTwilioSignature(options.signWith ?? TOKEN, options.signedUrl ?? `${SITE}${path}`, fields)
      : options.signature
  // The app sees its internal address (behind a proxy): it must check against SITE_URL, not this.
  return new Request(`http://127.0.0.1:3999${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    body: new URLSearchParams(fields).toString(),
  })
}

const voiceFields = (sid: string, to: string, from = '+33612345678') => ({
  AccountSid: `AC${'0'.repeat(32)}`,
  CallSid: sid,
  From: from,
  To: to,
  CallStatus: 'ringing',
  Direction: 'inbound',
})
const callsOf = async (sid: string) =>
  (
    await payload.find({
      collection: 'calls',
      overrideAccess: true,
      depth: 0,
      where: { providerCallId: { equals: sid } },
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
  previousToken = process.env.TWILIO_AUTH_TOKEN
  ;[groomer, phoneless] = await Promise.all([createGroomer(payload), createGroomer(payload)])
  trackingNumber = `+331${uniqueDigits()}`
  phonelessNumber = `+331${uniqueDigits()}`
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { trackingNumber, phone: '+33698765432', phoneCountryCode: 'FR' },
  })
  await payload.update({
    collection: 'users',
    id: phoneless.id,
    overrideAccess: true,
    data: { trackingNumber: phonelessNumber },
  })
})

beforeEach(() => {
  process.env.TWILIO_AUTH_TOKEN = TOKEN
  resetEnvCache()
})

afterAll(() => {
  if (previousToken === undefined) delete process.env.TWILIO_AUTH_TOKEN
  else process.env.TWILIO_AUTH_TOKEN = previousToken
  resetEnvCache()
})

describe('POST /api/v1/twilio/voice', () => {
  it('forwards a call to the groomer’s phone, keeps the caller ID and logs the call once across retries', async () => {
    const sid = newSid()
    const response = await voiceRoute(twilioRequest(VOICE, voiceFields(sid, trackingNumber)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/xml')
    const twiml = await response.text()
    expect(twiml).toContain(
      '<Dial action="http://localhost:3100/api/v1/twilio/status" method="POST" timeout="25" answerOnBridge="true" callerId="+33612345678"><Number>+33698765432</Number></Dial>',
    )
    const [call] = await callsOf(sid)
    expect(call).toMatchObject({
      groomer: groomer.id,
      from: '+33612345678',
      to: trackingNumber,
      status: 'in-progress',
      providerCallId: sid,
    })
    // Twilio retries the webhook: same answer, still one row.
    expect((await voiceRoute(twilioRequest(VOICE, voiceFields(sid, trackingNumber)))).status).toBe(200)
    expect(await callsOf(sid)).toHaveLength(1)
  })

  it('logs a call once when Twilio’s deliveries of it race', async () => {
    const sid = newSid()
    const answers = await Promise.all(
      [1, 2, 3].map(() => voiceRoute(twilioRequest(VOICE, voiceFields(sid, trackingNumber)))),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    for (const answer of answers) expect(await answer.text()).toContain('<Number>+33698765432</Number>')
    expect(await callsOf(sid)).toHaveLength(1)
  })

  it('answers a French message and logs nothing for a number no groomer has', async () => {
    const sid = newSid()
    const response = await voiceRoute(twilioRequest(VOICE, voiceFields(sid, '+33999999999')))
    expect(response.status).toBe(200)
    const twiml = await response.text()
    expect(twiml).toContain('<Say language="fr-FR" voice="Polly.Lea">Bonjour. Ce numéro n’est plus attribué.')
    expect(twiml).toContain('<Hangup/>')
    expect(twiml).not.toContain('<Dial')
    expect(await callsOf(sid)).toHaveLength(0)
  })

  it('tells the caller when the groomer has no phone, and logs a missed call', async () => {
    const sid = newSid()
    const twiml = await (await voiceRoute(twilioRequest(VOICE, voiceFields(sid, phonelessNumber)))).text()
    expect(twiml).toContain('Votre toiletteur ne peut pas prendre votre appel pour le moment.')
    expect(twiml).not.toContain('<Dial')
    expect(await callsOf(sid)).toMatchObject([{ groomer: phoneless.id, status: 'no-answer' }])
  })

  it('refuses forged, unsigned, wrongly addressed and tampered requests with 403, writing nothing', async () => {
    const cases = [
      (sid: string) => twilioRequest(VOICE, voiceFields(sid, trackingNumber), { signWith: 'not-the-auth-token' }),
      (sid: string) => twilioRequest(VOICE, voiceFields(sid, trackingNumber), { signature: null }),
      (sid: string) => twilioRequest(VOICE, voiceFields(sid, trackingNumber), { signature: 'bm90IGEgc2lnbmF0dXJl' }),
      // Signed for another URL (the internal address, or another route): refused.
      (sid: string) =>
        twilioRequest(VOICE, voiceFields(sid, trackingNumber), { signedUrl: `http://127.0.0.1:3999${VOICE}` }),
      (sid: string) => twilioRequest(VOICE, voiceFields(sid, trackingNumber), { signedUrl: `${SITE}${STATUS}` }),
      // A valid signature for other fields (the called number swapped): refused.
      (sid: string) => {
        const signed = twilioRequest(VOICE, voiceFields(sid, '+33999999999'))
        return new Request(signed.url, {
          method: 'POST',
          headers: signed.headers,
          body: new URLSearchParams(voiceFields(sid, trackingNumber)).toString(),
        })
      },
    ]
    for (const build of cases) {
      const sid = newSid()
      const response = await voiceRoute(build(sid))
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ error: 'Signature Twilio absente ou invalide.' })
      expect(await callsOf(sid)).toHaveLength(0)
    }
    const sid = newSid()
    expect(
      (
        await statusRoute(
          twilioRequest(
            STATUS,
            { ...voiceFields(sid, trackingNumber), DialCallStatus: 'completed' },
            { signWith: 'forged' },
          ),
        )
      ).status,
    ).toBe(403)
    expect(await callsOf(sid)).toHaveLength(0)
  })

  it('refuses a body far larger than Twilio’s with 413, unread', async () => {
    const sid = newSid()
    const fields = { ...voiceFields(sid, trackingNumber), Padding: 'x'.repeat(70_000) }
    const signed = twilioRequest(VOICE, fields)
    const headers = new Headers(signed.headers)
    headers.set('content-length', String(new URLSearchParams(fields).toString().length))
    const response = await voiceRoute(
      new Request(signed.url, { method: 'POST', headers, body: new URLSearchParams(fields).toString() }),
    )
    expect(response.status).toBe(413)
    expect(await callsOf(sid)).toHaveLength(0)
  })

  it('answers 503 and writes nothing while no auth token is configured', async () => {
    delete process.env.TWILIO_AUTH_TOKEN
    resetEnvCache()
    const sid = newSid()
    for (const response of [
      await voiceRoute(twilioRequest(VOICE, voiceFields(sid, trackingNumber))),
      await statusRoute(twilioRequest(STATUS, { ...voiceFields(sid, trackingNumber), DialCallStatus: 'completed' })),
    ]) {
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ error: expect.stringContaining('TWILIO_AUTH_TOKEN') })
    }
    expect(await callsOf(sid)).toHaveLength(0)
  })

  it('answers 400 {error, fields} to a signed request without a valid CallSid', async () => {
    const response = await voiceRoute(twilioRequest(VOICE, { ...voiceFields('nope', trackingNumber) }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { CallSid: 'CallSid invalide.' } })
  })
})

describe('POST /api/v1/twilio/status', () => {
  const status = (sid: string, extra: Record<string, string>, to = trackingNumber) =>
    statusRoute(twilioRequest(STATUS, { ...voiceFields(sid, to), CallStatus: 'in-progress', ...extra }))

  it('logs the answered call’s duration; replays and the parent call’s later status change nothing', async () => {
    const sid = newSid()
    await voiceRoute(twilioRequest(VOICE, voiceFields(sid, trackingNumber)))
    const response = await status(sid, { DialCallStatus: 'completed', DialCallDuration: '125' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<Hangup/>')
    expect(await callsOf(sid)).toMatchObject([{ status: 'completed', durationSeconds: 125 }])
    await status(sid, { DialCallStatus: 'completed', DialCallDuration: '125' })
    await status(sid, { CallStatus: 'completed', CallDuration: '140' })
    await status(sid, { DialCallStatus: 'no-answer', DialCallDuration: '0' })
    expect(await callsOf(sid)).toMatchObject([{ status: 'completed', durationSeconds: 125 }])
  })

  it('maps Twilio’s outcomes to the collection’s statuses and tells the caller of a missed forward', async () => {
    const outcomes: [string, string, boolean][] = [
      ['no-answer', 'no-answer', true],
      ['busy', 'busy', true],
      ['failed', 'failed', true],
      ['canceled', 'no-answer', false],
      ['answered', 'completed', false],
    ]
    for (const [twilioStatus, stored, message] of outcomes) {
      const sid = newSid()
      await voiceRoute(twilioRequest(VOICE, voiceFields(sid, trackingNumber)))
      const twiml = await (await status(sid, { DialCallStatus: twilioStatus, DialCallDuration: '0' })).text()
      expect(twiml.includes('Votre toiletteur n’a pas pu répondre.'), twilioStatus).toBe(message)
      expect(await callsOf(sid)).toMatchObject([{ status: stored }])
    }
  })

  it('records a call it never saw only for a tracked number', async () => {
    const known = newSid()
    expect((await status(known, { DialCallStatus: 'busy' })).status).toBe(200)
    expect(await callsOf(known)).toMatchObject([{ groomer: groomer.id, status: 'busy' }])
    const stranger = newSid()
    expect(
      (await status(stranger, { DialCallStatus: 'completed', DialCallDuration: '30' }, '+33999999999')).status,
    ).toBe(200)
    expect(await callsOf(stranger)).toHaveLength(0)
    expect((await status(newSid(), { DialCallStatus: 'teleported' })).status).toBe(400)
  })

  it('shows the calls to their groomer only, with the tracking number, and counts them on the dashboard', async () => {
    const own = await listCalls(groomer)
    expect(own.docs.length).toBeGreaterThanOrEqual(8)
    expect(own.docs.every((call) => call.groomer === groomer.id)).toBe(true)
    expect(await trackingNumberOf(groomer)).toBe(trackingNumber)
    const other = await listCalls(phoneless)
    expect(other.docs.every((call) => call.groomer === phoneless.id)).toBe(true)
    expect((await monthFigures(groomer, new Date())).calls).toBe(own.totalDocs)
  })

  it('lets only an admin set a tracking number, in E.164', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: groomer.id,
        user: groomer,
        overrideAccess: false,
        data: { trackingNumber: '+33100000000' },
      }),
    ).resolves.toBeDefined()
    expect(await trackingNumberOf(groomer)).toBe(trackingNumber)
    await expect(
      payload.update({
        collection: 'users',
        id: phoneless.id,
        overrideAccess: true,
        data: { trackingNumber: '01 23 45 67 89' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'users', id: phoneless.id, overrideAccess: true, data: { trackingNumber } }),
    ).rejects.toThrow()
  })
})
