import { describe, expect, it } from 'vitest'

import { DomainError, type ErrorCode, hasCode, isDomainError } from '../../src/server/domainErrors'
import { STATUS_OF_CODE } from '../../src/server/http/errorStatus'
import { apiRoute } from '../../src/server/http/route'

const get = () => new Request('http://localhost:3100/api/v1/test')

/** A route whose service throws `error`: what the API answers. */
async function answerTo(error: unknown) {
  const route = apiRoute({ session: 'none' }, () => {
    throw error
  })
  const response = await route(get())
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

describe('domain errors become HTTP answers in the route helper alone', () => {
  const expected: [ErrorCode, number][] = [
    ['invalid', 400],
    ['sign_in', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['slot_taken', 409],
    ['too_many_pending', 409],
    ['expired', 410],
    ['too_large', 413],
    ['unsupported_type', 415],
    ['rate_limited', 429],
    ['unavailable', 503],
  ]

  it('gives every code its status', () => {
    expect(Object.entries(STATUS_OF_CODE).sort()).toEqual(expected.map(([code, status]) => [code, status]).sort())
  })

  it.each(expected)('answers %s with %i and {error, fields}', async (code, status) => {
    const answer = await answerTo(new DomainError(code, 'Message en français.', { fields: { start: 'Pris.' } }))
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ error: 'Message en français.', fields: { start: 'Pris.' } })
  })

  it('adds the details to the answer and Retry-After when given', async () => {
    const answer = await answerTo(
      new DomainError('rate_limited', 'Trop de tentatives.', { details: { slots: ['10:00'] }, retryAfterSeconds: 90 }),
    )
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('90')
    expect(answer.body).toEqual({ error: 'Trop de tentatives.', fields: {}, slots: ['10:00'] })
  })

  it('never lets a detail override the error or its fields', async () => {
    const answer = await answerTo(
      new DomainError('conflict', 'Déjà répondu.', { details: { error: 'x', fields: 'y' } }),
    )
    expect(answer.body).toEqual({ error: 'Déjà répondu.', fields: {} })
  })

  it('recognises a domain error from another copy of the module by its mark', () => {
    const foreign = Object.assign(new Error('Pris.'), {
      [Symbol.for('montoiletteur.DomainError')]: true,
      code: 'conflict',
    })
    expect(isDomainError(foreign)).toBe(true)
    expect(hasCode(new DomainError('slot_taken', 'Pris.'), 'slot_taken', 'conflict')).toBe(true)
    expect(hasCode(new DomainError('invalid', 'Non.'), 'slot_taken')).toBe(false)
    expect(hasCode(new Error('x'), 'invalid')).toBe(false)
  })

  it('still answers an unexpected error with a 500 that says nothing', async () => {
    const answer = await answerTo(new Error('secret detail'))
    expect(answer.status).toBe(500)
    expect(JSON.stringify(answer.body)).not.toContain('secret')
  })
})
