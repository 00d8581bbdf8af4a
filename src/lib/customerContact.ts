import type { Appointment } from '@/payload-types'

import { phoneLink } from './phone'

/**
 * A customer's past with one groomer: visits finished and appointments they did not come to; and,
 * for an owner's account, how many times they did not come to other groomers (a count only).
 */
export type CustomerHistory = { visits: number; noShows: number; noShowsElsewhere?: number }
/** An appointment read for its groomer with the customer's history (see withCustomerNames). */
export type WithCustomerHistory<T> = T & { customerHistory?: CustomerHistory | null }

export type CustomerContact = {
  name: string
  phone: { label: string; href: string } | null
  email: string | null
  history?: CustomerHistory | null
}

/**
 * Who an appointment is for, as the groomer calls them: what they typed for a hand-made booking,
 * else the attendee's own details (when the appointment was read with them, see withCustomerNames).
 * The phone is shown nationally for a number of the groomer's country, internationally otherwise.
 */
export function customerContact(appointment: WithCustomerHistory<Appointment>, groomerCountry = 'FR'): CustomerContact {
  const attendee = appointment.attendee && typeof appointment.attendee === 'object' ? appointment.attendee : null
  const email = appointment.attendeeEmails?.[0] ?? null
  const history = appointment.customerHistory ?? null
  const phoneOf = (number: string | null | undefined, country: string | null | undefined) =>
    number ? phoneLink(number, country || groomerCountry, groomerCountry) : null
  if (appointment.customerName)
    return { name: appointment.customerName, phone: phoneOf(appointment.customerPhone, groomerCountry), email, history }
  if (attendee)
    return {
      name: `${attendee.firstName} ${attendee.lastName}`.trim(),
      phone: phoneOf(attendee.phone, attendee.phoneCountryCode),
      email,
      history,
    }
  return { name: email ?? 'Client en ligne', phone: null, email, history }
}

/**
 * "Première visite", "3 visites", "3 visites · 2 absences", "Première visite · 2 absences chez d’autres
 * toiletteurs": what the groomer reads next to the name.
 */
export function historyLabel(history: CustomerHistory): string {
  const visits = history.visits === 0 ? 'Première visite' : `${history.visits} visite${history.visits > 1 ? 's' : ''}`
  const plural = (count: number) => (count > 1 ? 's' : '')
  const here =
    history.noShows === 0
      ? visits
      : `${history.visits === 0 ? 'Aucune visite' : visits} · ${history.noShows} absence${plural(history.noShows)}`
  const elsewhere = history.noShowsElsewhere ?? 0
  return elsewhere > 0
    ? `${here} · ${elsewhere} rendez-vous manqué${plural(elsewhere)} chez d’autres toiletteurs`
    : here
}
