import type { Motive, User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { ApiError } from '../http/errors'

export type BookableGroomer = User

/** What booking, its e-mails and its pages need of a groomer (the rest stays unread). */
const GROOMER_FIELDS = {
  email: true,
  firstName: true,
  lastName: true,
  displayName: true,
  uri: true,
  published: true,
  onlineBooking: true,
  phone: true,
  address: true,
  postcode: true,
  city: true,
  country: true,
  timezone: true,
  holidayRegion: true,
  bookingDelays: true,
  cancellationNoticeHours: true,
  mailSettings: true,
} as const

/** A published groomer who takes online bookings, or a 400 on `field`. */
export async function bookableGroomer(id: number, field = 'groomer'): Promise<BookableGroomer> {
  const payload = await getPayloadClient()
  // System read: the booking needs the groomer's schedule settings, shown to nobody.
  const groomer = (await payload
    .findByID({ collection: 'users', id, depth: 1, overrideAccess: true, disableErrors: true, select: GROOMER_FIELDS, populate: { cities: { name: true, uri: true } } })
    .catch(() => null)) as User | null
  if (!groomer || !groomer.published) throw new ApiError(400, 'Ce toiletteur est introuvable.', { [field]: 'Ce toiletteur est introuvable.' })
  if (groomer.onlineBooking === false) {
    const message = 'Ce toiletteur ne prend pas de rendez-vous en ligne : appelez-le.'
    throw new ApiError(400, message, { [field]: message })
  }
  return groomer
}

/** One of the groomer's motives that can be booked online, or a 400 on `motive`. */
export async function bookableMotive(groomerId: number, motiveId: number): Promise<Motive> {
  const payload = await getPayloadClient()
  const motive = await payload.findByID({ collection: 'motives', id: motiveId, depth: 0, overrideAccess: false, disableErrors: true }).catch(() => null)
  const owner = motive ? (typeof motive.groomer === 'object' ? motive.groomer.id : motive.groomer) : null
  if (!motive || owner !== groomerId || motive.bookableOnline === false) {
    throw new ApiError(400, 'Ce motif ne peut pas être réservé en ligne chez ce toiletteur.', { motive: 'Choisissez un motif proposé par ce toiletteur.' })
  }
  return motive
}

/** The salon address shown in e-mails and on the appointment page. */
export function groomerAddress(groomer: User): string {
  const city = groomer.city && typeof groomer.city === 'object' ? groomer.city.name : ''
  return [groomer.address, [groomer.postcode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}
