import type { AuthStrategy } from 'payload'

import { SESSION_KINDS, type SessionKind } from './kinds'
import { readToken, verifySessionToken } from './tokens'

/**
 * Payload's own cookie is `<prefix>-token`; the spec names the cookies admin_token, user_token
 * and attendee_token. Each auth collection gets a strategy that reads its own cookie, so the
 * Payload admin and REST API recognise the product's sessions.
 */
const cookieStrategy = (kind: SessionKind): AuthStrategy => ({
  name: `${kind}-cookie`,
  authenticate: async ({ headers, payload }) => {
    const { cookie, collection } = SESSION_KINDS[kind]
    const cookieOnly = new Headers({ cookie: headers.get('cookie') ?? '' })
    const token = readToken(cookieOnly, cookie)
    if (!token) return { user: null }
    const person = await verifySessionToken(payload, token, collection)
    return { user: person ? { ...person, _strategy: `${kind}-cookie` } : null }
  },
})

export const adminCookieStrategy = cookieStrategy('admin')
export const userCookieStrategy = cookieStrategy('user')
export const attendeeCookieStrategy = cookieStrategy('attendee')
