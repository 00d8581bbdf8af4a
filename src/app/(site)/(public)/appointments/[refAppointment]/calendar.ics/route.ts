import { env } from '@/server/env'
import { appointmentPageData } from '@/server/attendees/appointmentPage'
import { jsonError } from '@/server/http/errors'
import { appointmentIcs, calendarStateOf, sequenceOf } from '@/server/notifications/ics'
import { siteUrl } from '@/server/notifications/appointmentMail'

/** The site's sending address ("Mon Toiletteur <no-reply@…>" → "no-reply@…"): the organizer an agenda can write to without exposing the groomer's. */
const senderAddress = () => {
  const from = env().EMAIL_FROM
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim()
}

/**
 * The appointment's .ics file (Apple Calendar and other agendas), by its reference: tentative while
 * it waits for validation, confirmed, or a cancellation of the same event once it is off.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ refAppointment: string }> }) {
  const { refAppointment } = await params
  const data = await appointmentPageData(refAppointment)
  if (!data) return jsonError(404, 'Rendez-vous introuvable.')
  const { appointment } = data
  const ics = appointmentIcs({
    ...data.event,
    reference: appointment.reference,
    organizer: { name: data.mail.groomerName, email: senderAddress() },
    url: data.mail.appointmentUrl,
    host: new URL(siteUrl()).host,
    state: calendarStateOf(appointment.status),
    sequence: sequenceOf(appointment),
  })
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="rendez-vous.ics"',
      'cache-control': 'no-store',
    },
  })
}
