import type { User } from '@/payload-types'

/** Where an appointment of this kind takes place: the salon's address, the client's home, a visio or a call. */
export function appointmentLocation(kind: string | null | undefined, groomer: User): string {
  if (kind === 'home') return HOME_LOCATION
  if (kind === 'visio') return 'Visio'
  if (kind === 'phone') return 'Téléphone'
  return groomerAddress(groomer)
}

export const HOME_LOCATION = 'À domicile, chez le client'

/** The salon address shown in e-mails and on the appointment page. */
export function groomerAddress(groomer: User): string {
  const city = groomer.city && typeof groomer.city === 'object' ? groomer.city.name : ''
  return [groomer.address, [groomer.postcode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}
