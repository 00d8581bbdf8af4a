import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resendEmailSender } from '../../src/integrations/email/resend'

let server: Server
let base = ''
const seen: { path: string; authorization: string; body: Record<string, unknown> }[] = []
let status = 200

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: JSON.parse(body || '{}') as Record<string, unknown>,
      })
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify(
          status === 200
            ? { id: 'email-123' }
            : { name: 'validation_error', message: 'Adresse refusée', statusCode: status },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Resend adapter (HTTP level)', () => {
  it('posts the e-mail with its .ics attachment in base64', async () => {
    status = 200
    const sender = resendEmailSender('re_test_key', 'Mon Toiletteur <no-reply@example.fr>', base)
    const result = await sender.send({
      to: 'chloe@example.fr',
      subject: 'Rendez-vous confirmé',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
      attachments: [{ filename: 'rendez-vous.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    })
    expect(result.id).toBe('email-123')
    const request = seen.at(-1)
    expect(request?.path).toBe('/emails')
    expect(request?.authorization).toBe('Bearer re_test_key')
    expect(request?.body).toMatchObject({
      from: 'Mon Toiletteur <no-reply@example.fr>',
      to: 'chloe@example.fr',
      subject: 'Rendez-vous confirmé',
      html: '<p>Bonjour</p>',
      attachments: [
        {
          filename: 'rendez-vous.ics',
          content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
          content_type: 'text/calendar',
        },
      ],
    })
  })

  it('a refusal by Resend is an error, not a silent success', async () => {
    status = 422
    const sender = resendEmailSender('re_test_key', 'no-reply@example.fr', base)
    await expect(sender.send({ to: 'x@example.fr', subject: 'Test', text: 'Test' })).rejects.toThrow(/Adresse refusée/)
  })
})
