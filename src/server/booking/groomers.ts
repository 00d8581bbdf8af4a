import { sql } from '@payloadcms/db-postgres'

import type { Motive, User } from '@/payload-types'

import { preparedRows } from '../db/prepared'
import {
  iso,
  scheduleColumns,
  scheduleFromRow,
  type GroomerScheduleRow,
  type ScheduleWindow,
} from '../slots/groomerSchedule'
import { DomainError } from '../domainErrors'
import { takesOnlineBookings } from '../groomers/onlineBooking'

export type BookableGroomer = User

/** Row ids are PostgreSQL integers. */
const MAX_ROW_ID = 2_147_483_647
const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID

/**
 * SQL: what booking, its e-mails and its pages need of a groomer (null when unknown), as Payload
 * reads it with `select` and its city populated (`tests/int/booking.test.ts` compares the two).
 * This read is on every booking and every slots request, where Payload's read and its populate
 * of the city were two queries and two operations.
 */
const groomerJson = (id: number) => sql`(
  select json_build_object(
    'id', u."id", 'email', u."email", 'firstName', u."first_name", 'lastName', u."last_name", 'displayName', u."display_name", 'uri', u."uri",
    'published', u."published", 'onlineBooking', u."online_booking", 'bookingSuspended', u."booking_suspended", 'phone', u."phone", 'address', u."address", 'postcode', u."postcode",
    'city', case when c."id" is null then to_json(u."city_id") else json_build_object('id', c."id", 'name', c."name", 'uri', c."uri") end,
    'country', u."country", 'timezone', u."timezone", 'holidayRegion', u."holiday_region",
    'bookingDelays', json_build_object('minNoticeMinutes', u."booking_delays_min_notice_minutes"::float8,
      'notBeforeHour', u."booking_delays_not_before_hour"::float8, 'horizonMonths', u."booking_delays_horizon_months"::float8),
    'cancellationNoticeHours', u."cancellation_notice_hours"::float8,
    'mailSettings', json_build_object('active', u."mail_settings_active",
      'copyList', coalesce((select json_agg(t."text" order by t."order") from "users_texts" t where t."parent_id" = u."id" and t."path" = 'mailSettings.copyList'), '[]'::json)),
    'customerMessages', json_build_object('byEmail', u."customer_messages_by_email", 'bySms', u."customer_messages_by_sms",
      'agendaSms', u."customer_messages_agenda_sms", 'agendaEmail', u."customer_messages_agenda_email"),
    'collection', 'users')
  from "users" u left join "cities" c on c."id" = u."city_id"
  where u."id" = ${id})`

/** SQL: a motive as Payload reads it at depth 0 (null when unknown); motives are public. */
const motiveJson = (id: number) => sql`(
  select json_build_object(
    'id', m."id", 'title', m."title", 'duration', m."duration"::float8, 'price', m."price"::float8, 'kind', m."kind", 'videoLink', m."video_link",
    'bookableOnline', m."bookable_online", 'instantBooking', coalesce(m."instant_booking", false), 'rhythmWeeks', m."rhythm_weeks"::float8,
    'sizeDurations', json_build_object('small', m."size_durations_small"::float8, 'medium', m."size_durations_medium"::float8,
      'large', m."size_durations_large"::float8, 'giant', m."size_durations_giant"::float8),
    'sizePrices', json_build_object('small', m."size_prices_small"::float8, 'medium', m."size_prices_medium"::float8,
      'large', m."size_prices_large"::float8, 'giant', m."size_prices_giant"::float8),
    'description', m."description", 'groomer', m."groomer_id", 'updatedAt', ${iso('m."updated_at"')}, 'createdAt', ${iso('m."created_at"')})
  from "motives" m where m."id" = ${id})`

async function readOne<T>(column: ReturnType<typeof sql>): Promise<T | null> {
  const [row] = await preparedRows(sql`select ${column} as "found"`)
  return ((row as { found?: T | null } | undefined)?.found ?? null) as T | null
}

/**
 * A booking's reads in one query: the bookable groomer and motives (the same 400s as
 * `bookableGroomer` and `bookableMotive`, the groomer's first; `pets.{i}.motive` for the lines of a
 * several-pets booking), and the groomer's schedule and busy times in `window` (around the wanted
 * start, `checkWindow`).
 */
export async function bookableGroomerMotivesAndSchedule(
  groomerId: number,
  motiveIds: number[],
  window: ScheduleWindow,
) {
  if (!isRowId(groomerId)) throw notFound('groomer')
  const distinct = [...new Set(motiveIds)]
  const motiveColumns = sql.join(
    distinct.map((id, index) => sql`${motiveJson(isRowId(id) ? id : 0)} as ${sql.identifier(`motive${index}`)}`),
    sql`, `,
  )
  const rows = await preparedRows(sql`
    select ${groomerJson(groomerId)} as "groomer", ${motiveColumns}, ${scheduleColumns(groomerId, window)}`)
  const row = rows[0] as unknown as GroomerScheduleRow & { groomer: User | null } & Record<string, unknown>
  const bookable = requireBookableGroomer(row.groomer)
  const read = new Map(distinct.map((id, index) => [id, row[`motive${index}`] as Motive | null]))
  const motives = motiveIds.map((id, index) =>
    requireBookableMotive(read.get(id) ?? null, bookable.id, motiveIds.length > 1 ? `pets.${index}.motive` : 'motive'),
  )
  return { groomer: bookable, motives, schedule: scheduleFromRow(bookable, row) }
}

const notFound = (field: string) =>
  new DomainError('invalid', 'Ce toiletteur est introuvable.', {
    fields: { [field]: 'Ce toiletteur est introuvable.' },
  })

/** The groomer if published and taking online bookings, or a 400 on `field`. */
function requireBookableGroomer(groomer: User | null, field = 'groomer'): BookableGroomer {
  if (!groomer || !groomer.published) throw notFound(field)
  if (!takesOnlineBookings(groomer)) {
    const message = 'Ce toiletteur ne prend pas de rendez-vous en ligne : appelez-le.'
    throw new DomainError('invalid', message, { fields: { [field]: message } })
  }
  return groomer
}

/** The motive if it is the groomer's and bookable online, or a 400 on `motive`. */
function requireBookableMotive(motive: Motive | null, groomerId: number, field = 'motive'): Motive {
  const owner = motive ? (typeof motive.groomer === 'object' ? motive.groomer.id : motive.groomer) : null
  if (!motive || owner !== groomerId || motive.bookableOnline === false) {
    throw new DomainError('invalid', 'Ce motif ne peut pas être réservé en ligne chez ce toiletteur.', {
      fields: { [field]: 'Choisissez un motif proposé par ce toiletteur.' },
    })
  }
  return motive
}

/** A published groomer who takes online bookings, or a 400 on `field`. System read: the booking needs the groomer's schedule settings, shown to nobody. */
export async function bookableGroomer(id: number, field = 'groomer'): Promise<BookableGroomer> {
  return requireBookableGroomer(isRowId(id) ? await readOne<User>(groomerJson(id)) : null, field)
}

/** One of the groomer's motives that can be booked online, or a 400 on `motive`. */
export async function bookableMotive(groomerId: number, motiveId: number): Promise<Motive> {
  return requireBookableMotive(isRowId(motiveId) ? await readOne<Motive>(motiveJson(motiveId)) : null, groomerId)
}
