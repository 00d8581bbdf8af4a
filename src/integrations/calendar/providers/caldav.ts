import { createDAVClient, type DAVCalendar, type DAVResponse } from 'tsdav'
import { type Dispatcher, fetch as undiciFetch } from 'undici'

import { env } from '@/server/env'

import { blockedAddressOf, guardedDispatcher, unguardedDispatcher } from './addressGuard'
import { busyFromIcs, icsFor } from './ics'
import { CredentialError, CursorExpiredError, TemporaryProviderError, type BusyEvent, type BusySync, type CalendarProvider, type ProviderFactory } from './port'
import { withUnpausedBodies } from './unpausedBodies'

/** Apple iCloud's CalDAV server; any CalDAV server URL works the same way. */
export const ICLOUD_CALDAV_URL = 'https://caldav.icloud.com'

const DAY_MS = 86_400_000

/**
 * CalDAV calendars (Apple iCloud with an app-specific password) through tsdav. Calendar ids are
 * the calendars' URLs, event ids the objects' URLs; busy uids are the objects' hrefs (an
 * occurrence of a recurring event: `href#start`), so a removed href removes all its occurrences.
 * Cursor: `sync:<token>` (RFC 6578 sync-collection) or, on a server without it,
 * `etag:<json of href → etag>` compared on each pull.
 */
export const caldavProvider: ProviderFactory = (credentials) => {
  if (credentials.kind !== 'caldav') throw new CredentialError('Identifiants CalDAV attendus')
  const { serverUrl, username, password } = credentials
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
  let client: ReturnType<typeof createDAVClient> | undefined
  const connect = () => (client ??= createDAVClient({ serverUrl, credentials: { username, password }, authMethod: 'Basic', defaultAccountType: 'caldav', fetch: checkedFetch }))
  const calendars = async () => (await (await connect()).fetchCalendars()).filter((c) => !c.components || c.components.includes('VEVENT'))
  const calendarAt = async (url: string): Promise<DAVCalendar | null> => (await calendars()).find((c) => sameUrl(c.url, url)) ?? null
  const window = () => ({ from: new Date(Date.now() - DAY_MS), to: new Date(Date.now() + 366 * DAY_MS) })
  const busyOf = (objects: { url: string; data?: unknown }[]): BusyEvent[] =>
    objects.flatMap((o) => (typeof o.data === 'string' ? busyFromIcs(o.data, hrefOf(o.url), window()) : []))

  async function fullPull(calendar: DAVCalendar): Promise<BusySync> {
    const objects = await (await connect()).fetchCalendarObjects({ calendar })
    const changed = busyOf(objects)
    if (supportsSync(calendar) && calendar.syncToken) return { changed, removed: [], cursor: `sync:${calendar.syncToken}`, full: true }
    const etags = Object.fromEntries(objects.map((o) => [hrefOf(o.url), o.etag ?? '']))
    return { changed, removed: [], cursor: `etag:${JSON.stringify(etags)}`, full: true }
  }

  async function syncPull(calendar: DAVCalendar, token: string): Promise<BusySync> {
    const davClient = await connect()
    let responses: DAVResponse[]
    try {
      responses = await davClient.syncCollection({ url: calendar.url, props: { 'd:getetag': {}, 'c:calendar-data': {} }, syncLevel: 1, syncToken: token })
    } catch (error) {
      if (error instanceof RefusedSyncToken) throw new CursorExpiredError('Jeton de synchronisation refusé')
      throw error
    }
    const first = responses[0] as (DAVResponse & { raw?: { multistatus?: { syncToken?: string } } }) | undefined
    if (first && !first.ok && !first.href) throw new CursorExpiredError(`Jeton de synchronisation refusé (${first.status})`)
    const next = first?.raw?.multistatus?.syncToken
    if (!next) throw new CursorExpiredError('Réponse de synchronisation sans nouveau jeton')
    const removed: string[] = []
    const changed: BusyEvent[] = []
    for (const response of responses) {
      if (!response.href || sameUrl(new URL(response.href, calendar.url).href, calendar.url)) continue
      const href = hrefOf(response.href)
      if (response.status === 404) removed.push(href)
      else {
        // A changed object first loses its previous occurrences.
        removed.push(href)
        changed.push(...busyOf([{ url: href, data: calendarData(response.props?.calendarData) }]))
      }
    }
    return { changed, removed, cursor: `sync:${next}`, full: false }
  }

  async function etagPull(calendar: DAVCalendar, previous: Record<string, string>): Promise<BusySync> {
    const davClient = await connect()
    const listed = await davClient.calendarQuery({
      url: calendar.url,
      props: { 'd:getetag': {} },
      filters: [{ 'comp-filter': { _attributes: { name: 'VCALENDAR' }, 'comp-filter': { _attributes: { name: 'VEVENT' } } } }],
      depth: '1',
    })
    const etags: Record<string, string> = {}
    for (const r of listed) if (r.href && r.ok) etags[hrefOf(r.href)] = String(r.props?.getetag ?? '')
    const touched = Object.keys(etags).filter((href) => previous[href] !== etags[href])
    const gone = Object.keys(previous).filter((href) => !(href in etags))
    const objects = touched.length ? await davClient.fetchCalendarObjects({ calendar, objectUrls: touched.map((h) => new URL(h, calendar.url).href) }) : []
    return { changed: busyOf(objects), removed: [...gone, ...touched], cursor: `etag:${JSON.stringify(etags)}`, full: false }
  }

  const provider: CalendarProvider = {
    kind: 'icloud',
    async listCalendars() {
      return (await calendars()).map((c) => ({ id: c.url, name: displayName(c), canWrite: true }))
    },
    async pullBusy(calendarId, cursor) {
      const calendar = await calendarAt(calendarId)
      // A calendar deleted on the server holds no time any more: an empty full listing clears it.
      if (!calendar) return { changed: [], removed: [], cursor: '', full: true }
      if (!cursor) return fullPull(calendar)
      if (cursor.startsWith('sync:')) return syncPull(calendar, cursor.slice(5))
      if (cursor.startsWith('etag:')) {
        let previous: Record<string, string>
        try {
          previous = JSON.parse(cursor.slice(5)) as Record<string, string>
        } catch {
          throw new CursorExpiredError('Curseur illisible')
        }
        return etagPull(calendar, previous)
      }
      throw new CursorExpiredError('Curseur inconnu')
    },
    async upsertEvent(calendarId, event, remoteId) {
      const url = remoteId ?? new URL(`${encodeURIComponent(event.uid)}.ics`, ensureSlash(calendarId)).href
      // A plain PUT (no If-None-Match): retrying a push that did reach the server is harmless.
      await checkedFetch(url, { method: 'PUT', headers: { authorization, 'content-type': 'text/calendar; charset=utf-8' }, body: icsFor(event) })
      return { remoteId: url }
    },
    async deleteEvent(_calendarId, remoteId) {
      const response = await checkedFetch(remoteId, { method: 'DELETE', headers: { authorization } }, [404, 410])
      void response
    },
  }
  return provider
}

class RefusedSyncToken extends Error {}

const dispatchers = new Map<boolean, Dispatcher>()
/** Public addresses only (addressGuard.ts), unless the tests' local server is explicitly allowed. */
function caldavDispatcher(): Dispatcher {
  const allowPrivate = env().CALDAV_ALLOW_PRIVATE_ADDRESSES
  let found = dispatchers.get(allowPrivate)
  if (!found) dispatchers.set(allowPrivate, (found = withUnpausedBodies(allowPrivate ? unguardedDispatcher() : guardedDispatcher())))
  return found
}

/**
 * fetch through the address guard (every redirect hop too) that turns the server's refusals into
 * the port's errors (tsdav itself does not throw).
 */
async function checkedFetch(input: string | URL | Request, init?: RequestInit, tolerated: number[] = []): Promise<Response> {
  let response: Response
  try {
    const url = input instanceof Request ? input.url : input
    const sent = await undiciFetch(url, { ...(init as object), dispatcher: caldavDispatcher(), signal: AbortSignal.timeout(60_000) })
    response = sent as unknown as Response
  } catch (error) {
    const blocked = blockedAddressOf(error)
    if (blocked) throw blocked
    throw new TemporaryProviderError(`Serveur CalDAV injoignable : ${(error as Error).message}`)
  }
  if (response.ok || tolerated.includes(response.status)) return response
  if (response.status === 401) throw new CredentialError('Identifiant ou mot de passe d’application refusé')
  const body = init?.method === 'REPORT' && typeof init.body === 'string' ? init.body : ''
  if ((response.status === 403 || response.status === 409) && body.includes('sync-token')) throw new RefusedSyncToken()
  // A read-only calendar refuses writes with 403: the push waits (the groomer can choose another target), the connection stays.
  if (response.status === 403 && (init?.method === 'PUT' || init?.method === 'DELETE')) throw new TemporaryProviderError('Ce calendrier refuse l’écriture des rendez-vous (403)')
  if (response.status === 403) throw new CredentialError('Accès refusé par le serveur CalDAV')
  if (response.status === 429 || response.status >= 500) {
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new TemporaryProviderError(`Serveur CalDAV indisponible (${response.status})`, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined)
  }
  if (init?.method === 'PUT' || init?.method === 'DELETE') throw new TemporaryProviderError(`Écriture CalDAV refusée (${response.status})`)
  return response
}

const supportsSync = (calendar: DAVCalendar) => Array.isArray(calendar.reports) && calendar.reports.includes('syncCollection')
const ensureSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`)
const sameUrl = (a: string, b: string) => ensureSlash(a) === ensureSlash(b)
const hrefOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname)
const displayName = (c: DAVCalendar) => (typeof c.displayName === 'string' && c.displayName ? c.displayName : hrefOf(c.url).split('/').filter(Boolean).pop() ?? 'Calendrier')

function calendarData(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && '_cdata' in value) return String((value as { _cdata: unknown })._cdata)
  return undefined
}
