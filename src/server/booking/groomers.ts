import { sql } from '@payloadcms/db-postgres'

import type { Motive, User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { ApiError } from '../http/errors'

export type BookableGroomer = User

/** Row ids are PostgreSQL integers. */
const MAX_ROW_ID = 2_147_483_647

/**
 * What booking, its e-mails and its pages need of a groomer, as Payload reads it with
 * `select` and its city populated (`tests/int/booking.test.ts` compares the two), in one query:
 * this read is on every booking and every slots request, where Payload's read and its populate
 * of the city were two queries and two operations.
 */
async function readGroomer(id: number): Promise<User | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) return null
  const payload = await getPayloadClient()
  // System read: the booking needs the groomer's schedule settings, shown to nobody.
  const { rows } = await payload.db.drizzle.execute(sql`
    select json_build_object(
      'id', u."id", 'email', u."email", 'firstName', u."first_name", 'lastName', u."last_name", 'displayName', u."display_name", 'uri', u."uri",
      'published', u."published", 'onlineBooking', u."online_booking", 'phone', u."phone", 'address', u."address", 'postcode', u."postcode",
      'city', case when c."id" is null then to_json(u."city_id") else json_build_object('id', c."id", 'name', c."name", 'uri', c."uri") end,
      'country', u."country", 'timezone', u."timezone", 'holidayRegion', u."holiday_region",
      'bookingDelays', json_build_object('minNoticeMinutes', u."booking_delays_min_notice_minutes"::float8,
        'notBeforeHour', u."booking_delays_not_before_hour"::float8, 'horizonMonths', u."booking_delays_horizon_months"::float8),
      'cancellationNoticeHours', u."cancellation_notice_hours"::float8,
      'mailSettings', json_build_object('active', u."mail_settings_active",
        'copyList', coalesce((select json_agg(t."text" order by t."order") from "users_texts" t where t."parent_id" = u."id" and t."path" = 'mailSettings.copyList'), '[]'::json)),
      'collection', 'users'
    ) as "groomer"
    from "users" u left join "cities" c on c."id" = u."city_id"
    where u."id" = ${id}`)
  return (rows[0] as { groomer?: User } | undefined)?.groomer ?? null
}

/** A published groomer who takes online bookings, or a 400 on `field`. */
export async function bookableGroomer(id: number, field = 'groomer'): Promise<BookableGroomer> {
  const groomer = await readGroomer(id)
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
