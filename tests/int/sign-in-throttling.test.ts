import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as attendeeLogin } from '../../src/app/api/v1/auth/attendee/login/route'
import { POST as forgotPassword } from '../../src/app/api/v1/auth/user/forgot-password/route'
import { POST as groomerLogin } from '../../src/app/api/v1/login/route'
import { adminRoutes } from '../../src/server/http/adminCookieBridge'
import { resetEnvCache } from '../../src/server/env'
import { createAdmin, createAttendee, createGroomer, PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'

let payload: Payload
const saved = { ...process.env }
const ATTEMPTS_PER_ADDRESS = 8
const FAILURES_PER_ACCOUNT = 5

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.SIGN_IN_ATTEMPTS_PER_ADDRESS = String(ATTEMPTS_PER_ADDRESS)
  process.env.SIGN_IN_FAILURES_PER_ACCOUNT = String(FAILURES_PER_ACCOUNT)
  process.env.PASSWORD_RESETS_PER_ADDRESS = '3'
  resetEnvCache()
})

afterAll(() => {
  for (const name of ['SIGN_IN_ATTEMPTS_PER_ADDRESS', 'SIGN_IN_FAILURES_PER_ACCOUNT', 'PASSWORD_RESETS_PER_ADDRESS']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetEnvCache()
})

let counter = 0
/** A client address of this test only (the limits live in the shared database). */
const newAddress = () => `198.51.${100 + (process.pid % 100)}.${++counter}`

const asGroomer = (email: string, password: string, address: string) =>
  groomerLogin(
    jsonRequest('/api/v1/login', { user: { username: email, password } }, { headers: { 'x-forwarded-for': address } }),
  )
const asAttendee = (email: string, password: string, address: string) =>
  attendeeLogin(
    jsonRequest('/api/v1/auth/attendee/login', { email, password }, { headers: { 'x-forwarded-for': address } }),
  )
const asAdmin = (email: string, password: string, address: string) =>
  adminRoutes.POST(
    jsonRequest('/api/admins/login', { email, password }, { headers: { 'x-forwarded-for': address } }),
    params({ action: 'login' }),
  )

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  return response.json() as Promise<{ error?: string; fields?: object; errors?: { message: string }[] }>
}

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 5 wrong passwords from one address, and then does not even check the password', async () => {
    const groomer = await createGroomer(payload)
    const address = newAddress()
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++)
      expect((await asGroomer(groomer.email, `faux-${i}`, address)).status).toBe(401)
    const body = await expectThrottled(await asGroomer(groomer.email, PASSWORD, address))
    expect(body).toEqual({
      error: expect.stringMatching(/^Trop de tentatives de connexion : réessayez dans 15 minutes\.$/),
      fields: {},
    })
    const stored = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.sessions ?? []).toHaveLength(0)
  })

  it('locks no one out: another address still signs in to the same account, right after', async () => {
    const groomer = await createGroomer(payload)
    const attacker = newAddress()
    for (let i = 0; i < FAILURES_PER_ACCOUNT + 1; i++) await asGroomer(groomer.email, `faux-${i}`, attacker)
    expect((await asGroomer(groomer.email, PASSWORD, attacker)).status).toBe(429)
    const owner = await asGroomer(groomer.email, PASSWORD, newAddress())
    expect(owner.status).toBe(200)
    expect(((await owner.json()) as { token?: string }).token).toBeTruthy()
  })

  it('a success starts the account’s count afresh for that address', async () => {
    const attendee = await createAttendee(payload)
    const address = newAddress()
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++)
      expect((await asAttendee(attendee.email, 'faux', address)).status).toBe(401)
    expect((await asAttendee(attendee.email, PASSWORD, address)).status).toBe(200)
    // Without the fresh start, the second of these would be the sixth failure: 429.
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 2; i++)
      expect((await asAttendee(attendee.email, 'faux', address)).status).toBe(401)
  })

  it('counts every attempt of one address, across accounts and known or unknown e-mails', async () => {
    const address = newAddress()
    const groomer = await createGroomer(payload)
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS - 1; i++)
      expect((await asGroomer(`inconnu-${counter}-${i}@example.fr`, 'faux', address)).status).toBe(401)
    expect((await asGroomer(groomer.email, PASSWORD, address)).status).toBe(200)
    await expectThrottled(await asGroomer(groomer.email, PASSWORD, address))
    await expectThrottled(await asAttendee(`autre-${counter}@example.fr`, 'faux', address))
  })

  it('answers the same for an unknown e-mail as for a wrong password, throttle included', async () => {
    const groomer = await createGroomer(payload)
    const [known, unknown] = [newAddress(), newAddress()]
    const answers = async (email: string, address: string) => {
      const statuses: unknown[] = []
      for (let i = 0; i < FAILURES_PER_ACCOUNT + 1; i++) {
        const response = await asGroomer(email, 'faux', address)
        statuses.push([response.status, ((await response.json()) as { error: string }).error])
      }
      return statuses
    }
    expect(await answers(`personne-${counter}@example.fr`, unknown)).toEqual(await answers(groomer.email, known))
  })

  it('throttles the admin panel’s login too, in the shape the panel reads', async () => {
    const admin = await createAdmin(payload)
    const address = newAddress()
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++)
      expect((await asAdmin(admin.email, 'faux', address)).status).toBe(401)
    const body = await expectThrottled(await asAdmin(admin.email, PASSWORD, address))
    expect(body.errors?.[0]?.message).toMatch(/^Trop de tentatives de connexion/)
    expect((await asAdmin(admin.email, PASSWORD, newAddress())).status).toBe(200)
  })

  it('throttles the forgotten-password requests of one address', async () => {
    const address = newAddress()
    const ask = () =>
      forgotPassword(
        jsonRequest(
          '/api/v1/auth/user/forgot-password',
          { email: `oubli-${counter}@example.fr` },
          { headers: { 'x-forwarded-for': address } },
        ),
      )
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200)
    const body = await expectThrottled(await ask())
    expect(body.error).toMatch(/^Trop de demandes de réinitialisation/)
  })

  it('an unknown e-mail costs the same time as a wrong password', async () => {
    const groomer = await createGroomer(payload)
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const timed = async (email: string) => {
      const startedAt = performance.now()
      expect((await asGroomer(email, 'faux', newAddress())).status).toBe(401)
      return performance.now() - startedAt
    }
    await timed(groomer.email)
    await timed(`absent-${counter}@example.fr`)
    const known: number[] = []
    const unknown: number[] = []
    // Interleaved, each first in turn: the machine's load drifts the same way for both.
    for (let i = 0; i < 10; i++) {
      const absent = `absent-${counter}-${i}@example.fr`
      if (i % 2) unknown.push(await timed(absent))
      known.push(await timed(groomer.email))
      if (!(i % 2)) unknown.push(await timed(absent))
    }
    const [k, u] = [median(known), median(unknown)]
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThan(0.3)
  })
})

describe('no account lockout', () => {
  it('the people collections keep no login attempts or lock', () => {
    for (const collection of ['users', 'attendees', 'admins'] as const) {
      const auth = payload.collections[collection].config.auth
      expect(auth.maxLoginAttempts).toBe(0)
      const names = payload.collections[collection].config.flattenedFields.map((field) => field.name)
      expect(names).not.toContain('loginAttempts')
      expect(names).not.toContain('lockUntil')
    }
  })
})
