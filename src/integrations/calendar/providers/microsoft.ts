import { Client, HTTPMessageHandler } from '@microsoft/microsoft-graph-client'
import { DateTime } from 'luxon'

import { GraphTokenMiddleware, microsoftTokenKeeper } from './microsoftAuth'
import { graphStatus, microsoftError } from './microsoftErrors'
import { microsoftSettings, type MicrosoftSettings } from './oauthConfig'
import {
  CredentialError,
  isPushedUid,
  TemporaryProviderError,
  type BusyEvent,
  type CalendarProvider,
  type ProviderFactory,
  type PushedEvent,
  type RemoteCalendar,
} from '../port'

type GraphDateTime = { dateTime?: string; timeZone?: string }
type GraphEvent = {
  id?: string
  '@removed'?: unknown
  isCancelled?: boolean
  isAllDay?: boolean
  showAs?: string
  start?: GraphDateTime
  end?: GraphDateTime
  originalStartTimeZone?: string
  transactionId?: string | null
}
type GraphPage<T> = { value?: T[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string }

const DAY_MS = 86_400_000
const YEAR_MS = 366 * DAY_MS
/** Times in UTC, pages of 200 (Graph's documented maximum for events). */
const PREFER = 'outlook.timezone="UTC", odata.maxpagesize=200'
/** Zone of all-day events whose own zone is not an IANA name (Graph often gives Windows names). */
const FALLBACK_ZONE = 'Europe/Paris'

/** Graph answers absolute links (next page, delta): the client wants the path after the version. */
function relativeLink(link: string): string {
  const url = new URL(link)
  return `${url.pathname.replace(/^\/(v1\.0|beta)\//, '/')}${url.search}`
}

function instant(time: GraphDateTime | undefined, allDay: boolean, originalZone: string | undefined): DateTime | null {
  if (!time?.dateTime) return null
  const zoneOf = (name: string | undefined) => (name && DateTime.now().setZone(name).isValid ? name : null)
  // All-day events: midnight to midnight where the event was made, not in UTC.
  const zone = allDay
    ? (zoneOf(originalZone) ?? FALLBACK_ZONE)
    : (zoneOf(time.timeZone === 'UTC' ? 'utc' : time.timeZone) ?? 'utc')
  const value = allDay ? time.dateTime.slice(0, 10) : time.dateTime
  const parsed = DateTime.fromISO(value, { zone })
  return parsed.isValid ? parsed : null
}

function busyOf(event: GraphEvent): BusyEvent | null {
  if (!event.id || event.isCancelled || event.showAs === 'free') return null
  // The site's own appointments pushed to this calendar already hold their time.
  if (isPushedUid(event.transactionId)) return null
  const allDay = event.isAllDay === true
  const start = instant(event.start, allDay, event.originalStartTimeZone)
  const end = instant(event.end, allDay, event.originalStartTimeZone)
  if (!start || !end || end <= start) return null
  return { uid: event.id, start: start.toJSDate(), end: end.toJSDate() }
}

const eventBody = (event: PushedEvent) => ({
  subject: event.title,
  body: { contentType: 'text', content: event.description ?? '' },
  location: { displayName: event.location ?? '' },
  start: { dateTime: event.start.toISOString().replace('Z', ''), timeZone: 'UTC' },
  end: { dateTime: event.end.toISOString().replace('Z', ''), timeZone: 'UTC' },
  showAs: 'busy',
  // Graph's idempotency key: a retried create with the same one makes no duplicate.
  transactionId: event.uid,
})

/** Outlook.com (Live) and Office 365 calendars through Microsoft Graph. */
export function createMicrosoftProviderFactory(settings: MicrosoftSettings): ProviderFactory {
  return (credentials, onRefresh) => {
    if (credentials.kind !== 'oauth') throw new CredentialError('Microsoft needs OAuth credentials')
    const tokens = new GraphTokenMiddleware(microsoftTokenKeeper(settings, credentials, onRefresh))
    // No retry middleware: the sync jobs decide when to try again (Retry-After is passed on).
    const client = Client.initWithMiddleware({
      baseUrl: `${settings.graphBaseUrl}/`,
      defaultVersion: 'v1.0',
      middleware: [tokens, new HTTPMessageHandler()],
    })

    async function call<T>(run: () => Promise<T>): Promise<T> {
      tokens.lastFailure = null
      try {
        return await run()
      } catch (error) {
        throw microsoftError(tokens.lastFailure ?? error)
      }
    }
    const eventPath = (calendarId: string, remoteId?: string) =>
      `/me/calendars/${encodeURIComponent(calendarId)}/events${remoteId ? `/${encodeURIComponent(remoteId)}` : ''}`

    const provider: CalendarProvider = {
      kind: 'microsoft',
      listCalendars: () =>
        call(async () => {
          const calendars: RemoteCalendar[] = []
          let link: string | undefined = '/me/calendars?$select=id,name,canEdit&$top=100'
          while (link) {
            const page = (await client.api(link).get()) as GraphPage<{ id: string; name?: string; canEdit?: boolean }>
            for (const item of page.value ?? [])
              calendars.push({ id: item.id, name: item.name ?? item.id, canWrite: item.canEdit === true })
            link = page['@odata.nextLink'] ? relativeLink(page['@odata.nextLink']) : undefined
          }
          return calendars
        }),
      pullBusy: (calendarId, cursor) =>
        call(async () => {
          const full = cursor === null
          const changed: BusyEvent[] = []
          const removed: string[] = []
          const now = Date.now()
          const window = new URLSearchParams({
            startDateTime: new Date(now - DAY_MS).toISOString(),
            endDateTime: new Date(now + YEAR_MS).toISOString(),
          })
          let link = cursor
            ? relativeLink(cursor)
            : `/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?${window}`
          for (;;) {
            const page = (await client.api(link).header('Prefer', PREFER).get()) as GraphPage<GraphEvent>
            for (const event of page.value ?? []) {
              const busy = event['@removed'] ? null : busyOf(event)
              if (busy) changed.push(busy)
              else if (!full && event.id) removed.push(event.id)
            }
            if (page['@odata.nextLink']) link = relativeLink(page['@odata.nextLink'])
            else if (page['@odata.deltaLink']) return { changed, removed, cursor: page['@odata.deltaLink'], full }
            else throw new TemporaryProviderError('Microsoft Graph: the delta round ended without a link')
          }
        }),
      upsertEvent: (calendarId, event, remoteId) =>
        call(async () => {
          if (remoteId) {
            try {
              const updated = (await client.api(eventPath(calendarId, remoteId)).patch(eventBody(event))) as {
                id: string
              }
              return { remoteId: updated.id }
            } catch (error) {
              // Deleted on the groomer's side meanwhile: create it again.
              if (graphStatus(error) !== 404) throw error
            }
          }
          const created = (await client.api(eventPath(calendarId)).post(eventBody(event))) as { id: string }
          return { remoteId: created.id }
        }),
      deleteEvent: (calendarId, remoteId) =>
        call(async () => {
          try {
            await client.api(eventPath(calendarId, remoteId)).delete()
          } catch (error) {
            if (graphStatus(error) !== 404 && graphStatus(error) !== 410) throw error
          }
        }),
    }
    return provider
  }
}

/** The registry's Microsoft factory: reads the site's settings when a connection is used. */
export const microsoftProviderFactory: ProviderFactory = (credentials, onRefresh) => {
  const settings = microsoftSettings()
  if (!settings) throw new CredentialError('Outlook / Office 365 n’est pas configuré sur ce site.')
  return createMicrosoftProviderFactory(settings)(credentials, onRefresh)
}
