import { DateTime } from 'luxon'

import { petNamesOf } from '@/lib/bookingLines'
import type { TemplateValues } from '@/lib/templates/variables'

import { placeOf, siteUrl } from '../notifications/appointmentMail'
import type { AppointmentParties } from '../notifications/parties'

/** The customer's first and last name: the attendee's, or the name typed on a hand-made appointment. */
function customerNames({ appointment, attendee }: AppointmentParties): { first: string; last: string } {
  if (attendee) return { first: attendee.firstName ?? '', last: attendee.lastName ?? '' }
  const [first = '', ...rest] = (appointment.customerName ?? '').trim().split(/\s+/)
  return { first, last: rest.join(' ') }
}

/** Every variable's value for one appointment, dates in French in the appointment's own zone. */
export function appointmentValues(parties: AppointmentParties): TemplateValues {
  const { appointment, groomer, motive } = parties
  const zone = appointment.timezone || groomer.timezone || 'Europe/Paris'
  const start = DateTime.fromISO(appointment.start, { zone }).setLocale('fr')
  const names = customerNames(parties)
  return {
    prenom: names.first,
    nom: names.last,
    date: start.toFormat('cccc d LLLL yyyy'),
    heure: start.toFormat('HH:mm'),
    toiletteur: groomer.displayName ?? '',
    adresse: placeOf(appointment.kind, groomer, appointment.videoLink),
    motif:
      ((appointment.lines?.length ?? 0) > 1 ? appointment.title : motive?.title) ?? appointment.title ?? 'Rendez-vous',
    lien: `${siteUrl()}/appointments/${appointment.reference}`,
    // A sentence still reads when no pet was named ("votre animal est prêt").
    animal: petNamesOf(appointment) || 'votre animal',
    telephone: groomer.phone ?? '',
    raison: appointment.refusalReason ?? '',
  }
}
