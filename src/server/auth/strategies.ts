import type { AuthStrategy } from 'payload'

import { SESSION_KINDS, type SessionKind } from './kinds'
import { readToken, verifySessionToken } from './tokens'

/**
 * Payload's own cookie is `<prefix>-token`; the spec names the cookies admin_token, user_token
 * and attendee_token. Each auth collection gets a strategy that reads its own cookie, so the
 * Payload admin and REST API recognise the product's sessions.
 */
/** Named after the spec's kind (`user-cookie` for the groomer), as it always was. */
const strategyName = (kind: SessionKind) => `${SESSION_KINDS[kind].segment}-cookie`

const cookieStrategy = (kind: SessionKind): AuthStrategy => ({
  name: strategyName(kind),
  authenticate: async ({ headers, payload }) => {
    const { cookie, collection } = SESSION_KINDS[kind]
    const cookieOnly = new Headers({ cookie: headers.get('cookie') ?? '' })
    const token = readToken(cookieOnly, cookie)
    if (!token) return { user: null }
    const person = await verifySessionToken(payload, token, collection)
    return { user: person ? { ...person, _strategy: strategyName(kind) } : null }
  },
})

export const adminCookieStrategy = cookieStrategy('admin')
export const groomerCookieStrategy = cookieStrategy('groomer')
export const attendeeCookieStrategy = cookieStrategy('attendee')
