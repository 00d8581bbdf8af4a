import { z } from 'zod'

import type { SignedInGroomer } from '../groomerAccount/self'
import { env } from '../env'
import { takesOnlineBookings } from '../groomers/onlineBooking'
import { getPayloadClient } from '../payload'
import { inPersonTransaction } from '../transaction'
import { googleServices } from './merchant'

export const googleOptInBody = z.strictObject({
  enabled: z.boolean({ error: 'Indiquez si vos motifs sont proposés sur Google (true ou false).' }),
})

/** What « Réserver avec Google » looks like from the groomer's space. */
export type GoogleOptIn = {
  /** The site is connected to Google's Actions Center (its credentials are set). */
  available: boolean
  enabled: boolean
  published: boolean
  /** Online booking on and the subscription in order: without it Google offers nothing either. */
  bookable: boolean
  /** The motives Google offers: bookable online, in « confirmation immédiate », at the salon. */
  services: { id: number; title: string; minutes: number }[]
}

export const googleBookingAvailable = () => Boolean(env().GOOGLE_BOOKING_USERNAME && env().GOOGLE_BOOKING_PASSWORD)

export async function googleOptIn(groomer: SignedInGroomer): Promise<GoogleOptIn> {
  const payload = await getPayloadClient()
  const [stored, services] = await Promise.all([
    payload.findByID({ collection: 'users', id: groomer.id, depth: 0, user: groomer, overrideAccess: false }),
    googleServices(groomer.id),
  ])
  return {
    available: googleBookingAvailable(),
    enabled: stored.googleBooking === true,
    published: stored.published === true,
    bookable: takesOnlineBookings(stored),
    services: [...services.values()].map((motive) => ({
      id: motive.id,
      title: motive.title,
      minutes: motive.duration,
    })),
  }
}

/** The groomer offers their motives on Google, or stops (their bookings made there stay). */
export async function setGoogleOptIn(groomer: SignedInGroomer, enabled: boolean): Promise<GoogleOptIn> {
  await inPersonTransaction(groomer, (req) =>
    req.payload.update({
      collection: 'users',
      id: groomer.id,
      data: { googleBooking: enabled },
      depth: 0,
      user: groomer,
      overrideAccess: false,
      req,
    }),
  )
  return googleOptIn(groomer)
}
