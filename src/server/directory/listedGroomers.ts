import { sql } from '@payloadcms/db-postgres'

import { numberOrNull } from '../db/columns'
import { preparedRows } from '../db/prepared'
import type { ListedGroomer } from './cards'

/**
 * A city's published groomers (with the speciality when given), each with what the list's order
 * and first free slots need: what an anonymous visitor may read of them (the users' read access
 * is `published`; these fields have no field-level rule). Plain SQL: Payload's work on each of
 * Paris's thousand groomers cost most of a second at market size; the page's cards read theirs
 * through Payload.
 */
export async function listedGroomers(cityId: number, specialityId: number | null): Promise<ListedGroomer[]> {
  const rows = await preparedRows(sql`
    select u."id", u."display_name", u."postcode", u."online_booking", u."booking_suspended", u."timezone", u."country",
      u."holiday_region", u."booking_delays_min_notice_minutes", u."booking_delays_not_before_hour", u."booking_delays_horizon_months"
    from "users" u
    where u."published" and u."city_id" = ${cityId}
      and (${specialityId}::int is null or exists (
        select 1 from "users_rels" r where r."parent_id" = u."id" and r."path" = 'specialities' and r."specialities_id" = ${specialityId}::int))`)
  return rows.map((row) => ({
    id: Number(row.id),
    displayName: (row.display_name as string | null) ?? null,
    postcode: (row.postcode as string | null) ?? null,
    onlineBooking: (row.online_booking as boolean | null) ?? null,
    bookingSuspended: (row.booking_suspended as boolean | null) ?? null,
    // As Payload reads them: a null column stays null whatever the generated type says.
    timezone: row.timezone as string,
    country: (row.country as ListedGroomer['country']) ?? null,
    holidayRegion: (row.holiday_region as string | null) ?? null,
    bookingDelays: {
      minNoticeMinutes: numberOrNull(row.booking_delays_min_notice_minutes),
      notBeforeHour: numberOrNull(row.booking_delays_not_before_hour),
      horizonMonths: numberOrNull(row.booking_delays_horizon_months),
    },
  }))
}
