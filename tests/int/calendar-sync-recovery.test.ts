import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createGoogleProviderFactory, googleProviderFactory } from '../../src/integrations/calendar/providers/google'
import {
  createMicrosoftProviderFactory,
  microsoftProviderFactory,
} from '../../src/integrations/calendar/providers/microsoft'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import {
  createConnection,
  disconnect,
  registerProvider,
  retryDuePushes,
  settlePushes,
  syncConnection,
} from '../../src/server/calendarSync'
import { decryptCredentials } from '../../src/server/calendarSync/crypto'
import { FakeHttp, type FakeAnswer, type Recorded } from '../helpers/fakeHttp'
import { bookableGroomer, nextWeekday } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { asPerson, createAppointment } from '../../scripts/lib/people'

/**
 * The sync (pull, store, cursors, broken connections, pushes) against the real googleapis and
 * Graph clients pointed at a local fake: what the groomer would notice after a provider failure.
 */
const fake = new FakeHttp()
let payload: Payload
const opened: { person: AuthenticatedPerson; id: number }[] = []

const CAL = 'cal-1'
const MON = nextWeekday(1, 10)
const TUE = nextWeekday(2, 14)
const WED = nextWeekday(3, 9)
const THU = nextWeekday(4, 16)
const iso = (at: string) => new Date(at).toISOString()
const hourAfter = (at: string) => DateTime.fromISO(at).plus({ hours: 1 })
const graphError = (status: number, code: string, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  headers,
  body: { error: { code, message: code } },
})
const googleError = (status: number, reason: string, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  headers,
  body: { error: { code: status, message: reason, errors: [{ reason }] } },
})
const REFUSED_GRANT: FakeAnswer = {
  status: 400,
  body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
}

/** What differs between the providers: their addresses, pages, events and failures. */
type Side = {
  kind: 'google' | 'microsoft'
  calendars: [path: string, answer: FakeAnswer]
  pullPath: string
  tokenPath: string
  /** Whether `request` is the full listing (`from` null) or the incremental pull from cursor `from`. */
  isPull: (request: Recorded, from: string | null) => boolean
  page: (events: unknown[], next: string) => FakeAnswer
  busy: (id: string, start: string, extra?: Record<string, unknown>) => unknown
  gone: (id: string) => unknown
  /** The cursor as stored for the token `name`. */
  cursor: (name: string) => string
  throttled: FakeAnswer
  down: FakeAnswer
  expired: FakeAnswer
  unauthorized: FakeAnswer
  renewed: FakeAnswer
  renewedRefreshToken: string
}

const GOOGLE_EVENTS = `/calendar/v3/calendars/${CAL}/events`
const google: Side = {
  kind: 'google',
  calendars: [
    '/calendar/v3/users/me/calendarList',
    { body: { items: [{ id: CAL, summary: 'Travail', accessRole: 'owner' }] } },
  ],
  pullPath: GOOGLE_EVENTS,
  tokenPath: '/token',
  isPull: (request, from) =>
    from === null ? !request.query.has('syncToken') : request.query.get('syncToken') === from,
  page: (items, next) => ({ body: { timeZone: 'Europe/Paris', items, nextSyncToken: next } }),
  busy: (id, start, extra = {}) => ({
    id,
    status: 'confirmed',
    start: { dateTime: start },
    end: { dateTime: hourAfter(start).toISO() },
    ...extra,
  }),
  gone: (id) => ({ id, status: 'cancelled' }),
  cursor: (name) => name,
  throttled: googleError(429, 'rateLimitExceeded', { 'retry-after': '30' }),
  down: googleError(503, 'backendError'),
  expired: googleError(410, 'fullSyncRequired'),
  unauthorized: googleError(401, 'authError'),
  // Google sends no new refresh token on a renewal: the stored one is kept.
  renewed: { body: { access_token: 'access-2', expires_in: 3600, token_type: 'Bearer' } },
  renewedRefreshToken: 'refresh-1',
}

const DELTA = `/v1.0/me/calendars/${CAL}/calendarView/delta`
const graphTime = (at: DateTime) => ({ dateTime: at.toUTC().toISO({ includeOffset: false }), timeZone: 'UTC' })
const microsoft: Side = {
  kind: 'microsoft',
  calendars: ['/v1.0/me/calendars', { body: { value: [{ id: CAL, name: 'Calendrier', canEdit: true }] } }],
  pullPath: DELTA,
  tokenPath: '/common/oauth2/v2.0/token',
  isPull: (request, from) =>
    from === null
      ? request.query.has('startDateTime') && !request.query.has('$deltatoken')
      : request.query.get('$deltatoken') === from,
  page: (value, next) => ({ body: { value, '@odata.deltaLink': `${fake.base}${DELTA}?$deltatoken=${next}` } }),
  busy: (id, start, extra = {}) => ({
    id,
    showAs: 'busy',
    start: graphTime(DateTime.fromISO(start)),
    end: graphTime(hourAfter(start)),
    ...extra,
  }),
  gone: (id) => ({ id, '@removed': { reason: 'deleted' } }),
  cursor: (name) => `${fake.base}${DELTA}?$deltatoken=${name}`,
  throttled: graphError(429, 'ApplicationThrottled', { 'retry-after': '12' }),
  down: graphError(503, 'ServiceNotAvailable'),
  expired: graphError(410, 'SyncStateNotFound'),
  unauthorized: graphError(401, 'InvalidAuthenticationToken'),
  // Microsoft rotates the refresh token.
  renewed: { body: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600, token_type: 'Bearer' } },
  renewedRefreshToken: 'refresh-2',
}

/** Answers the pull from cursor `from` (null: the full listing) with `answer`, over earlier answers. */
function pulls(side: Side, from: string | null, answer: FakeAnswer | ((request: Recorded) => FakeAnswer)) {
  fake.on('GET', side.pullPath, (request) =>
    side.isPull(request, from) ? (typeof answer === 'function' ? answer(request) : answer) : undefined,
  )
}

/**
 * A groomer connects the account (one calendar, `events` in it): the first pull, started in the
 * background, stores them with cursor `c1`; the sync run here then finds no change.
 */
async function connect(side: Side, events: unknown[]) {
  const { groomer } = await bookableGroomer(payload)
  const person = asPerson(groomer)
  fake.on('GET', ...side.calendars)
  pulls(side, null, side.page(events, 'c1'))
  pulls(side, 'c1', side.page([], 'c1'))
  const credentials = {
    kind: 'oauth' as const,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: Date.now() + 3_600_000,
  }
  const { id } = await createConnection(person, {
    provider: side.kind,
    accountLabel: `lea@${side.kind}.test`,
    credentials,
  })
  opened.push({ person, id })
  expect(await syncConnection(id)).toBe('synced')
  return { groomer, id }
}

/** The groomer's busy times: uid → start. */
async function busyOf(groomer: number): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'busy-times',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    where: { groomer: { equals: groomer } },
  })
  return Object.fromEntries(docs.map((busy) => [busy.uid, iso(busy.start)]))
}

async function stored(id: number) {
  const doc = await payload.findByID({
    collection: 'calendar-connections',
    id,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  return { status: doc.status, cursor: doc.calendars?.[0]?.cursor ?? null, credentials: doc.credentials }
}

const brokenMails = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { and: [{ to: { contains: email } }, { subject: { contains: 'n’est plus synchronisé' } }] },
    })
  ).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  await fake.start()
  registerProvider(
    'google',
    createGoogleProviderFactory({
      clientId: 'google-client',
      clientSecret: 'google-secret',
      apiBaseUrl: fake.base,
      authUrl: `${fake.base}/auth`,
      tokenUrl: `${fake.base}/token`,
    }),
  )
  registerProvider(
    'microsoft',
    createMicrosoftProviderFactory({
      clientId: 'ms-client',
      clientSecret: 'ms-secret',
      graphBaseUrl: fake.base,
      loginBaseUrl: fake.base,
    }),
  )
})

beforeEach(() => fake.reset())

afterEach(async () => {
  await settlePushes()
  for (const { person, id } of opened.splice(0)) await disconnect(person, id)
})

afterAll(async () => {
  registerProvider('google', googleProviderFactory)
  registerProvider('microsoft', microsoftProviderFactory)
  await fake.stop()
})

describe.each([google, microsoft])('the sync recovers from $kind failures', (side) => {
  it('a 429 and a 5xx keep the busy times and the cursor (retry); the next good answer applies the change', async () => {
    const { groomer, id } = await connect(side, [side.busy('dentiste', MON), side.busy('coiffeur', TUE)])
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON), coiffeur: iso(TUE) })
    expect(await stored(id)).toMatchObject({ status: 'active', cursor: side.cursor('c1') })

    for (const failure of [side.throttled, side.down]) {
      pulls(side, 'c1', failure)
      expect(await syncConnection(id)).toBe('retry')
      expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON), coiffeur: iso(TUE) })
      expect(await stored(id)).toMatchObject({ status: 'active', cursor: side.cursor('c1') })
    }

    pulls(side, 'c1', side.page([side.gone('dentiste'), side.busy('veto', WED)], 'c2'))
    expect(await syncConnection(id)).toBe('synced')
    expect(await busyOf(groomer.id)).toEqual({ coiffeur: iso(TUE), veto: iso(WED) })
    expect(await stored(id)).toMatchObject({ status: 'active', cursor: side.cursor('c2') })
  })

  it('an expired cursor (410) means a full resync replacing the calendar’s busy times', async () => {
    const { groomer, id } = await connect(side, [side.busy('dentiste', MON), side.busy('coiffeur', TUE)])
    // A row the provider no longer has (a removal missed earlier): the full listing must drop it.
    await payload.create({
      collection: 'busy-times',
      overrideAccess: true,
      data: {
        connection: id,
        groomer: groomer.id,
        calendarRemoteId: CAL,
        uid: 'fantome',
        start: THU,
        end: hourAfter(THU).toISO()!,
      },
    })
    const seen = fake.requests.length
    pulls(side, 'c1', side.expired)
    pulls(side, null, side.page([side.busy('coiffeur', TUE), side.busy('veto', WED)], 'c9'))
    expect(await syncConnection(id)).toBe('synced')
    expect(await busyOf(groomer.id)).toEqual({ coiffeur: iso(TUE), veto: iso(WED) })
    expect(await stored(id)).toMatchObject({ status: 'active', cursor: side.cursor('c9') })
    const asked = fake.requests.slice(seen).filter((request) => request.path === side.pullPath)
    expect(
      asked.map((request) => (side.isPull(request, 'c1') ? 'c1' : side.isPull(request, null) ? 'full' : '?')),
    ).toEqual(['c1', 'full'])
  })

  it('a 401 with a successful renewal syncs, stores the renewed tokens, and the next run uses them', async () => {
    const { groomer, id } = await connect(side, [side.busy('dentiste', MON)])
    const before = (await stored(id)).credentials
    fake.on('POST', side.tokenPath, side.renewed)
    pulls(side, 'c1', (request) =>
      request.headers.authorization === 'Bearer access-2'
        ? side.page([side.busy('veto', WED)], 'c2')
        : side.unauthorized,
    )
    expect(await syncConnection(id)).toBe('synced')
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON), veto: iso(WED) })
    const after = await stored(id)
    expect(after).toMatchObject({ status: 'active', cursor: side.cursor('c2') })
    expect(after.credentials).not.toBe(before)
    expect(decryptCredentials(after.credentials)).toMatchObject({
      kind: 'oauth',
      accessToken: 'access-2',
      refreshToken: side.renewedRefreshToken,
    })
    expect(Object.fromEntries(new URLSearchParams(fake.to(side.tokenPath)[0]?.body))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    })

    pulls(side, 'c2', (request) =>
      request.headers.authorization === 'Bearer access-2' ? side.page([], 'c3') : side.unauthorized,
    )
    expect(await syncConnection(id)).toBe('synced')
    expect(fake.to(side.tokenPath)).toHaveLength(1)
    expect((await stored(id)).cursor).toBe(side.cursor('c3'))
  })

  it('a 401 whose renewal is refused (invalid_grant) breaks the connection and e-mails the groomer once', async () => {
    const { groomer, id } = await connect(side, [side.busy('dentiste', MON)])
    fake.on('POST', side.tokenPath, REFUSED_GRANT)
    pulls(side, 'c1', side.unauthorized)
    expect(await syncConnection(id)).toBe('broken')
    expect(await stored(id)).toMatchObject({ status: 'broken', cursor: side.cursor('c1') })
    expect(await syncConnection(id)).toBe('skipped')
    expect(await syncConnection(id)).toBe('skipped')
    expect(await brokenMails(groomer.email as string)).toBe(1)
    expect(fake.to(side.tokenPath)).toHaveLength(1)
    // What was read before still blocks the slots.
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON) })
  })
})

describe('the site’s own appointments never come back as busy times', () => {
  it('Google: an event whose iCalUID is one of ours is skipped, in the full listing and in the changes', async () => {
    const { groomer, id } = await connect(google, [
      google.busy('dentiste', MON),
      google.busy('own-1', TUE, { iCalUID: 'RDV-1@mon-toiletteur' }),
    ])
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON) })
    pulls(
      google,
      'c1',
      google.page([google.busy('own-2', WED, { iCalUID: 'X@mon-toiletteur' }), google.busy('veto', THU)], 'c2'),
    )
    expect(await syncConnection(id)).toBe('synced')
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON), veto: iso(THU) })
  })

  it('Graph: the event a push created is known by its remote id, even without a transactionId', async () => {
    const { groomer, id } = await connect(microsoft, [microsoft.busy('dentiste', MON)])
    const EVENTS = `/v1.0/me/calendars/${CAL}/events`
    fake.on('POST', EVENTS, { status: 201, body: { id: 'remote-own' } })
    const start = nextWeekday(5, 10)
    const appointment = await createAppointment(payload, {
      groomer: groomer.id,
      start,
      end: hourAfter(start).toISO()!,
      status: 'confirmed',
    })
    // A pull that saw the event between its creation and the push's record: the push clears it.
    await payload.create({
      collection: 'busy-times',
      overrideAccess: true,
      data: {
        connection: id,
        groomer: groomer.id,
        calendarRemoteId: CAL,
        uid: 'remote-own',
        start,
        end: hourAfter(start).toISO()!,
      },
    })
    // The sweep queues the appointment (confirmed before it was ever pushed) and pushes it.
    await retryDuePushes(new Date(Date.now() + 3 * 60_000))
    const { docs: pushes } = await payload.find({
      collection: 'calendar-pushes',
      overrideAccess: true,
      depth: 0,
      where: { appointment: { equals: appointment.id } },
    })
    expect(pushes).toHaveLength(1)
    expect(pushes[0]).toMatchObject({ action: 'upsert', remoteId: 'remote-own', calendarRemoteId: CAL })
    expect(pushes[0]?.doneAt).toBeTruthy()
    expect(JSON.parse(fake.to(EVENTS)[0]?.body ?? '{}')).toMatchObject({
      transactionId: `${appointment.reference}@mon-toiletteur`,
    })
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON) })

    // Graph lists it back without its transactionId.
    pulls(microsoft, 'c1', microsoft.page([microsoft.busy('remote-own', start), microsoft.busy('veto', THU)], 'c2'))
    expect(await syncConnection(id)).toBe('synced')
    expect(await busyOf(groomer.id)).toEqual({ dentiste: iso(MON), veto: iso(THU) })
  })
})
