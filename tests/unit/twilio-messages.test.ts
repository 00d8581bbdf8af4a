import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import twilio from 'twilio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SmsSendError } from '../../src/integrations/sms/messagePort'
import { twilioSmsSender } from '../../src/integrations/sms/twilioMessages'

type Seen = { method: string; path: string; form: URLSearchParams; authorization: string }

const seen: Seen[] = []
let answer: { status: number; body: unknown } = { status: 201, body: {} }
let server: Server
let base = ''

/** Twilio's own HTTP client, sent to a local server instead of api.twilio.com. */
function localHttpClient(): twilio.RequestClient {
  const real = new twilio.RequestClient()
  const client = Object.create(real) as twilio.RequestClient
  client.request = (options) => real.request({ ...options, uri: options.uri.replace('https://api.twilio.com', base) })
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
const sender = () =>
  twilioSmsSender({ accountSid: SID, authToken: 'secret-token', from: '+33700000000', httpClient: localHttpClient() })

describe('Twilio Messages adapter (HTTP level)', () => {
  it('posts one message to the account’s Messages resource with basic auth, and returns its sid', async () => {
    const sid = `SM${'d'.repeat(32)}`
    answer = {
      status: 201,
      body: { sid, status: 'queued', to: '+33612345678', from: '+33700000000', body: 'Rappel : RDV demain' },
    }
    const sent = await sender().send('+33612345678', 'Rappel : RDV demain à 10:00 — « chez Léa »')
    expect(sent.id).toBe(sid)
    const request = seen.at(-1) as Seen
    expect(request.method).toBe('POST')
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+33612345678',
      From: '+33700000000',
      Body: 'Rappel : RDV demain à 10:00 — « chez Léa »',
    })
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:secret-token`).toString('base64')}`)
  })

  it('turns Twilio refusals into reasons the job can act on', async () => {
    const reasonOf = async (status: number, code?: number) => {
      answer = { status, body: code ? { code, message: 'Twilio says no', status } : { message: 'oops' } }
      const error = await sender()
        .send('+33612345678', 'x')
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SmsSendError)
      return (error as SmsSendError).reason
    }
    expect(await reasonOf(400, 21211)).toBe('refused')
    expect(await reasonOf(400, 21614)).toBe('refused')
    expect(await reasonOf(400, 21610)).toBe('refused')
    expect(await reasonOf(429, 20429)).toBe('tooMany')
    expect(await reasonOf(429)).toBe('tooMany')
    expect(await reasonOf(401, 20003)).toBe('unavailable')
    expect(await reasonOf(500)).toBe('unavailable')
  })
})
