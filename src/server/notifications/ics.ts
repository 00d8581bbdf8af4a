import { createEvent } from 'ics'

export type CalendarEvent = {
  reference: string
  start: string
  end: string
  title: string
  description: string
  location: string
  organizer: { name: string; email?: string | null }
  url: string
  /** The site's host, for a globally unique UID. */
  host: string
}

/** The appointment as an iCalendar file (.ics), times in UTC, one stable UID per reference. */
export function appointmentIcs(event: CalendarEvent): string {
  const { error, value } = createEvent({
    productId: '-//Mon Toiletteur//Rendez-vous//FR',
    method: 'PUBLISH',
    uid: `${event.reference}@${event.host}`,
    start: new Date(event.start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    status: 'CONFIRMED',
    organizer: event.organizer.email ? { name: event.organizer.name, email: event.organizer.email } : { name: event.organizer.name },
  })
  if (error || !value) throw new Error(`Fichier .ics impossible : ${error?.message ?? 'vide'}`)
  return value
}

const compactUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** "Add to calendar" links of Google Calendar and Outlook.com for the appointment. */
export function calendarLinks(event: Pick<CalendarEvent, 'start' | 'end' | 'title' | 'description' | 'location'>) {
  const google = new URL('https://calendar.google.com/calendar/render')
  google.search = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`, details: event.description, location: event.location }).toString()
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose')
  outlook.search = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title, startdt: new Date(event.start).toISOString(), enddt: new Date(event.end).toISOString(), body: event.description, location: event.location }).toString()
  return { google: google.toString(), outlook: outlook.toString() }
}
