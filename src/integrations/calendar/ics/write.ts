import { createEvent, type EventAttributes } from 'ics'

/** One event as an iCalendar file: what the site writes (appointment files, e-mails, CalDAV pushes). */
export type IcsEvent = {
  uid: string
  start: Date | string
  end: Date | string
  title: string
  description?: string | null
  location?: string | null
  url?: string
  organizer?: { name: string; email: string }
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
  sequence?: number
  productId: string
  /**
   * PUBLISH or CANCEL for a file handed to a person; none for a calendar object stored on a CalDAV
   * server (RFC 4791 4.1 forbids METHOD there).
   */
  method?: 'PUBLISH' | 'CANCEL'
}

/** The site's one .ics writer (the `ics` package): times in UTC, text escaped and folded by it. */
export function eventIcs(event: IcsEvent): string {
  const attributes: EventAttributes = {
    productId: event.productId,
    method: event.method,
    uid: event.uid,
    start: new Date(event.start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    ...(event.description ? { description: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
    ...(event.url ? { url: event.url } : {}),
    ...(event.status ? { status: event.status } : {}),
    ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
    ...(event.organizer ? { organizer: event.organizer } : {}),
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw new Error(`Fichier .ics impossible : ${error?.message ?? 'vide'}`)
  return value
}
