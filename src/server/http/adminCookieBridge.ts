import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { NextResponse } from 'next/server'

import { STATUS_OF_CODE } from './errorStatus'
import { guardPayloadRest } from './payloadRestGuard'
import { clientIp } from '../rateLimits'
import { sessionCookie } from '../auth/cookies'
import { SESSION_KINDS } from '../auth/kinds'
import { login, publicPerson } from '../auth/sessions'
import { jsonAnswer } from './jsonAnswer'

const PAYLOAD_COOKIE = 'payload-internal-token='
const ADMIN_COOKIE = `${SESSION_KINDS.admin.cookie}=`

/** Actions of the Payload admin that set or clear its session cookie. */
const COOKIE_ACTIONS = new Set(['logout', 'refresh-token', 'first-register', 'reset-password'])

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * The spec names the admin session cookie `admin_token`. The login is the product's own (below);
 * Payload's refresh and logout answer with Payload's cookie name, passed through renamed; every
 * other admins request is Payload's unchanged.
 */
function bridged(handler: Handler) {
  return async (request: Request, { params }: { params: Promise<{ action: string }> }) => {
    const { action } = await params
    const run = () => handler(request, { params: Promise.resolve({ slug: ['admins', action] }) })
    if (action === 'login' && request.method === 'POST') return adminLogin(request)
    const response = await run()
    if (!COOKIE_ACTIONS.has(action)) return response
    const headers = new Headers(response.headers)
    headers.delete('set-cookie')
    for (const cookie of response.headers.getSetCookie()) {
      headers.append(
        'set-cookie',
        cookie.startsWith(PAYLOAD_COOKIE) ? ADMIN_COOKIE + cookie.slice(PAYLOAD_COOKIE.length) : cookie,
      )
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * The admin's login goes through the product's own login (sessions.ts): the password is checked
 * outside any lock, and only the session list is written under the account's lock. The answer has
 * the shape of Payload's REST login, which the admin panel reads.
 */
async function adminLogin(request: Request): Promise<Response> {
  const body = await credentialsOf(request)
  const email = typeof body?.email === 'string' ? body.email : ''
  const password = typeof body?.password === 'string' ? body.password : ''
  const result = await login('admin', email, password, clientIp(request.headers))
  if (!result.ok) {
    const headers = result.code === 'rate_limited' ? { 'retry-after': String(result.retryAfterSeconds) } : undefined
    return jsonAnswer({ errors: [{ message: result.error }] }, { status: STATUS_OF_CODE[result.code], headers })
  }
  const response = NextResponse.json({
    message: 'Connexion réussie.',
    token: result.token,
    exp: result.exp,
    user: publicPerson(result.person),
  })
  const cookie = sessionCookie('admin', result.token, result.exp)
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  return response
}

/** `{email, password}` of a JSON body, or of the form Payload's admin posts (its fields as JSON in `_payload`). */
async function credentialsOf(request: Request): Promise<{ email?: unknown; password?: unknown } | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    return (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null
  }
  const form = await request.formData().catch(() => null)
  const payload = form?.get('_payload')
  if (typeof payload === 'string') {
    try {
      return JSON.parse(payload) as { email?: unknown; password?: unknown } | null
    } catch {
      return null
    }
  }
  return form ? { email: form.get('email'), password: form.get('password') } : null
}

export const adminRoutes = {
  GET: bridged(guardPayloadRest(config, REST_GET(config))),
  POST: bridged(guardPayloadRest(config, REST_POST(config))),
  PATCH: bridged(guardPayloadRest(config, REST_PATCH(config))),
  DELETE: bridged(guardPayloadRest(config, REST_DELETE(config))),
}
