import { appointmentPageData } from '@/server/attendees/appointmentPage'
import { jsonError } from '@/server/http/errors'
import { appointmentIcs } from '@/server/notifications/ics'
import { siteUrl } from '@/server/notifications/appointmentMail'

/** The appointment's .ics file (Apple Calendar and other agendas), by its reference. */
export async function GET(_request: Request, { params }: { params: Promise<{ refAppointment: string }> }) {
  const { refAppointment } = await params
  const data = await appointmentPageData(refAppointment)
  if (!data) return jsonError(404, 'Rendez-vous introuvable.')
  const ics = appointmentIcs({ ...data.event, reference: data.appointment.reference, organizer: { name: data.mail.groomerName }, url: data.mail.appointmentUrl, host: new URL(siteUrl()).host })
  return new Response(ics, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="rendez-vous.ics"', 'cache-control': 'no-store' },
  })
}
