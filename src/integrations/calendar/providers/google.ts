import { calendar, type calendar_v3 } from '@googleapis/calendar'
import { OAuth2Client } from 'google-auth-library'
import { DateTime } from 'luxon'

import { googleError, googleStatus } from './googleErrors'
import { googleSettings, type GoogleSettings } from './oauthConfig'
import {
  CredentialError,
  isPushedUid,
  TemporaryProviderError,
  type BusyEvent,
  type CalendarProvider,
  type ProviderCredentials,
  type ProviderFactory,
  type PushedEvent,
} from '../port'

type OAuthCredentials = Extract<ProviderCredentials, { kind: 'oauth' }>

/** Read the calendars, write events (appointments) in them. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
]

const PAGE_SIZE = 250
const DAY_MS = 86_400_000

/** Google's OAuth 2 client of the site, pointed at the configured token and consent addresses. */
export function googleOAuthClient(settings: GoogleSettings, redirectUri?: string): OAuth2Client {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri,
    // A token refused before its expiry (revoked, password changed) is renewed once before giving up.
    forceRefreshOnFailure: true,
    endpoints: { oauth2TokenUrl: settings.tokenUrl, oauth2AuthBaseUrl: settings.authUrl },
  })
}

/** The Calendar API v3 client; no automatic retry: the sync jobs decide when to try again. */
export const googleCalendarClient = (settings: GoogleSettings, auth: OAuth2Client): calendar_v3.Calendar =>
  calendar({ version: 'v3', auth, rootUrl: `${settings.apiBaseUrl}/`, retry: false })

/** A busy range of a Google event, or null when it does not make the groomer busy. */
function busyOf(event: calendar_v3.Schema$Event, calendarZone: string): BusyEvent | null {
  if (!event.id || event.status === 'cancelled' || event.transparency === 'transparent') return null
  // The site's own appointments pushed to this calendar already hold their time.
  if (isPushedUid(event.iCalUID)) return null
  const instant = (time: calendar_v3.Schema$EventDateTime | undefined) => {
    if (time?.dateTime) return DateTime.fromISO(time.dateTime, { setZone: true })
    // All-day: the whole day in the calendar's zone.
    if (time?.date) return DateTime.fromISO(time.date, { zone: time.timeZone ?? calendarZone })
    return null
  }
  const start = instant(event.start ?? undefined)
  const end = instant(event.end ?? undefined)
  if (!start?.isValid || !end?.isValid || end <= start) return null
  return { uid: event.id, start: start.toJSDate(), end: end.toJSDate() }
}

function eventBody(event: PushedEvent): calendar_v3.Schema$Event {
  return {
    iCalUID: event.uid,
    status: 'confirmed',
    summary: event.title,
    location: event.location ?? undefined,
    description: event.description ?? undefined,
    start: { dateTime: event.start.toISOString(), timeZone: 'UTC' },
    end: { dateTime: event.end.toISOString(), timeZone: 'UTC' },
    transparency: 'opaque',
  }
}

/** Google Calendar through its official client (@googleapis/calendar: only the Calendar API of googleapis); tokens renewed by the OAuth client are handed to `onRefresh`. */
export function createGoogleProviderFactory(settings: GoogleSettings): ProviderFactory {
  return (credentials, onRefresh) => {
    if (credentials.kind !== 'oauth') throw new CredentialError('Google needs OAuth credentials')
    let current: OAuthCredentials = credentials
    const auth = googleOAuthClient(settings)
    auth.setCredentials({
      access_token: current.accessToken,
      refresh_token: current.refreshToken,
      expiry_date: current.expiresAt,
      scope: current.scope,
    })
    const refreshes: Promise<void>[] = []
    auth.on('tokens', (tokens) => {
      current = {
        kind: 'oauth',
        accessToken: tokens.access_token ?? current.accessToken,
        // Google sends a refresh token again only on a new consent: keep the stored one.
        refreshToken: tokens.refresh_token ?? current.refreshToken,
        expiresAt: tokens.expiry_date ?? Date.now() + 3_600_000,
        scope: tokens.scope ?? current.scope,
      }
      refreshes.push(onRefresh(current))
    })
    const calendar = googleCalendarClient(settings, auth)

    /** Runs one API exchange, maps its failure, and stores renewed tokens before answering. */
    async function call<T>(run: () => Promise<T>): Promise<T> {
      try {
        return await run()
      } catch (error) {
        throw googleError(error)
      } finally {
        await Promise.all(refreshes.splice(0))
      }
    }

    async function insertOrReplace(calendarId: string, body: calendar_v3.Schema$Event): Promise<string> {
      try {
        const { data } = await calendar.events.insert({ calendarId, requestBody: body })
        return data.id as string
      } catch (error) {
        // 409: this uid is already there (a retried push whose answer was lost): replace that event.
        if (googleStatus(error) !== 409) throw error
        const { data } = await calendar.events.list({ calendarId, iCalUID: body.iCalUID as string, showDeleted: true })
        const existing = data.items?.[0]?.id
        if (!existing) throw error
        const updated = await calendar.events.update({ calendarId, eventId: existing, requestBody: body })
        return updated.data.id as string
      }
    }

    const provider: CalendarProvider = {
      kind: 'google',
      listCalendars: () =>
        call(async () => {
          const calendars: { id: string; name: string; canWrite: boolean }[] = []
          let pageToken: string | undefined
          do {
            const { data } = await calendar.calendarList.list({ maxResults: PAGE_SIZE, pageToken })
            for (const item of data.items ?? []) {
              if (!item.id || item.deleted) continue
              calendars.push({
                id: item.id,
                name: item.summaryOverride ?? item.summary ?? item.id,
                canWrite: item.accessRole === 'owner' || item.accessRole === 'writer',
              })
            }
            pageToken = data.nextPageToken ?? undefined
          } while (pageToken)
          return calendars
        }),
      pullBusy: (calendarId, cursor) =>
        call(async () => {
          const full = cursor === null
          const changed: BusyEvent[] = []
          const removed: string[] = []
          const timeMin = new Date(Date.now() - DAY_MS).toISOString()
          let pageToken: string | undefined
          let nextSyncToken: string | undefined
          do {
            // The same parameters on every round (Google requires it), timeMin only without a sync token.
            const { data } = await calendar.events.list({
              calendarId,
              singleEvents: true,
              showDeleted: true,
              maxResults: PAGE_SIZE,
              pageToken,
              ...(full ? { timeMin } : { syncToken: cursor }),
            })
            const zone = data.timeZone ?? 'UTC'
            for (const event of data.items ?? []) {
              const busy = busyOf(event, zone)
              if (busy) changed.push(busy)
              else if (!full && event.id) removed.push(event.id)
            }
            pageToken = data.nextPageToken ?? undefined
            nextSyncToken = data.nextSyncToken ?? nextSyncToken
          } while (pageToken)
          if (!nextSyncToken) throw new TemporaryProviderError('Google: the listing ended without a sync token')
          return { changed, removed, cursor: nextSyncToken, full }
        }),
      upsertEvent: (calendarId, event, remoteId) =>
        call(async () => {
          const body = eventBody(event)
          if (remoteId) {
            try {
              const { data } = await calendar.events.update({ calendarId, eventId: remoteId, requestBody: body })
              return { remoteId: data.id as string }
            } catch (error) {
              // Deleted on the groomer's side meanwhile: create it again.
              if (googleStatus(error) !== 404 && googleStatus(error) !== 410) throw error
            }
          }
          return { remoteId: await insertOrReplace(calendarId, body) }
        }),
      deleteEvent: (calendarId, remoteId) =>
        call(async () => {
          try {
            await calendar.events.delete({ calendarId, eventId: remoteId })
          } catch (error) {
            if (googleStatus(error) !== 404 && googleStatus(error) !== 410) throw error
          }
        }),
    }
    return provider
  }
}

/** The registry's Google factory: reads the site's settings when a connection is used. */
export const googleProviderFactory: ProviderFactory = (credentials, onRefresh) => {
  const settings = googleSettings()
  if (!settings) throw new CredentialError('Google Agenda n’est pas configuré sur ce site.')
  return createGoogleProviderFactory(settings)(credentials, onRefresh)
}
