import { eventIcs } from '@/integrations/calendar/ics/write'

export type CalendarEvent = {
  reference: string
  start: string
  end: string
  title: string
  description: string
  location: string
  organizer: { name: string; email: string }
  url: string
  /** The site's host, for a globally unique UID. */
  host: string
  /** What the appointment is now: a request, confirmed, or off (cancelled, refused, expired). */
  state?: CalendarState
  /** Rises with each change of the appointment, so an agenda replaces its older copy. */
  sequence?: number
}

export type CalendarState = 'tentative' | 'confirmed' | 'cancelled'

/** The calendar state of an appointment status. */
export const calendarStateOf = (status: string): CalendarState =>
  status === 'confirmed' ? 'confirmed' : status === 'pending' ? 'tentative' : 'cancelled'

/**
 * The revision number of an appointment's event: the database counts each change of its time, place
 * or status (migration 20261127_110000), so a confirmation or a cancellation outranks the copy before.
 */
export const sequenceOf = (appointment: { calendarRevision?: number | null }) => appointment.calendarRevision ?? 0

const STATUS = { tentative: 'TENTATIVE', confirmed: 'CONFIRMED', cancelled: 'CANCELLED' } as const

/**
 * The appointment as an iCalendar file (.ics), times in UTC, one stable UID per reference: a
 * request is TENTATIVE, a confirmed appointment CONFIRMED, one that is off a CANCEL of the same UID.
 */
export function appointmentIcs(event: CalendarEvent): string {
  const state = event.state ?? 'confirmed'
  return eventIcs({
    productId: '-//Mon Toiletteur//Rendez-vous//FR',
    method: state === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    uid: `${event.reference}@${event.host}`,
    sequence: event.sequence ?? 0,
    start: event.start,
    end: event.end,
    title: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    status: STATUS[state],
    organizer: { name: event.organizer.name, email: event.organizer.email },
  })
}

const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** "Add to calendar" links of Google Calendar and Outlook.com for the appointment. */
export function calendarLinks(event: Pick<CalendarEvent, 'start' | 'end' | 'title' | 'description' | 'location'>) {
  const google = new URL('https://calendar.google.com/calendar/render')
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: event.description,
    location: event.location,
  }).toString()
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose')
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    body: event.description,
    location: event.location,
  }).toString()
  return { google: google.toString(), outlook: outlook.toString() }
}
