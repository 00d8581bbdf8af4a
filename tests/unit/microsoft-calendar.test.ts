import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createMicrosoftProviderFactory } from '../../src/integrations/calendar/providers/microsoft'
import {
  CredentialError,
  CursorExpiredError,
  TemporaryProviderError,
  type ProviderCredentials,
} from '../../src/integrations/calendar/port'
import { FakeHttp } from '../helpers/fakeHttp'

const fake = new FakeHttp()
const DELTA = '/v1.0/me/calendars/cal-1/calendarView/delta'
const EVENTS = '/v1.0/me/calendars/cal-1/events'
const TOKEN = '/common/oauth2/v2.0/token'
let renewed: ProviderCredentials[] = []

const fresh = (): Extract<ProviderCredentials, { kind: 'oauth' }> => ({
  kind: 'oauth',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: Date.now() + 3_600_000,
})
const provider = (credentials: ProviderCredentials = fresh()) =>
  createMicrosoftProviderFactory({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    graphBaseUrl: fake.base,
    loginBaseUrl: fake.base,
  })(credentials, async (tokens) => {
    renewed.push(tokens)
  })
const at = (dateTime: string) => ({ dateTime, timeZone: 'UTC' })
const graphError = (status: number, code: string, headers: Record<string, string> = {}) => ({
  status,
  headers,
  body: { error: { code, message: code } },
})

beforeAll(() => fake.start())
afterAll(() => fake.stop())
beforeEach(() => {
  fake.reset()
  renewed = []
})

describe('Microsoft Graph calendar adapter (real Graph client against a local fake)', () => {
  it('lists the calendars over several pages, with who may write', async () => {
    fake.on('GET', '/v1.0/me/calendars', (request) =>
      request.query.get('$skiptoken') === 'next'
        ? { body: { value: [{ id: 'birthdays', name: 'Anniversaires', canEdit: false }] } }
        : {
            body: {
              value: [{ id: 'cal-1', name: 'Calendrier', canEdit: true }],
              '@odata.nextLink': `${fake.base}/v1.0/me/calendars?$skiptoken=next`,
            },
          },
    )
    expect(await provider().listCalendars()).toEqual([
      { id: 'cal-1', name: 'Calendrier', canWrite: true },
      { id: 'birthdays', name: 'Anniversaires', canWrite: false },
    ])
    expect(fake.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
    ])
  })

  it('pulls the calendar view the first time over several pages: busy events only, all-day where they were made', async () => {
    fake.on('GET', DELTA, (request) =>
      request.query.get('$skiptoken') === 'page-2'
        ? {
            body: {
              value: [
                {
                  id: 'day-off',
                  isAllDay: true,
                  showAs: 'oof',
                  start: at('2026-11-25T00:00:00.0000000'),
                  end: at('2026-11-26T00:00:00.0000000'),
                  originalStartTimeZone: 'Europe/Paris',
                },
              ],
              '@odata.deltaLink': `${fake.base}${DELTA}?$deltatoken=delta-1`,
            },
          }
        : {
            body: {
              value: [
                {
                  id: 'meeting',
                  showAs: 'busy',
                  start: at('2026-11-24T09:00:00.0000000'),
                  end: at('2026-11-24T10:00:00.0000000'),
                },
                {
                  id: 'free',
                  showAs: 'free',
                  start: at('2026-11-24T12:00:00.0000000'),
                  end: at('2026-11-24T13:00:00.0000000'),
                },
                {
                  id: 'cancelled',
                  isCancelled: true,
                  showAs: 'busy',
                  start: at('2026-11-24T14:00:00.0000000'),
                  end: at('2026-11-24T15:00:00.0000000'),
                },
              ],
              '@odata.nextLink': `${fake.base}${DELTA}?$skiptoken=page-2`,
            },
          },
    )
    const before = Date.now()
    const sync = await provider().pullBusy('cal-1', null)
    expect(sync).toEqual({
      full: true,
      cursor: `${fake.base}${DELTA}?$deltatoken=delta-1`,
      removed: [],
      changed: [
        { uid: 'meeting', start: new Date('2026-11-24T09:00:00Z'), end: new Date('2026-11-24T10:00:00Z') },
        { uid: 'day-off', start: new Date('2026-11-24T23:00:00Z'), end: new Date('2026-11-25T23:00:00Z') },
      ],
    })
    const [first, second] = fake.to(DELTA)
    expect(first?.headers.prefer).toContain('outlook.timezone="UTC"')
    expect(before - Date.parse(first?.query.get('startDateTime') ?? '')).toBeGreaterThanOrEqual(86_400_000 - 1000)
    expect(Date.parse(first?.query.get('endDateTime') ?? '') - before).toBeGreaterThan(365 * 86_400_000)
    expect(second?.query.get('$skiptoken')).toBe('page-2')
  })

  it('pulls the changes through the delta link: @removed and now-free events removed', async () => {
    fake.on('GET', DELTA, {
      body: {
        value: [
          {
            id: 'meeting',
            showAs: 'busy',
            start: at('2026-11-24T14:00:00.0000000'),
            end: at('2026-11-24T15:00:00.0000000'),
          },
          { id: 'gone', '@removed': { reason: 'deleted' } },
          {
            id: 'lunch',
            showAs: 'free',
            start: at('2026-11-24T12:00:00.0000000'),
            end: at('2026-11-24T13:00:00.0000000'),
          },
        ],
        '@odata.deltaLink': `${fake.base}${DELTA}?$deltatoken=delta-2`,
      },
    })
    const sync = await provider().pullBusy('cal-1', `${fake.base}${DELTA}?$deltatoken=delta-1`)
    expect(sync).toEqual({
      full: false,
      cursor: `${fake.base}${DELTA}?$deltatoken=delta-2`,
      removed: ['gone', 'lunch'],
      changed: [{ uid: 'meeting', start: new Date('2026-11-24T14:00:00Z'), end: new Date('2026-11-24T15:00:00Z') }],
    })
    expect(fake.to(DELTA)[0]?.query.get('$deltatoken')).toBe('delta-1')
  })

  it('a delta link Graph no longer knows (410, syncStateNotFound) is CursorExpiredError; a full pull then works', async () => {
    fake.on('GET', DELTA, (request) =>
      request.query.get('$deltatoken') === 'stale'
        ? graphError(410, 'SyncStateNotFound')
        : request.query.get('$deltatoken') === 'lost'
          ? graphError(400, 'syncStateNotFound')
          : { body: { value: [], '@odata.deltaLink': `${fake.base}${DELTA}?$deltatoken=fresh` } },
    )
    const graph = provider()
    await expect(graph.pullBusy('cal-1', `${fake.base}${DELTA}?$deltatoken=stale`)).rejects.toBeInstanceOf(
      CursorExpiredError,
    )
    await expect(graph.pullBusy('cal-1', `${fake.base}${DELTA}?$deltatoken=lost`)).rejects.toBeInstanceOf(
      CursorExpiredError,
    )
    expect(await graph.pullBusy('cal-1', null)).toEqual({
      full: true,
      cursor: `${fake.base}${DELTA}?$deltatoken=fresh`,
      changed: [],
      removed: [],
    })
  })

  it('401 after a renewal and a revoked refresh token are CredentialError', async () => {
    fake.on('GET', '/v1.0/me/calendars', graphError(401, 'InvalidAuthenticationToken'))
    fake.on('POST', TOKEN, {
      body: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600, token_type: 'Bearer' },
    })
    await expect(provider().listCalendars()).rejects.toBeInstanceOf(CredentialError)
    // Graph refused the token, the adapter renewed it once and tried again with the new one.
    expect(fake.to('/v1.0/me/calendars').map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
    fake.on('POST', TOKEN, {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'AADSTS70000: the grant has expired' },
    })
    await expect(provider({ ...fresh(), expiresAt: Date.now() - 1000 }).listCalendars()).rejects.toBeInstanceOf(
      CredentialError,
    )
  })

  it('renews an expired access token at the v2.0 token endpoint and hands the rotated tokens to onRefresh', async () => {
    fake.on('POST', TOKEN, {
      body: {
        access_token: 'access-2',
        refresh_token: 'refresh-2',
        expires_in: 3600,
        token_type: 'Bearer',
        scope: 'Calendars.ReadWrite',
      },
    })
    fake.on('GET', '/v1.0/me/calendars', { body: { value: [] } })
    await provider({ ...fresh(), expiresAt: Date.now() - 1000 }).listCalendars()
    const form = Object.fromEntries(new URLSearchParams(fake.to(TOKEN)[0]?.body))
    expect(form).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      client_id: 'client-id',
      client_secret: 'client-secret',
    })
    expect(form.scope).toContain('offline_access')
    expect(fake.to('/v1.0/me/calendars')[0]?.headers.authorization).toBe('Bearer access-2')
    expect(renewed).toEqual([
      {
        kind: 'oauth',
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
        expiresAt: expect.any(Number),
        scope: 'Calendars.ReadWrite',
      },
    ])
  })

  it('calls made together with an expired token share one renewal', async () => {
    fake.on('POST', TOKEN, {
      body: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600, token_type: 'Bearer' },
    })
    fake.on('GET', '/v1.0/me/calendars', { body: { value: [] } })
    fake.on('GET', DELTA, { body: { value: [], '@odata.deltaLink': `${fake.base}${DELTA}?$deltatoken=d` } })
    const graph = provider({ ...fresh(), expiresAt: Date.now() - 1000 })
    await Promise.all([graph.listCalendars(), graph.pullBusy('cal-1', null), graph.listCalendars()])
    expect(fake.to(TOKEN)).toHaveLength(1)
    expect(renewed).toHaveLength(1)
    expect(
      new Set(
        fake.requests.filter((request) => request.method === 'GET').map((request) => request.headers.authorization),
      ),
    ).toEqual(new Set(['Bearer access-2']))
  })

  it('429 with Retry-After, 5xx and no answer are TemporaryProviderError', async () => {
    fake.on('GET', DELTA, graphError(429, 'ApplicationThrottled', { 'retry-after': '12' }))
    const limited = await provider()
      .pullBusy('cal-1', null)
      .catch((error: unknown) => error)
    expect(limited).toBeInstanceOf(TemporaryProviderError)
    expect((limited as TemporaryProviderError).retryAfterMs).toBe(12_000)
    fake.on('GET', DELTA, graphError(503, 'ServiceNotAvailable'))
    await expect(provider().pullBusy('cal-1', null)).rejects.toBeInstanceOf(TemporaryProviderError)
    const unreachable = createMicrosoftProviderFactory({
      clientId: 'c',
      clientSecret: 's',
      graphBaseUrl: 'http://127.0.0.1:1',
      loginBaseUrl: 'http://127.0.0.1:1',
    })(fresh(), async () => {})
    await expect(unreachable.listCalendars()).rejects.toBeInstanceOf(TemporaryProviderError)
    fake.on('POST', TOKEN, { status: 503, body: {} })
    await expect(provider({ ...fresh(), expiresAt: 0 }).listCalendars()).rejects.toBeInstanceOf(TemporaryProviderError)
  })

  it('creates an event (transaction id = uid), patches it by id, and deletes it (gone is fine)', async () => {
    fake.on('POST', EVENTS, { status: 201, body: { id: 'remote-1' } })
    fake.on('PATCH', `${EVENTS}/remote-1`, { body: { id: 'remote-1' } })
    fake.on('DELETE', `${EVENTS}/remote-1`, { status: 204 })
    fake.on('DELETE', `${EVENTS}/remote-gone`, graphError(404, 'ErrorItemNotFound'))
    const event = {
      uid: 'A123@mon-toiletteur',
      title: 'Toilettage — Médor',
      start: new Date('2026-11-24T09:00:00Z'),
      end: new Date('2026-11-24T10:30:00Z'),
      location: '1 rue des Chiens, Lyon',
      description: 'Caniche',
    }
    const graph = provider()
    expect(await graph.upsertEvent('cal-1', event)).toEqual({ remoteId: 'remote-1' })
    expect(JSON.parse(fake.to(EVENTS)[0]?.body ?? '{}')).toEqual({
      subject: 'Toilettage — Médor',
      body: { contentType: 'text', content: 'Caniche' },
      location: { displayName: '1 rue des Chiens, Lyon' },
      start: { dateTime: '2026-11-24T09:00:00.000', timeZone: 'UTC' },
      end: { dateTime: '2026-11-24T10:30:00.000', timeZone: 'UTC' },
      showAs: 'busy',
      transactionId: 'A123@mon-toiletteur',
    })
    expect(
      await graph.upsertEvent(
        'cal-1',
        { ...event, start: new Date('2026-11-25T09:00:00Z'), end: new Date('2026-11-25T10:00:00Z') },
        'remote-1',
      ),
    ).toEqual({ remoteId: 'remote-1' })
    const patched = fake.to(`${EVENTS}/remote-1`)[0]
    expect(patched?.method).toBe('PATCH')
    expect(JSON.parse(patched?.body ?? '{}')).toMatchObject({
      start: { dateTime: '2026-11-25T09:00:00.000', timeZone: 'UTC' },
    })
    await graph.deleteEvent('cal-1', 'remote-1')
    await graph.deleteEvent('cal-1', 'remote-gone')
    expect(fake.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `${EVENTS}/remote-1`,
      `${EVENTS}/remote-gone`,
    ])
  })

  it('an event deleted in Outlook meanwhile is created again on update', async () => {
    fake.on('PATCH', `${EVENTS}/remote-old`, graphError(404, 'ErrorItemNotFound'))
    fake.on('POST', EVENTS, { status: 201, body: { id: 'remote-new' } })
    const result = await provider().upsertEvent(
      'cal-1',
      {
        uid: 'A9@mon-toiletteur',
        title: 'Toilettage',
        start: new Date('2026-11-24T09:00:00Z'),
        end: new Date('2026-11-24T10:00:00Z'),
      },
      'remote-old',
    )
    expect(result).toEqual({ remoteId: 'remote-new' })
  })
})
