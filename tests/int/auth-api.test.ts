import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as checkLogged } from '../../src/app/api/v1/auth/[segment]/check-logged/route'
import { GET as logoutByKind } from '../../src/app/api/v1/auth/[segment]/logout/route'
import { POST as attendeeLogin } from '../../src/app/api/v1/auth/attendee/login/route'
import { POST as groomerLogin } from '../../src/app/api/v1/login/route'
import { GET as logoutAttendee } from '../../src/app/api/v1/logout/attendee/route'
import { adminRoutes } from '../../src/server/http/adminCookieBridge'
import { passwordMatches } from '../../src/server/auth/password'
import { createAdmin, createAttendee, createGroomer, PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const check = (kind: string, headers: Record<string, string>) =>
  checkLogged(getRequest(`/api/v1/auth/${kind}/check-logged`, headers), params({ segment: kind }))

describe('groomer session', () => {
  it('logs in with {user:{username,password}}, sets user_token and is recognised by cookie and Bearer', async () => {
    const groomer = await createGroomer(payload)
    const response = await groomerLogin(
      jsonRequest('/api/v1/login', { user: { username: groomer.email, password: PASSWORD } }),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token: string; user: Record<string, unknown> }
    expect(body.user.email).toBe(groomer.email)
    expect(body.user).not.toHaveProperty('sessions')
    expect(body.user).not.toHaveProperty('hash')
    const cookie = setCookie(response, 'user_token')
    expect(cookie?.value).toBe(body.token)
    expect(response.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i)

    expect((await check('user', { cookie: `user_token=${body.token}` })).status).toBe(200)
    expect((await check('user', { authorization: `Bearer ${body.token}` })).status).toBe(200)
    // A groomer token is not an attendee's nor an admin's session.
    expect((await check('attendee', { authorization: `Bearer ${body.token}` })).status).toBe(401)
    expect((await check('admin', { cookie: `admin_token=${body.token}` })).status).toBe(401)
  })

  it('refuses a wrong password with 401 and a French message', async () => {
    const groomer = await createGroomer(payload)
    const response = await groomerLogin(
      jsonRequest('/api/v1/login', { user: { username: groomer.email, password: 'faux' } }),
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: 'Aucun compte n’existe avec cet e-mail et ce mot de passe.',
      fields: {},
    })
    expect(setCookie(response, 'user_token')).toBeNull()
  })

  it('logs out: the session ends and the cookie is removed', async () => {
    const groomer = await createGroomer(payload)
    const login = await groomerLogin(
      jsonRequest('/api/v1/login', { user: { username: groomer.email, password: PASSWORD } }),
    )
    const { token } = (await login.json()) as { token: string }
    const out = await logoutByKind(
      getRequest('/api/v1/auth/user/logout', { cookie: `user_token=${token}` }),
      params({ segment: 'user' }),
    )
    expect(out.status).toBe(200)
    expect(setCookie(out, 'user_token')?.expired).toBe(true)
    expect((await check('user', { authorization: `Bearer ${token}` })).status).toBe(401)
  })

  it('every logout redirect is built on SITE_URL, not on the address the server is bound to', async () => {
    // What the standalone server hands a route: its bind address as the request's URL.
    const bound = (path: string) =>
      new Request(`http://0.0.0.0:3100${path}`, { headers: { accept: 'application/json' } })
    const site = process.env.SITE_URL!.replace(/\/$/, '')
    const answers = [
      await logoutByKind(bound('/api/v1/auth/user/logout?redirect=/user'), params({ segment: 'user' })),
      await logoutByKind(bound('/api/v1/auth/attendee/logout?redirect=/participant'), params({ segment: 'attendee' })),
      await logoutAttendee(bound('/api/v1/logout/attendee?redirect=/participant'), params({})),
    ]
    expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [303, `${site}/user`],
      [303, `${site}/participant`],
      [303, `${site}/participant`],
    ])
  })
})

describe('sessions opened at the same moment', () => {
  it('ten logins of one account at once all stay signed in, and a logout at the same time as logins ends only its own', async () => {
    const groomer = await createGroomer(payload)
    const logIn = async () => {
      const response = await groomerLogin(
        jsonRequest('/api/v1/login', { user: { username: groomer.email, password: PASSWORD } }),
      )
      expect(response.status).toBe(200)
      return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` }
    }
    const sessions = await Promise.all(Array.from({ length: 10 }, logIn))
    for (const headers of sessions) expect((await check('user', headers)).status).toBe(200)

    const [leaving, ...staying] = sessions
    const [logout, ...more] = await Promise.all([
      logoutByKind(getRequest('/api/v1/auth/user/logout', leaving), params({ segment: 'user' })),
      logIn(),
      logIn(),
    ])
    expect(logout.status).toBe(200)
    expect((await check('user', leaving)).status).toBe(401)
    for (const headers of [...staying, ...more]) expect((await check('user', headers)).status).toBe(200)
  })

  it('checks the password before waiting for the account: a wrong password is refused while another login holds the session lock', async () => {
    const groomer = await createGroomer(payload)
    const login = (password: string) =>
      groomerLogin(jsonRequest('/api/v1/login', { user: { username: groomer.email, password } }))
    const holder = await payload.db.pool.connect()
    const waiters = async () =>
      Number(
        (
          await payload.db.pool.query<{ n: string }>(
            `select count(*) as n from pg_locks where locktype = 'advisory' and not granted`,
          )
        ).rows[0]?.n ?? 0,
      )
    try {
      await holder.query('begin')
      await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`session:users:${groomer.email}`])
      // Before, the lock was taken before the password hash: this login queued behind the holder.
      const refused = await Promise.race([
        login('pas-le-bon-mot-de-passe'),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
      ])
      expect(refused?.status).toBe(401)
      // A right password is hashed, then waits for the lock only to write its session.
      const accepted = login(PASSWORD)
      await expect.poll(waiters, { timeout: 15_000 }).toBe(1)
      await holder.query('commit')
      expect((await accepted).status).toBe(200)
    } finally {
      await holder.query('rollback').catch(() => undefined)
      holder.release()
    }
  })

  it('reads the password hashes Payload writes', async () => {
    const groomer = await createGroomer(payload)
    const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: groomer.id } } })) as {
      hash?: string
      salt?: string
    } | null
    expect(String(stored?.hash)).toMatch(/^pbkdf2-sha256-v1:/)
    expect(await passwordMatches(PASSWORD, stored ?? {})).toBe(true)
    expect(await passwordMatches(`${PASSWORD}x`, stored ?? {})).toBe(false)
    expect(await passwordMatches(PASSWORD, {})).toBe(false)
  })

  it('ten logins of one admin at once through the Payload admin all stay signed in', async () => {
    const admin = await createAdmin(payload)
    const logins = await Promise.all(
      Array.from({ length: 10 }, () =>
        adminRoutes.POST(
          jsonRequest('/api/admins/login', { email: admin.email, password: PASSWORD }),
          params({ action: 'login' }),
        ),
      ),
    )
    for (const login of logins) {
      expect(login.status).toBe(200)
      expect((await check('admin', { cookie: `admin_token=${setCookie(login, 'admin_token')?.value}` })).status).toBe(
        200,
      )
    }
  })
})

describe('attendee session', () => {
  it('logs in with {email,password} and sets attendee_token', async () => {
    const attendee = await createAttendee(payload)
    const response = await attendeeLogin(
      jsonRequest('/api/v1/auth/attendee/login', { email: attendee.email, password: PASSWORD }),
    )
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    expect(setCookie(response, 'attendee_token')?.value).toBe(token)
    const checked = await check('attendee', { cookie: `attendee_token=${token}` })
    expect(checked.status).toBe(200)
    expect(((await checked.json()) as { user: { email: string } }).user.email).toBe(attendee.email)
  })

  it.each([
    ['/api/v1/logout/attendee', logoutAttendee],
    ['/api/v1/auth/attendee/logout', (request: Request) => logoutByKind(request, params({ segment: 'attendee' }))],
  ])('%s answers 200, removes the cookie and ends the session', async (path, handler) => {
    const attendee = await createAttendee(payload)
    const login = await attendeeLogin(
      jsonRequest('/api/v1/auth/attendee/login', { email: attendee.email, password: PASSWORD }),
    )
    const { token } = (await login.json()) as { token: string }
    const response = await handler(getRequest(path, { cookie: `attendee_token=${token}` }))
    expect(response.status).toBe(200)
    expect(setCookie(response, 'attendee_token')?.expired).toBe(true)
    expect((await check('attendee', { cookie: `attendee_token=${token}` })).status).toBe(401)
  })

  it('answers 200 to a logout without a session (nothing to end)', async () => {
    const response = await logoutAttendee(getRequest('/api/v1/logout/attendee'))
    expect(response.status).toBe(200)
  })
})

describe('admin session through the Payload admin', () => {
  it('the admin login sets admin_token, which the check and logout honour', async () => {
    const admin = await createAdmin(payload)
    const login = await adminRoutes.POST(
      jsonRequest('/api/admins/login', { email: admin.email, password: PASSWORD }),
      params({ action: 'login' }),
    )
    expect(login.status).toBe(200)
    const cookie = setCookie(login, 'admin_token')
    expect(cookie?.value).toBeTruthy()
    expect(setCookie(login, 'payload-internal-token')).toBeNull()
    const headers = { cookie: `admin_token=${cookie?.value}` }
    expect((await check('admin', headers)).status).toBe(200)

    const me = await adminRoutes.GET(getRequest('/api/admins/me', headers), params({ action: 'me' }))
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email)

    const logout = await adminRoutes.POST(
      jsonRequest('/api/admins/logout', {}, { headers }),
      params({ action: 'logout' }),
    )
    expect(logout.status).toBe(200)
    expect(setCookie(logout, 'admin_token')?.expired).toBe(true)
    expect((await check('admin', headers)).status).toBe(401)
  })

  it('accepts the form the admin panel posts (its fields as JSON in `_payload`), and refuses a broken one', async () => {
    const admin = await createAdmin(payload)
    const form = (value: string) => {
      const body = new FormData()
      body.set('_payload', value)
      return new Request('http://localhost:3100/api/admins/login', { method: 'POST', body })
    }
    const login = await adminRoutes.POST(
      form(JSON.stringify({ email: admin.email, password: PASSWORD })),
      params({ action: 'login' }),
    )
    expect(login.status).toBe(200)
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe(admin.email)
    expect(setCookie(login, 'admin_token')?.value).toBeTruthy()
    expect((await adminRoutes.POST(form('{pas du json'), params({ action: 'login' }))).status).toBe(401)
  })

  it('refuses a wrong admin password', async () => {
    const admin = await createAdmin(payload)
    const login = await adminRoutes.POST(
      jsonRequest('/api/admins/login', { email: admin.email, password: 'nope' }),
      params({ action: 'login' }),
    )
    expect(login.status).toBe(401)
    expect(setCookie(login, 'admin_token')).toBeNull()
  })
})

describe('check-logged', () => {
  it.each(['admin', 'user', 'attendee'])('%s: 401 without a token, 401 with a forged one', async (kind) => {
    expect((await check(kind, {})).status).toBe(401)
    expect((await check(kind, { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' })).status).toBe(401)
  })

  it('404 for an unknown kind', async () => {
    expect((await check('robot', {})).status).toBe(404)
  })
})
