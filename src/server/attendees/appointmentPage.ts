import { relationId } from '@/lib/relations'

import { appointmentRules } from '../booking/rules'
import { appointmentMail } from '../notifications/appointmentMail'
import { calendarLinks } from '../notifications/ics'
import { loadParties } from '../notifications/parties'
import { getPayloadClient } from '../payload'

/**
 * What `/appointments/{reference}` shows. The reference (60 random bits) is the page's secret, as
 * in the e-mails that link to it: the read bypasses access on purpose; the actions still check
 * the signed-in attendee.
 */
export async function appointmentPageData(reference: string, now = new Date()) {
  if (!/^RDV-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(reference)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { reference: { equals: reference } },
  })
  if (!docs[0]) return null
  const parties = await loadParties(docs[0].id)
  const mail = appointmentMail(parties)
  const event = {
    start: parties.appointment.start,
    end: parties.appointment.end,
    title: `${mail.motive} – ${mail.groomerName}`,
    description: `Rendez-vous ${reference} : ${mail.appointmentUrl}`,
    location: mail.place,
  }
  return {
    ...parties,
    mail,
    rules: appointmentRules(parties.appointment, parties.groomer, now),
    links: calendarLinks(event),
    event,
    attendeeId: relationId(parties.appointment.attendee),
  }
}

/** The availability request of `/events-responses/{reference}` with its groomer, motive and held appointment. */
export async function availabilityRequestPageData(reference: string) {
  if (!/^DISPO-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(reference)) return null
  const payload = await getPayloadClient()
  // Same rule as the appointment page: the reference is the secret; answering checks the attendee.
  const { docs } = await payload.find({
    collection: 'availability-requests',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { reference: { equals: reference } },
  })
  const request = docs[0]
  if (!request) return null
  const [groomer, motive, appointment] = await Promise.all([
    payload.findByID({
      collection: 'users',
      id: relationId(request.groomer) ?? 0,
      depth: 0,
      overrideAccess: true,
      select: { displayName: true, uri: true, timezone: true, phone: true },
    }),
    payload.findByID({ collection: 'motives', id: relationId(request.motive) ?? 0, depth: 0, overrideAccess: true }),
    request.appointment
      ? payload.findByID({
          collection: 'appointments',
          id: relationId(request.appointment) ?? 0,
          depth: 0,
          overrideAccess: true,
        })
      : null,
  ])
  return { request, groomer, motive, appointment, attendeeId: relationId(request.attendee) }
}
