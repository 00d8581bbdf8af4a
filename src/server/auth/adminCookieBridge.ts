import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { getPayloadClient } from '../payload'
import { SESSION_KINDS } from './kinds'

const PAYLOAD_COOKIE = 'payload-internal-token='
const ADMIN_COOKIE = `${SESSION_KINDS.admin.cookie}=`

/** Actions of the Payload admin that set or clear its session cookie. */
const COOKIE_ACTIONS = new Set(['login', 'logout', 'refresh-token', 'first-register', 'reset-password'])

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * The Payload admin's login, refresh and logout answer with Payload's own cookie name; the spec
 * names the admin session cookie `admin_token`. Their answers are passed through with the
 * cookie renamed; every other admins request is Payload's unchanged.
 */
function bridged(handler: Handler) {
  return async (request: Request, { params }: { params: Promise<{ action: string }> }) => {
    const { action } = await params
    const run = () => handler(request, { params: Promise.resolve({ slug: ['admins', action] }) })
    const response = action === 'login' ? await oneLoginAtATime(request, run) : await run()
    if (!COOKIE_ACTIONS.has(action)) return response
    const headers = new Headers(response.headers)
    headers.delete('set-cookie')
    for (const cookie of response.headers.getSetCookie()) {
      headers.append('set-cookie', cookie.startsWith(PAYLOAD_COOKIE) ? ADMIN_COOKIE + cookie.slice(PAYLOAD_COOKIE.length) : cookie)
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * Payload rewrites an account's whole session list at each login, so two logins of one admin at
 * the same moment could drop one session (the product's own logins take a lock in their
 * transaction, see sessions.ts). Payload's REST login runs its own transaction, so here the lock is
 * held on a connection of its own around the whole call, which commits before it answers.
 */
async function oneLoginAtATime(request: Request, run: () => Promise<Response>): Promise<Response> {
  const body = (await request.clone().json().catch(() => null)) as { email?: unknown } | null
  if (typeof body?.email !== 'string') return run()
  const key = `session:admins:${body.email.trim().toLowerCase()}`
  const client = await (await getPayloadClient()).db.pool.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key])
    try {
      return await run()
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    client.release()
  }
}

export const adminRoutes = {
  GET: bridged(REST_GET(config)),
  POST: bridged(REST_POST(config)),
  PATCH: bridged(REST_PATCH(config)),
  DELETE: bridged(REST_DELETE(config)),
}
