import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import twilio from 'twilio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PhoneVerifierError } from '../../src/integrations/sms/port'
import { twilioPhoneVerifier } from '../../src/integrations/sms/twilioVerify'

type Seen = { method: string; path: string; form: URLSearchParams; authorization: string }

const seen: Seen[] = []
let answer: { status: number; body: unknown } = { status: 201, body: {} }
let server: Server
let base = ''

/** Twilio's own HTTP client, sent to a local server instead of verify.twilio.com. */
function localHttpClient(): twilio.RequestClient {
  const real = new twilio.RequestClient()
  const client = Object.create(real) as twilio.RequestClient
  client.request = (options) =>
    real.request({ ...options, uri: options.uri.replace('https://verify.twilio.com', base) })
  return client
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        form: new URLSearchParams(body),
        authorization: request.headers.authorization ?? '',
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const SID = `AC${'a'.repeat(32)}`
const SERVICE = `VA${'b'.repeat(32)}`
const verifier = () =>
  twilioPhoneVerifier({
    accountSid: SID,
    authToken: 'secret-token',
    serviceSid: SERVICE,
    httpClient: localHttpClient(),
  })

describe('Twilio Verify adapter (HTTP level)', () => {
  it('starts an SMS verification in French for the number', async () => {
    answer = {
      status: 201,
      body: { sid: `VE${'c'.repeat(32)}`, status: 'pending', to: '+33612345678', channel: 'sms' },
    }
    await verifier().start('+33612345678')
    const request = seen.at(-1) as Seen
    expect(request.method).toBe('POST')
    expect(request.path).toBe(`/v2/Services/${SERVICE}/Verifications`)
    expect(Object.fromEntries(request.form)).toEqual({ To: '+33612345678', Channel: 'sms', Locale: 'fr' })
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:secret-token`).toString('base64')}`)
  })

  it('checks a code: approved, wrong (pending) or expired (404)', async () => {
    answer = { status: 200, body: { status: 'approved', valid: true } }
    expect(await verifier().check('+33612345678', '123456')).toBe('approved')
    const request = seen.at(-1) as Seen
    expect(request.path).toBe(`/v2/Services/${SERVICE}/VerificationCheck`)
    expect(Object.fromEntries(request.form)).toEqual({ To: '+33612345678', Code: '123456' })

    answer = { status: 200, body: { status: 'pending', valid: false } }
    expect(await verifier().check('+33612345678', '000000')).toBe('wrong')
    answer = { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } }
    expect(await verifier().check('+33612345678', '123456')).toBe('expired')
  })

  it('a code Twilio no longer knows or has closed is expired', async () => {
    for (const status of ['canceled', 'expired', 'max_attempts_reached']) {
      answer = { status: 200, body: { status, valid: false } }
      expect(await verifier().check('+33612345678', '123456'), status).toBe('expired')
    }
    answer = { status: 429, body: { code: 60202, message: 'Max check attempts reached', status: 429 } }
    expect(await verifier().check('+33612345678', '123456')).toBe('expired')
  })

  it('turns Twilio refusals into reasons the service can answer', async () => {
    const reasonOf = async (status: number, code: number) => {
      answer = { status, body: { code, message: 'Twilio says no', status } }
      const error = await verifier()
        .start('+33612345678')
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(PhoneVerifierError)
      return (error as PhoneVerifierError).reason
    }
    expect(await reasonOf(400, 60200)).toBe('refused')
    expect(await reasonOf(400, 21614)).toBe('refused')
    expect(await reasonOf(429, 60203)).toBe('tooMany')
    expect(await reasonOf(500, 20500)).toBe('unavailable')
    expect(await reasonOf(401, 20003)).toBe('unavailable')
  })
})
