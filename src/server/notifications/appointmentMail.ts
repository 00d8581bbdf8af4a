import type { AppointmentMail } from '../../../email-templates/types'
import type { Appointment, Attendee, Motive, User } from '@/payload-types'

import { formatAppointmentDate } from '@/lib/frenchDate'
import { linesOf, someLineOnSite } from '@/lib/bookingLines'
import { bookedPriceLabel, priceForSize, priceLabel } from '@/lib/motivePrice'

import { groomerAddress } from '../groomers/location'
import { siteUrl } from './siteUrl'
import type { AppointmentParties } from './parties'

const SPECIES: Record<string, string> = { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', other: 'NAC' }
const SIZES: Record<string, string> = { small: 'Petit', medium: 'Moyen', large: 'Grand', giant: 'Très grand' }

export { siteUrl }

export const attendeeName = (attendee: Attendee | null) =>
  attendee ? `${attendee.firstName} ${attendee.lastName}`.trim() : 'Un client'

/** What the owner reads of a home visit: the groomer comes to them and confirms the address beforehand. */
export const HOME_PLACE =
  'À votre domicile : votre toiletteur se déplace chez vous et vous appelle pour confirmer l’adresse.'

/** Where the appointment happens, as the attendee reads it. */
export function placeOf(kind: string | null | undefined, groomer: User, videoLink?: string | null): string {
  if (kind === 'visio')
    return videoLink ? `En visio : ${videoLink}` : 'En visio (votre toiletteur vous enverra le lien)'
  if (kind === 'phone') return 'Par téléphone : votre toiletteur vous appelle'
  if (kind === 'home') return HOME_PLACE
  return groomerAddress(groomer) || 'Au salon du toiletteur'
}

/**
 * The price the appointment was booked at, for its pet's size; an appointment booked before prices
 * were kept on it reads its motive's.
 */
function appointmentPriceLabel(appointment: Appointment, motive: Motive | null | undefined): string | null {
  const price = appointment.price ?? (motive ? priceForSize(motive, appointment.pet?.size) : null)
  return bookedPriceLabel(price, appointment.kind)
}

/** The facts every appointment e-mail shows, formatted in French in the appointment's zone. */
export function appointmentMail({ appointment, groomer, attendee, motive }: AppointmentParties): AppointmentMail {
  // Several pets: the title names each with its motive, and each pet is described.
  const lines = linesOf(appointment)
  const several = lines.length > 1
  return {
    siteUrl: siteUrl(),
    reference: appointment.reference,
    when: formatAppointmentDate(appointment.start, appointment.timezone),
    motive: (several ? appointment.title : motive?.title) ?? appointment.title ?? 'Rendez-vous',
    groomerName: groomer.displayName ?? '',
    place: placeOf(appointment.kind, groomer, appointment.videoLink),
    // A hand-made or Google booking has no account: its customer as typed or as Google sent them.
    attendeeName: attendee ? attendeeName(attendee) : appointment.customerName || attendeeName(null),
    attendeePhone: attendee?.phone ?? appointment.customerPhone ?? null,
    pet: lines.length
      ? lines
          .map((line) =>
            [line.petName, SPECIES[line.petSpecies ?? ''], line.petBreed, SIZES[line.petSize ?? '']]
              .filter(Boolean)
              .join(' · '),
          )
          .join(' ; ')
      : null,
    severalPets: several,
    price:
      several && someLineOnSite(lines) && appointment.price != null
        ? `${priceLabel(appointment.price)} + prix sur place (à régler sur place)`
        : appointmentPriceLabel(appointment, motive),
    note: appointment.note ?? null,
    appointmentUrl: `${siteUrl()}/appointments/${appointment.reference}`,
    bookedOnGoogle: appointment.source === 'google',
  }
}

/** The groomer's address and their copy list, or nobody when they switched e-mails off. */
export function groomerRecipients(groomer: User): string[] {
  if (groomer.mailSettings?.active === false) return []
  return [groomer.email, ...(groomer.mailSettings?.copyList ?? [])].filter((address): address is string =>
    Boolean(address),
  )
}
