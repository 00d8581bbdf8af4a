import { sql } from '@payloadcms/db-postgres'

import type { Motive, User } from '@/payload-types'

import { bookableGroomer } from '../booking/groomers'
import { preparedRows } from '../db/prepared'
import { isDomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'

/** A groomer on Google (a « merchant ») and the motives offered there (« services »), by Google's ids. */
export type GoogleMerchant = { groomer: User; services: Map<string, Motive> }

/** Ids Google knows us by: the groomer's and the motive's row ids (PostgreSQL integers), as strings. */
const isRowId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647

/**
 * The motives offered on Google: bookable online, in « confirmation immédiate » (Google tells the
 * customer at once that the booking is confirmed) and at the salon (Google sends no address to
 * groom at home, and its page shows the salon's).
 */
export const googleServiceWhere = {
  and: [{ bookableOnline: { equals: true } }, { instantBooking: { equals: true } }, { kind: { equals: 'salon' } }],
} as const

/** The groomer's motives offered on Google, by service id (public data: read as anyone reads it). */
export async function googleServices(groomerId: number): Promise<Map<string, Motive>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    where: { and: [{ groomer: { equals: groomerId } }, ...googleServiceWhere.and] },
    depth: 0,
    limit: 100,
    pagination: false,
    sort: 'id',
    overrideAccess: false,
  })
  return new Map(docs.map((motive) => [String(motive.id), motive]))
}

/**
 * The merchant Google names, when that groomer opted in to « Réserver avec Google » and takes
 * bookings (published, online booking on, subscription in order); null otherwise: to Google an
 * unknown merchant and one who left have no free slot.
 */
export async function googleMerchant(merchantId: string): Promise<GoogleMerchant | null> {
  if (!isRowId(merchantId)) return null
  const id = Number(merchantId)
  const [row] = await preparedRows(sql`select "google_booking" as "optedIn" from "users" where "id" = ${id}`)
  if (row?.optedIn !== true) return null
  let groomer: User
  try {
    groomer = await bookableGroomer(id)
  } catch (error) {
    if (isDomainError(error)) return null
    throw error
  }
  return { groomer, services: await googleServices(id) }
}
