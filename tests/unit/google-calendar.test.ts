import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createGoogleProviderFactory } from '../../src/integrations/calendar/providers/google'
import {
  CredentialError,
  CursorExpiredError,
  TemporaryProviderError,
  type ProviderCredentials,
} from '../../src/integrations/calendar/port'
import { FakeHttp } from '../helpers/fakeHttp'

const fake = new FakeHttp()
const EVENTS = '/calendar/v3/calendars/cal-1/events'
let renewed: ProviderCredentials[] = []

const fresh = (): Extract<ProviderCredentials, { kind: 'oauth' }> => ({
  kind: 'oauth',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: Date.now() + 3_600_000,
})
const provider = (credentials: ProviderCredentials = fresh()) =>
  createGoogleProviderFactory({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    apiBaseUrl: fake.base,
    authUrl: `${fake.base}/auth`,
    tokenUrl: `${fake.base}/token`,
  })(credentials, async (tokens) => {
    renewed.push(tokens)
  })

const timed = (id: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  id,
  status: 'confirmed',
  start: { dateTime: start },
  end: { dateTime: end },
  ...extra,
})

beforeAll(() => fake.start())
afterAll(() => fake.stop())
beforeEach(() => {
  fake.reset()
  renewed = []
})

describe('Google Calendar adapter (real googleapis client against a local fake)', () => {
  it('lists the calendars over several pages, with who may write', async () => {
    fake.on('GET', '/calendar/v3/users/me/calendarList', (request) =>
      request.query.get('pageToken') === 'p2'
        ? { body: { items: [{ id: 'holidays', summary: 'Jours fériés', accessRole: 'reader' }] } }
        : {
            body: {
              items: [
                { id: 'me@gmail.com', summary: 'me@gmail.com', summaryOverride: 'Perso', accessRole: 'owner' },
                { id: 'shop', summary: 'Salon', accessRole: 'writer' },
              ],
              nextPageToken: 'p2',
            },
          },
    )
    expect(await provider().listCalendars()).toEqual([
      { id: 'me@gmail.com', name: 'Perso', canWrite: true },
      { id: 'shop', name: 'Salon', canWrite: true },
      { id: 'holidays', name: 'Jours fériés', canWrite: false },
    ])
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer access-1')
  })

  it('pulls everything the first time over several pages: busy events only, all-day in the calendar’s zone', async () => {
    fake.on('GET', EVENTS, (request) =>
      request.query.get('pageToken') === 'page-2'
        ? {
            body: {
              timeZone: 'Europe/Paris',
              items: [
                { id: 'holiday', status: 'confirmed', start: { date: '2026-11-25' }, end: { date: '2026-11-26' } },
              ],
              nextSyncToken: 'sync-1',
            },
          }
        : {
            body: {
              timeZone: 'Europe/Paris',
              items: [
                timed('meeting', '2026-11-24T10:00:00+01:00', '2026-11-24T11:00:00+01:00'),
                timed('free', '2026-11-24T12:00:00Z', '2026-11-24T13:00:00Z', { transparency: 'transparent' }),
                { id: 'gone', status: 'cancelled' },
              ],
              nextPageToken: 'page-2',
            },
          },
    )
    const before = Date.now()
    const sync = await provider().pullBusy('cal-1', null)
    expect(sync).toEqual({
      full: true,
      cursor: 'sync-1',
      removed: [],
      changed: [
        { uid: 'meeting', start: new Date('2026-11-24T09:00:00Z'), end: new Date('2026-11-24T10:00:00Z') },
        { uid: 'holiday', start: new Date('2026-11-24T23:00:00Z'), end: new Date('2026-11-25T23:00:00Z') },
      ],
    })
    const [first, second] = fake.to(EVENTS)
    expect(first?.query.get('singleEvents')).toBe('true')
    expect(first?.query.get('showDeleted')).toBe('true')
    expect(first?.query.get('syncToken')).toBeNull()
    const timeMin = Date.parse(first?.query.get('timeMin') ?? '')
    expect(before - timeMin).toBeGreaterThanOrEqual(86_400_000 - 1000)
    expect(before - timeMin).toBeLessThan(86_400_000 + 5000)
    expect(second?.query.get('pageToken')).toBe('page-2')
  })

  it('pulls the changes since the cursor: moved events, cancelled and now-free ones removed', async () => {
    fake.on('GET', EVENTS, {
      body: {
        timeZone: 'UTC',
        items: [
          timed('meeting', '2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z'),
          { id: 'gone', status: 'cancelled' },
          timed('lunch', '2026-11-24T12:00:00Z', '2026-11-24T13:00:00Z', { transparency: 'transparent' }),
        ],
        nextSyncToken: 'sync-2',
      },
    })
    const sync = await provider().pullBusy('cal-1', 'sync-1')
    expect(sync).toEqual({
      full: false,
      cursor: 'sync-2',
      removed: ['gone', 'lunch'],
      changed: [{ uid: 'meeting', start: new Date('2026-11-24T14:00:00Z'), end: new Date('2026-11-24T15:00:00Z') }],
    })
    const request = fake.to(EVENTS)[0]
    expect(request?.query.get('syncToken')).toBe('sync-1')
    expect(request?.query.get('timeMin')).toBeNull()
    expect(request?.query.get('singleEvents')).toBe('true')
  })

  it('a 410 on the sync token is CursorExpiredError, and a full listing then works', async () => {
    fake.on('GET', EVENTS, (request) =>
      request.query.get('syncToken')
        ? {
            status: 410,
            body: {
              error: {
                code: 410,
                message: 'Sync token is no longer valid, a full sync is required.',
                errors: [{ reason: 'fullSyncRequired' }],
              },
            },
          }
        : { body: { items: [], nextSyncToken: 'sync-new' } },
    )
    const google = provider()
    await expect(google.pullBusy('cal-1', 'old')).rejects.toBeInstanceOf(CursorExpiredError)
    expect(await google.pullBusy('cal-1', null)).toEqual({ full: true, cursor: 'sync-new', changed: [], removed: [] })
  })

  it('401 (token refused even after a renewal) and a revoked refresh token are CredentialError', async () => {
    fake.on('GET', EVENTS, {
      status: 401,
      body: { error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] } },
    })
    fake.on('POST', '/token', { body: { access_token: 'access-2', expires_in: 3600, token_type: 'Bearer' } })
    await expect(provider().pullBusy('cal-1', null)).rejects.toBeInstanceOf(CredentialError)
    // The client renewed the refused token once and tried again with the new one.
    expect(fake.to('/token')).toHaveLength(1)
    expect(fake.to(EVENTS).map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
    fake.on('POST', '/token', {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    })
    await expect(provider({ ...fresh(), expiresAt: Date.now() - 1000 }).listCalendars()).rejects.toBeInstanceOf(
      CredentialError,
    )
  })

  it('renews an expired access token, uses it and hands the new tokens to onRefresh', async () => {
    fake.on('POST', '/token', {
      body: {
        access_token: 'access-2',
        expires_in: 3600,
        token_type: 'Bearer',
        scope: 'https://www.googleapis.com/auth/calendar.events',
      },
    })
    fake.on('GET', '/calendar/v3/users/me/calendarList', { body: { items: [] } })
    await provider({ ...fresh(), expiresAt: Date.now() - 1000 }).listCalendars()
    const token = new URLSearchParams(fake.to('/token')[0]?.body)
    expect(Object.fromEntries(token)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'client-id',
      client_secret: 'client-secret',
    })
    expect(fake.to('/calendar/v3/users/me/calendarList')[0]?.headers.authorization).toBe('Bearer access-2')
    expect(renewed).toHaveLength(1)
    expect(renewed[0]).toMatchObject({ kind: 'oauth', accessToken: 'access-2', refreshToken: 'refresh-1' })
    expect((renewed[0] as { expiresAt: number }).expiresAt).toBeGreaterThan(Date.now() + 3_500_000)
  })

  it('429 with Retry-After, 5xx and no answer are TemporaryProviderError', async () => {
    fake.on('GET', EVENTS, {
      status: 429,
      headers: { 'retry-after': '30' },
      body: { error: { code: 429, message: 'Rate Limit Exceeded', errors: [{ reason: 'rateLimitExceeded' }] } },
    })
    const limited = await provider()
      .pullBusy('cal-1', null)
      .catch((error: unknown) => error)
    expect(limited).toBeInstanceOf(TemporaryProviderError)
    expect((limited as TemporaryProviderError).retryAfterMs).toBe(30_000)
    // Google answers some rate limits with 403: the client first tries a renewed token, then gives up.
    fake.on('POST', '/token', { body: { access_token: 'access-2', expires_in: 3600, token_type: 'Bearer' } })
    fake.on('GET', EVENTS, {
      status: 403,
      body: { error: { code: 403, message: 'Rate Limit Exceeded', errors: [{ reason: 'userRateLimitExceeded' }] } },
    })
    await expect(provider().pullBusy('cal-1', null)).rejects.toBeInstanceOf(TemporaryProviderError)
    fake.on('GET', EVENTS, { status: 503, body: { error: { code: 503, message: 'Backend Error' } } })
    await expect(provider().pullBusy('cal-1', null)).rejects.toBeInstanceOf(TemporaryProviderError)
    const unreachable = createGoogleProviderFactory({
      clientId: 'c',
      clientSecret: 's',
      apiBaseUrl: 'http://127.0.0.1:1',
      authUrl: 'http://127.0.0.1:1/auth',
      tokenUrl: 'http://127.0.0.1:1/token',
    })(fresh(), async () => {})
    await expect(unreachable.listCalendars()).rejects.toBeInstanceOf(TemporaryProviderError)
  })

  it('creates an event with the appointment’s uid, replaces it by id, and deletes it (gone is fine)', async () => {
    fake.on('POST', EVENTS, { body: { id: 'remote-1' } })
    fake.on('PUT', `${EVENTS}/remote-1`, { body: { id: 'remote-1' } })
    fake.on('DELETE', `${EVENTS}/remote-1`, { status: 204 })
    fake.on('DELETE', `${EVENTS}/remote-gone`, {
      status: 410,
      body: { error: { code: 410, message: 'Resource has been deleted' } },
    })
    const event = {
      uid: 'A123@mon-toiletteur',
      title: 'Toilettage — Médor',
      start: new Date('2026-11-24T09:00:00Z'),
      end: new Date('2026-11-24T10:30:00Z'),
      location: '1 rue des Chiens, Lyon',
      description: 'Caniche',
    }
    const google = provider()
    expect(await google.upsertEvent('cal-1', event)).toEqual({ remoteId: 'remote-1' })
    const created = fake.to(EVENTS)[0]
    expect(created?.method).toBe('POST')
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
      iCalUID: 'A123@mon-toiletteur',
      summary: 'Toilettage — Médor',
      location: '1 rue des Chiens, Lyon',
      description: 'Caniche',
      start: { dateTime: '2026-11-24T09:00:00.000Z' },
      end: { dateTime: '2026-11-24T10:30:00.000Z' },
    })
    expect(
      await google.upsertEvent(
        'cal-1',
        { ...event, start: new Date('2026-11-25T09:00:00Z'), end: new Date('2026-11-25T10:00:00Z') },
        'remote-1',
      ),
    ).toEqual({ remoteId: 'remote-1' })
    const replaced = fake.to(`${EVENTS}/remote-1`)[0]
    expect(replaced?.method).toBe('PUT')
    expect(JSON.parse(replaced?.body ?? '{}')).toMatchObject({
      iCalUID: 'A123@mon-toiletteur',
      start: { dateTime: '2026-11-25T09:00:00.000Z' },
    })
    await google.deleteEvent('cal-1', 'remote-1')
    await google.deleteEvent('cal-1', 'remote-gone')
    expect(fake.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `${EVENTS}/remote-1`,
      `${EVENTS}/remote-gone`,
    ])
  })

  it('a create retried after a lost answer (409 on the uid) replaces the existing event instead of failing', async () => {
    fake.on('POST', EVENTS, {
      status: 409,
      body: {
        error: { code: 409, message: 'The requested identifier already exists.', errors: [{ reason: 'duplicate' }] },
      },
    })
    fake.on('GET', EVENTS, { body: { items: [{ id: 'remote-9', iCalUID: 'A9@mon-toiletteur' }] } })
    fake.on('PUT', `${EVENTS}/remote-9`, { body: { id: 'remote-9' } })
    const result = await provider().upsertEvent('cal-1', {
      uid: 'A9@mon-toiletteur',
      title: 'Toilettage',
      start: new Date('2026-11-24T09:00:00Z'),
      end: new Date('2026-11-24T10:00:00Z'),
    })
    expect(result).toEqual({ remoteId: 'remote-9' })
    expect(
      fake
        .to(EVENTS)
        .find((request) => request.method === 'GET')
        ?.query.get('iCalUID'),
    ).toBe('A9@mon-toiletteur')
  })
})
