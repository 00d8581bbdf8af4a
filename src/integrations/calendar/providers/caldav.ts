import {
  calendarMultiGet,
  calendarQuery,
  createDAVClient,
  propfind,
  syncCollection,
  type DAVCalendar,
  type DAVResponse,
} from 'tsdav'
import { type Dispatcher, fetch as undiciFetch } from 'undici'

import { env } from '@/server/env'

import { busyFromIcs } from '../ics/read'
import { eventIcs } from '../ics/write'
import { blockedAddressOf, guardedDispatcher, unguardedDispatcher } from './addressGuard'
import {
  CredentialError,
  CursorExpiredError,
  TemporaryProviderError,
  type BusyEvent,
  type BusySync,
  type CalendarProvider,
  type ProviderFactory,
} from '../port'
import { withUnpausedBodies } from './unpausedBodies'

/** Apple iCloud's CalDAV server; any CalDAV server URL works the same way. */
export const ICLOUD_CALDAV_URL = 'https://caldav.icloud.com'

const DAY_MS = 86_400_000

/** Each calendar object's etag and data: what a listing or a sync report asks for. */
const OBJECT_PROPS = { 'd:getetag': {}, 'c:calendar-data': {} }
const EVENTS_ONLY = [
  { 'comp-filter': { _attributes: { name: 'VCALENDAR' }, 'comp-filter': { _attributes: { name: 'VEVENT' } } } },
]
/** Pages of one sync-collection a server may split its answer into before the pull gives up until next time. */
const MAX_SYNC_PAGES = 50
/** A calendar deleted on the server holds no time any more: an empty full listing clears it. */
const GONE: BusySync = { changed: [], removed: [], cursor: '', full: true }

type Multistatus = { syncToken?: unknown }
/** The parsed multistatus of a report, or undefined when the server answered something else (an error page). */
const multistatusOf = (responses: DAVResponse[]) =>
  (responses[0]?.raw as { multistatus?: Multistatus } | undefined)?.multistatus

/**
 * CalDAV calendars (Apple iCloud with an app-specific password) through tsdav. Calendar ids are
 * the calendars' URLs, event ids the objects' URLs; busy uids are the objects' hrefs (an
 * occurrence of a recurring event: `href#start`), so a removed href removes all its occurrences.
 * Cursor: `sync:<token>` (RFC 6578 sync-collection) or, on a server without it,
 * `etag:<json of href → etag>` compared on each pull. An incremental pull is one report on the
 * calendar's URL (no discovery of the account), and only the objects it names are parsed.
 */
export const caldavProvider: ProviderFactory = (credentials) => {
  if (credentials.kind !== 'caldav') throw new CredentialError('Identifiants CalDAV attendus')
  const { serverUrl, username, password } = credentials
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
  const dav = { headers: { authorization }, fetch: checkedFetch as typeof fetch }
  let client: ReturnType<typeof createDAVClient> | undefined
  const connect = () =>
    (client ??= createDAVClient({
      serverUrl,
      credentials: { username, password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: checkedFetch,
    }))
  const calendars = async () =>
    (await (await connect()).fetchCalendars()).filter((c) => !c.components || c.components.includes('VEVENT'))
  const window = () => ({ from: new Date(Date.now() - DAY_MS), to: new Date(Date.now() + 366 * DAY_MS) })

  /** The objects a report names: busy ranges of those with data, every href (its earlier occurrences go), etags. */
  function read(responses: DAVResponse[], calendarUrl: string) {
    const changed: BusyEvent[] = []
    const hrefs: string[] = []
    const etags: Record<string, string> = {}
    for (const response of responses) {
      if (!response.href || sameUrl(new URL(response.href, calendarUrl).href, calendarUrl)) continue
      const href = hrefOf(response.href)
      hrefs.push(href)
      if (response.status === 404) continue
      etags[href] = String(response.props?.getetag ?? '')
      const data = calendarData(response.props?.calendarData)
      if (data) changed.push(...busyFromIcs(data, href, window()))
    }
    return { changed, hrefs, etags }
  }

  /**
   * The event calendar at `url` (null when it is gone) and whether it answers sync-collection: one
   * PROPFIND on it, not the account's whole listing (where a server may count every object).
   */
  async function probe(url: string): Promise<{ sync: boolean } | null> {
    const [found] = await propfind({
      url,
      props: { 'd:resourcetype': {}, 'd:supported-report-set': {}, 'c:supported-calendar-component-set': {} },
      depth: '0',
      ...dav,
    })
    const props = found?.ok ? found.props : undefined
    if (!props || !Object.keys(props.resourcetype ?? {}).includes('calendar')) return null
    const components = namesOf(
      props.supportedCalendarComponentSet?.comp,
      (c) => (c as { _attributes?: { name?: string } })._attributes?.name,
    )
    if (components.length > 0 && !components.includes('VEVENT')) return null
    return {
      sync: namesOf(
        props.supportedReportSet?.supportedReport,
        (r) => Object.keys((r as { report?: object }).report ?? {})[0],
      ).includes('syncCollection'),
    }
  }

  /** The server refused the cursor: a calendar deleted there is emptied, any other is listed again. */
  async function refused(calendarUrl: string, message: string): Promise<BusySync> {
    if (!(await probe(calendarUrl))) return GONE
    throw new CursorExpiredError(message)
  }

  /** Every object in one report: an initial sync-collection (its token comes with it) or a calendar-query. */
  async function fullPull(calendarUrl: string): Promise<BusySync> {
    const calendar = await probe(calendarUrl)
    if (!calendar) return GONE
    if (calendar.sync) {
      // A server that refuses the initial token is listed the other way.
      const report = await syncReport(calendarUrl, '').catch((error: unknown) => {
        if (error instanceof RefusedSyncToken) return null
        throw error
      })
      if (report)
        return {
          changed: read(report.responses, calendarUrl).changed,
          removed: [],
          cursor: `sync:${report.token}`,
          full: true,
        }
    }
    const responses = await calendarQuery({
      url: calendarUrl,
      props: OBJECT_PROPS,
      filters: EVENTS_ONLY,
      depth: '1',
      ...dav,
    })
    const { changed, etags } = read(responses, calendarUrl)
    return { changed, removed: [], cursor: `etag:${JSON.stringify(etags)}`, full: true }
  }

  /**
   * A sync-collection report from `token`, followed when the server truncates it (RFC 6578 3.6: a
   * 507 on the calendar itself, the rest from the token it gave). Null when it gave no token.
   */
  async function syncReport(
    calendarUrl: string,
    token: string,
  ): Promise<{ responses: DAVResponse[]; token: string } | null> {
    const responses: DAVResponse[] = []
    for (let page = 0; page < MAX_SYNC_PAGES; page++) {
      const answer = await syncCollection({
        url: calendarUrl,
        props: OBJECT_PROPS,
        syncLevel: 1,
        syncToken: token,
        ...dav,
      })
      const next = multistatusOf(answer)?.syncToken
      if (!next) return null
      responses.push(...answer)
      token = String(next)
      if (!answer.some((r) => r.status === 507 && r.href && sameUrl(new URL(r.href, calendarUrl).href, calendarUrl)))
        return { responses, token }
    }
    throw new TemporaryProviderError(`Synchronisation CalDAV en plus de ${MAX_SYNC_PAGES} pages`)
  }

  async function syncPull(calendarUrl: string, token: string): Promise<BusySync> {
    let report: Awaited<ReturnType<typeof syncReport>>
    try {
      report = await syncReport(calendarUrl, token)
    } catch (error) {
      if (error instanceof RefusedSyncToken) return refused(calendarUrl, 'Jeton de synchronisation refusé')
      throw error
    }
    if (!report) return refused(calendarUrl, 'Réponse de synchronisation sans nouveau jeton')
    // A changed object is named among the removed too: it first loses its previous occurrences.
    const { changed, hrefs } = read(report.responses, calendarUrl)
    return { changed, removed: hrefs, cursor: `sync:${report.token}`, full: false }
  }

  async function etagPull(calendarUrl: string, previous: Record<string, string>): Promise<BusySync> {
    const listed = await calendarQuery({
      url: calendarUrl,
      props: { 'd:getetag': {} },
      filters: EVENTS_ONLY,
      depth: '1',
      ...dav,
    })
    if (!multistatusOf(listed))
      return refused(calendarUrl, `Liste des événements refusée (${listed[0]?.status ?? 'réponse vide'})`)
    const { etags } = read(listed, calendarUrl)
    const touched = Object.keys(etags).filter((href) => previous[href] !== etags[href])
    const gone = Object.keys(previous).filter((href) => !(href in etags))
    const objectUrls = touched.map((href) => new URL(href, calendarUrl).pathname)
    const fetched = touched.length
      ? await calendarMultiGet({ url: calendarUrl, props: OBJECT_PROPS, objectUrls, depth: '1', ...dav })
      : []
    return {
      changed: read(fetched, calendarUrl).changed,
      removed: [...gone, ...touched],
      cursor: `etag:${JSON.stringify(etags)}`,
      full: false,
    }
  }

  const provider: CalendarProvider = {
    kind: 'icloud',
    async listCalendars() {
      return (await calendars()).map((c) => ({ id: c.url, name: displayName(c), canWrite: true }))
    },
    async pullBusy(calendarId, cursor) {
      if (!cursor) return fullPull(calendarId)
      if (cursor.startsWith('sync:')) return syncPull(calendarId, cursor.slice(5))
      if (cursor.startsWith('etag:')) {
        let previous: Record<string, string>
        try {
          previous = JSON.parse(cursor.slice(5)) as Record<string, string>
        } catch {
          throw new CursorExpiredError('Curseur illisible')
        }
        return etagPull(calendarId, previous)
      }
      throw new CursorExpiredError('Curseur inconnu')
    },
    async upsertEvent(calendarId, event, remoteId) {
      const url = remoteId ?? new URL(`${encodeURIComponent(event.uid)}.ics`, ensureSlash(calendarId)).href
      // A plain PUT (no If-None-Match): retrying a push that did reach the server is harmless.
      await checkedFetch(url, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'text/calendar; charset=utf-8' },
        body: eventIcs({ ...event, productId: '-//Mon Toiletteur//Agenda//FR' }),
      })
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
  if (!found)
    dispatchers.set(
      allowPrivate,
      (found = withUnpausedBodies(allowPrivate ? unguardedDispatcher() : guardedDispatcher())),
    )
  return found
}

/**
 * fetch through the address guard (every redirect hop too) that turns the server's refusals into
 * the port's errors (tsdav itself does not throw).
 */
async function checkedFetch(
  input: string | URL | Request,
  init?: RequestInit,
  tolerated: number[] = [],
): Promise<Response> {
  let response: Response
  try {
    const url = input instanceof Request ? input.url : input
    const sent = await undiciFetch(url, {
      ...(init as object),
      dispatcher: caldavDispatcher(),
      signal: AbortSignal.timeout(60_000),
    })
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
  if (response.status === 403 && (init?.method === 'PUT' || init?.method === 'DELETE'))
    throw new TemporaryProviderError('Ce calendrier refuse l’écriture des rendez-vous (403)')
  if (response.status === 403) throw new CredentialError('Accès refusé par le serveur CalDAV')
  if (response.status === 429 || response.status >= 500) {
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new TemporaryProviderError(
      `Serveur CalDAV indisponible (${response.status})`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    )
  }
  if (init?.method === 'PUT' || init?.method === 'DELETE')
    throw new TemporaryProviderError(`Écriture CalDAV refusée (${response.status})`)
  return response
}

/** Names in a DAV property that holds one element or a list of them. */
function namesOf(value: unknown, nameOf: (element: unknown) => string | undefined): string[] {
  const elements = Array.isArray(value) ? value : value ? [value] : []
  return elements
    .map((element) => (element ? nameOf(element) : undefined))
    .filter((name): name is string => typeof name === 'string')
}
const ensureSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`)
const sameUrl = (a: string, b: string) => ensureSlash(a) === ensureSlash(b)
const hrefOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname)
const displayName = (c: DAVCalendar) =>
  typeof c.displayName === 'string' && c.displayName
    ? c.displayName
    : (hrefOf(c.url).split('/').filter(Boolean).pop() ?? 'Calendrier')

function calendarData(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && '_cdata' in value) return String((value as { _cdata: unknown })._cdata)
  return undefined
}
