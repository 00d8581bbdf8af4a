import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as googleCallback } from '../../src/app/api/v1/calendar-connections/google/callback/route'
import { GET as googleStart } from '../../src/app/api/v1/calendar-connections/google/start/route'
import { GET as microsoftCallback } from '../../src/app/api/v1/calendar-connections/microsoft/callback/route'
import { GET as microsoftStart } from '../../src/app/api/v1/calendar-connections/microsoft/start/route'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { disconnect, listConnections, syncConnection } from '../../src/server/calendarSync'
import { decryptCredentials } from '../../src/server/calendarSync/crypto'
import { signState } from '../../src/server/calendarSync/oauthState'
import { env } from '../../src/server/env'
import { FakeHttp } from '../helpers/fakeHttp'
import { oauthSettings } from '../helpers/oauthSettings'
import { bearerOf } from './helpers/sessions'
import { createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, setCookie } from './helpers/requests'

const fake = new FakeHttp()
const GOOGLE_CALLBACK = 'http://localhost:3100/api/v1/calendar-connections/google/callback'
const OAUTH_KEYS = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_API_BASE_URL',
  'GOOGLE_OAUTH_AUTH_URL',
  'GOOGLE_OAUTH_TOKEN_URL',
  'MICROSOFT_CLIENT_ID',
  'MICROSOFT_CLIENT_SECRET',
  'MICROSOFT_GRAPH_BASE_URL',
  'MICROSOFT_LOGIN_BASE_URL',
] as const
let saved: Partial<Record<(typeof OAUTH_KEYS)[number], string>> = {}
let payload: Payload
let groomer: AuthenticatedPerson
let other: AuthenticatedPerson
let auth: Record<string, string>
let otherAuth: Record<string, string>

/** The checked env is read once per process: the test configures the OAuth apps on that same object. */
function configure(values: Partial<Record<(typeof OAUTH_KEYS)[number], string | undefined>>) {
  Object.assign(env(), values)
}

const location = (response: Response) => new URL(response.headers.get('location') ?? '')
const outcome = (response: Response) => {
  const target = location(response)
  return {
    path: target.pathname,
    status: target.searchParams.get('calendrier'),
    message: target.searchParams.get('message'),
  }
}

/** Starts a consent as `headers`' groomer: the state sent to the provider and the nonce cookie. */
async function start(headers: Record<string, string>, route = googleStart, provider = 'google') {
  const response = await route(getRequest(`/api/v1/calendar-connections/${provider}/start`, headers))
  return {
    response,
    state: location(response).searchParams.get('state') ?? '',
    nonce: setCookie(response, 'calendar_oauth_nonce')?.value ?? '',
  }
}

/**
 * The groomer's one stored connection, once its first pull (started in the background) is over:
 * as the groomer sees it, and its credentials as stored.
 */
async function storedConnection() {
  const views = await listConnections(groomer)
  expect(views).toHaveLength(1)
  const [view] = views
  expect(await syncConnection(view.id)).toBe('synced')
  const raw = await payload.findByID({
    collection: 'calendar-connections',
    id: view.id,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  return {
    view,
    groomerId: typeof raw.groomer === 'object' ? raw.groomer.id : raw.groomer,
    credentials: raw.credentials,
  }
}

const callback = (
  query: Record<string, string>,
  headers: Record<string, string>,
  route = googleCallback,
  provider = 'google',
) => route(getRequest(`/api/v1/calendar-connections/${provider}/callback?${new URLSearchParams(query)}`, headers))

beforeAll(async () => {
  await fake.start()
  payload = await getTestPayload()
  saved = Object.fromEntries(OAUTH_KEYS.map((key) => [key, env()[key]]))
  ;[groomer, other] = await Promise.all([createGroomer(payload), createGroomer(payload)])
  auth = await bearerOf(payload, 'users', groomer.email as string)
  otherAuth = await bearerOf(payload, 'users', other.email as string)
})

afterAll(async () => {
  configure(saved)
  await fake.stop()
})

afterEach(async () => {
  for (const person of [groomer, other])
    for (const { id } of await listConnections(person)) await disconnect(person, id)
})

beforeEach(() => {
  fake.reset()
  configure(oauthSettings(fake.base))
  fake.on('POST', '/google/token', {
    body: {
      access_token: 'g-access',
      refresh_token: 'g-refresh',
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/calendar.events',
    },
  })
  fake.on('GET', '/calendar/v3/calendars/primary', {
    body: { id: 'lea.toilettage@gmail.com', summary: 'lea.toilettage@gmail.com' },
  })
  // The account's calendars, and their (empty) events for the first pull.
  fake.on('GET', '/calendar/v3/users/me/calendarList', {
    body: {
      items: [
        { id: 'lea.toilettage@gmail.com', summary: 'lea.toilettage@gmail.com', accessRole: 'owner' },
        {
          id: 'fr.french#holiday@group.v.calendar.google.com',
          summary: 'Jours fériés en France',
          accessRole: 'reader',
        },
      ],
    },
  })
  fake.on('GET', /^\/calendar\/v3\/calendars\/[^/]+\/events$/, { body: { items: [], nextSyncToken: 'sync-1' } })
})

describe('Google consent: /api/v1/calendar-connections/google/{start,callback}', () => {
  it('start sends the groomer to Google with offline access, the calendar scopes and a signed state; the nonce in an HTTP-only cookie', async () => {
    const { response, state, nonce } = await start(auth)
    expect(response.status).toBe(303)
    const target = location(response)
    expect(`${target.origin}${target.pathname}`).toBe(`${fake.base}/google/auth`)
    expect(target.searchParams.get('client_id')).toBe('google-client')
    expect(target.searchParams.get('redirect_uri')).toBe(GOOGLE_CALLBACK)
    expect(target.searchParams.get('response_type')).toBe('code')
    expect(target.searchParams.get('access_type')).toBe('offline')
    expect(target.searchParams.get('prompt')).toBe('consent')
    expect(target.searchParams.get('scope')?.split(' ')).toEqual([
      'https://www.googleapis.com/auth/calendar.readonly',
      'https://www.googleapis.com/auth/calendar.events',
    ])
    expect(state).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(JSON.parse(Buffer.from(state.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      g: groomer.id,
      p: 'google',
      n: nonce,
    })
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('calendar_oauth_nonce='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Max-Age=600/i)
  })

  it('the callback exchanges the code, labels the connection with the account’s address and goes back to the profile', async () => {
    const { state, nonce } = await start(auth)
    const response = await callback({ code: 'code-123', state }, { ...auth, cookie: `calendar_oauth_nonce=${nonce}` })
    expect(outcome(response)).toEqual({
      path: '/user/setting/calendriers',
      status: 'ok',
      message: 'Google Agenda est connecté (lea.toilettage@gmail.com).',
    })
    expect(Object.fromEntries(new URLSearchParams(fake.to('/google/token')[0]?.body))).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-123',
      redirect_uri: GOOGLE_CALLBACK,
      client_id: 'google-client',
      client_secret: 'google-secret',
    })
    expect(fake.to('/calendar/v3/calendars/primary')[0]?.headers.authorization).toBe('Bearer g-access')
    expect(fake.to('/calendar/v3/users/me/calendarList')[0]?.headers.authorization).toBe('Bearer g-access')
    const { view, groomerId, credentials } = await storedConnection()
    expect(groomerId).toBe(groomer.id)
    expect(view).toMatchObject({
      provider: 'google',
      accountLabel: 'lea.toilettage@gmail.com',
      status: 'active',
      calendars: [
        {
          remoteId: 'lea.toilettage@gmail.com',
          name: 'lea.toilettage@gmail.com',
          canWrite: true,
          busy: true,
          target: true,
        },
        {
          remoteId: 'fr.french#holiday@group.v.calendar.google.com',
          name: 'Jours fériés en France',
          canWrite: false,
          busy: true,
          target: false,
        },
      ],
    })
    expect(credentials).toMatch(/^v1\./)
    expect(credentials).not.toContain('g-access')
    const stored = decryptCredentials(credentials)
    expect(stored).toMatchObject({ kind: 'oauth', accessToken: 'g-access', refreshToken: 'g-refresh' })
    expect((stored as { expiresAt: number }).expiresAt).toBeGreaterThan(Date.now() + 3_500_000)
    expect(setCookie(response, 'calendar_oauth_nonce')?.expired).toBe(true)
  })

  it('refuses a forged state, an expired one, another groomer’s, a missing cookie, and never calls Google', async () => {
    const { state, nonce } = await start(auth)
    const cookie = { cookie: `calendar_oauth_nonce=${nonce}` }
    const [body, signature] = state.split('.')
    const decoded = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>
    const forged = `${Buffer.from(JSON.stringify({ ...decoded, g: other.id })).toString('base64url')}.${signature}`
    const expired = signState(env().PAYLOAD_SECRET, {
      groomerId: groomer.id as number,
      provider: 'google',
      expiresAt: Date.now() - 1000,
      nonce,
    })
    const wrongKey = signState('another-secret-another-secret-another-0001', {
      groomerId: groomer.id as number,
      provider: 'google',
      expiresAt: Date.now() + 60_000,
      nonce,
    })
    const invalid = {
      path: '/user/setting/calendriers',
      status: 'erreur',
      message: 'Cette demande de connexion n’est plus valide : recommencez depuis votre profil.',
    }
    expect(outcome(await callback({ code: 'c', state: forged }, { ...otherAuth, ...cookie }))).toEqual(invalid)
    expect(outcome(await callback({ code: 'c', state: expired }, { ...auth, ...cookie }))).toEqual(invalid)
    expect(outcome(await callback({ code: 'c', state: wrongKey }, { ...auth, ...cookie }))).toEqual(invalid)
    expect(outcome(await callback({ code: 'c', state }, { ...otherAuth, ...cookie }))).toEqual(invalid)
    expect(outcome(await callback({ code: 'c', state }, auth))).toEqual(invalid)
    expect(
      outcome(await callback({ code: 'c', state }, { ...auth, cookie: 'calendar_oauth_nonce=another-nonce' })),
    ).toEqual(invalid)
    // A Google state does not open the Microsoft callback.
    expect(
      outcome(await callback({ code: 'c', state }, { ...auth, ...cookie }, microsoftCallback, 'microsoft')),
    ).toEqual(invalid)
    expect(fake.to('/google/token')).toHaveLength(0)
    expect(await listConnections(groomer)).toEqual([])
    expect(await listConnections(other)).toEqual([])
  })

  it('a refused consent says « Connexion annulée »; a refused code says to start again; no connection either way', async () => {
    const { state, nonce } = await start(auth)
    const headers = { ...auth, cookie: `calendar_oauth_nonce=${nonce}` }
    expect(outcome(await callback({ error: 'access_denied', state }, headers))).toMatchObject({
      status: 'erreur',
      message: 'Connexion annulée.',
    })
    fake.on('POST', '/google/token', {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    })
    expect(outcome(await callback({ code: 'used-code', state }, headers))).toMatchObject({
      status: 'erreur',
      message: 'Google Agenda a refusé l’accès : recommencez la connexion.',
    })
    fake.on('POST', '/google/token', { status: 503, body: {} })
    expect(outcome(await callback({ code: 'code', state }, headers))).toMatchObject({
      status: 'erreur',
      message: 'Google Agenda n’a pas pu être connecté : réessayez dans quelques minutes.',
    })
    expect(await listConnections(groomer)).toEqual([])
  })

  it('without a groomer session both steps send to the login page; without Google configured start says so', async () => {
    for (const response of [
      await googleStart(getRequest('/api/v1/calendar-connections/google/start')),
      await callback({ code: 'c', state: 'x.y' }, {}),
    ]) {
      expect(response.status).toBe(303)
      expect(`${location(response).pathname}${location(response).search}`).toBe(
        '/user/connexion?redirect=%2Fuser%2Fsetting%2Fcalendriers',
      )
    }
    configure({ GOOGLE_CLIENT_ID: undefined })
    const { response } = await start(auth)
    expect(outcome(response)).toEqual({
      path: '/user/setting/calendriers',
      status: 'erreur',
      message: 'Google Agenda n’est pas configuré sur ce site.',
    })
    expect(setCookie(response, 'calendar_oauth_nonce')?.expired ?? true).toBe(true)
  })
})

describe('Microsoft consent: /api/v1/calendar-connections/microsoft/{start,callback}', () => {
  const TOKEN = '/common/oauth2/v2.0/token'

  it('start goes to the common v2.0 authorize endpoint; the callback connects with the account’s address', async () => {
    const { response, state, nonce } = await start(auth, microsoftStart, 'microsoft')
    const target = location(response)
    expect(`${target.origin}${target.pathname}`).toBe(`${fake.base}/common/oauth2/v2.0/authorize`)
    expect(target.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['offline_access', 'Calendars.ReadWrite', 'User.Read']),
    )
    expect(target.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3100/api/v1/calendar-connections/microsoft/callback',
    )
    fake.on('POST', TOKEN, {
      body: { access_token: 'm-access', refresh_token: 'm-refresh', expires_in: 3600, token_type: 'Bearer' },
    })
    fake.on('GET', '/v1.0/me', { body: { mail: null, userPrincipalName: 'lea@outlook.fr' } })
    fake.on('GET', '/v1.0/me/calendars', { body: { value: [{ id: 'cal', name: 'Calendrier', canEdit: true }] } })
    fake.on('GET', '/v1.0/me/calendars/cal/calendarView/delta', {
      body: { value: [], '@odata.deltaLink': `${fake.base}/v1.0/me/calendars/cal/calendarView/delta?$deltatoken=d1` },
    })
    const done = await callback(
      { code: 'ms-code', state },
      { ...auth, cookie: `calendar_oauth_nonce=${nonce}` },
      microsoftCallback,
      'microsoft',
    )
    expect(outcome(done)).toEqual({
      path: '/user/setting/calendriers',
      status: 'ok',
      message: 'Outlook / Office 365 est connecté (lea@outlook.fr).',
    })
    expect(Object.fromEntries(new URLSearchParams(fake.to(TOKEN)[0]?.body))).toMatchObject({
      grant_type: 'authorization_code',
      code: 'ms-code',
      client_id: 'ms-client',
      client_secret: 'ms-secret',
    })
    const { view, groomerId, credentials } = await storedConnection()
    expect(groomerId).toBe(groomer.id)
    expect(view).toMatchObject({
      provider: 'microsoft',
      accountLabel: 'lea@outlook.fr',
      status: 'active',
      calendars: [{ remoteId: 'cal', name: 'Calendrier', canWrite: true, busy: true, target: true }],
    })
    expect(credentials).not.toContain('m-access')
    expect(decryptCredentials(credentials)).toMatchObject({
      kind: 'oauth',
      accessToken: 'm-access',
      refreshToken: 'm-refresh',
    })
  })

  it('a mailbox on an on-premises Exchange server is refused with a clear message', async () => {
    const { state, nonce } = await start(auth, microsoftStart, 'microsoft')
    fake.on('POST', TOKEN, {
      body: { access_token: 'm-access', refresh_token: 'm-refresh', expires_in: 3600, token_type: 'Bearer' },
    })
    fake.on('GET', '/v1.0/me', { body: { mail: 'lea@entreprise.fr' } })
    fake.on('GET', '/v1.0/me/calendars', {
      status: 404,
      body: {
        error: {
          code: 'MailboxNotEnabledForRESTAPI',
          message: 'The mailbox is either inactive, soft-deleted, or is hosted on-premise.',
        },
      },
    })
    const done = await callback(
      { code: 'ms-code', state },
      { ...auth, cookie: `calendar_oauth_nonce=${nonce}` },
      microsoftCallback,
      'microsoft',
    )
    expect(outcome(done).message).toMatch(/^Exchange sur serveur d’entreprise n’est pas pris en charge/)
    expect(await listConnections(groomer)).toEqual([])
  })
})

describe('the calendars page notice', () => {
  it('shows only messages the consent routes write; a crafted message becomes a generic one', async () => {
    const { consentNotice } = await import('../../src/server/calendarSync/consentNotice')
    expect(consentNotice('ok', 'Google Agenda est connecté (lea@gmail.com).')).toEqual({
      ok: true,
      text: 'Google Agenda est connecté.',
    })
    expect(consentNotice('erreur', 'Connexion annulée.')).toEqual({ ok: false, text: 'Connexion annulée.' })
    expect(consentNotice('erreur', 'Appelez le 08 99 00 00 00 pour réactiver votre compte')).toEqual({
      ok: false,
      text: 'La connexion de l’agenda n’a pas abouti : réessayez.',
    })
    expect(consentNotice('ok', 'Appelez le 08 99 00 00 00')).toEqual({ ok: true, text: 'Votre agenda est connecté.' })
    expect(consentNotice(undefined, 'Connexion annulée.')).toBeNull()
  })
})
