/**
 * A groomer's outside calendar account (Google, Microsoft, Apple iCloud) as the sync needs it.
 * Adapters: src/integrations/calendar/providers/{caldav,google,microsoft}.ts. Each adapter maps
 * its provider's answers to the errors below; the sync core (src/server/calendarSync/) never
 * sees a provider's own types.
 */
export type ProviderKind = 'google' | 'microsoft' | 'icloud'

/** What is stored (encrypted) for a connection: OAuth tokens, or CalDAV with an app-specific password. */
export type ProviderCredentials =
  | { kind: 'oauth'; accessToken: string; refreshToken: string; expiresAt: number /* ms since epoch */; scope?: string }
  | { kind: 'caldav'; serverUrl: string; username: string; password: string }

export type RemoteCalendar = { id: string; name: string; canWrite: boolean }

/** A busy range of an outside calendar (all-day events span whole days in the calendar's zone, as UTC instants). */
export type BusyEvent = { uid: string; start: Date; end: Date }

/**
 * One pull: the events changed or added since `cursor`, the uids removed, and the cursor for next
 * time. `full` is true when the adapter listed everything (first sync, or after CursorExpiredError):
 * the caller then replaces the calendar's stored busy times by `changed`.
 */
export type BusySync = { changed: BusyEvent[]; removed: string[]; cursor: string; full: boolean }

/** The UID suffix of the appointments the site pushes: a pull never counts them as busy (they hold their time already). */
export const PUSHED_UID_SUFFIX = '@mon-toiletteur'
export const pushedUid = (reference: string) => `${reference}${PUSHED_UID_SUFFIX}`
export const isPushedUid = (uid: string | null | undefined) =>
  typeof uid === 'string' && uid.endsWith(PUSHED_UID_SUFFIX)

/** An appointment as pushed to the groomer's calendar. `uid` is stable: `pushedUid(reference)`. */
export type PushedEvent = {
  uid: string
  title: string
  start: Date
  end: Date
  location?: string | null
  description?: string | null
}

export interface CalendarProvider {
  readonly kind: ProviderKind
  listCalendars(): Promise<RemoteCalendar[]>
  /** `cursor` null: a full listing. Events in the past more than 1 day and beyond 1 year ahead may be skipped. */
  pullBusy(calendarId: string, cursor: string | null): Promise<BusySync>
  /** Creates the event, or replaces it when `remoteId` is given; answers its id in the provider. */
  upsertEvent(calendarId: string, event: PushedEvent, remoteId?: string | null): Promise<{ remoteId: string }>
  /** Deletes it; an event already gone is not an error. */
  deleteEvent(calendarId: string, remoteId: string): Promise<void>
}

/** Builds a provider from stored credentials; `onRefresh` receives renewed OAuth tokens to store. */
export type ProviderFactory = (
  credentials: ProviderCredentials,
  onRefresh: (renewed: ProviderCredentials) => Promise<void>,
) => CalendarProvider

/** The credential is expired, revoked or wrong (401/403 invalid_grant…): the connection is broken until the groomer reconnects. */
export class CredentialError extends Error {}
/** The sync cursor is no longer valid (Google 410, Graph resync, CalDAV invalid sync-token): pull again with cursor null. */
export class CursorExpiredError extends Error {}
/** Try again later (429, 5xx, network); `retryAfterMs` when the provider said so. */
export class TemporaryProviderError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}
