/**
 * Motives and weekly opening hours of the groomers that have none yet, written in bulk (two
 * INSERT … SELECT unnest statements in one transaction: thousands of flat rows, no hooks to run).
 * Columns are the ones Payload writes for these collections, defaults included.
 */
import type { Payload } from 'payload'

import { openingHoursTitle } from '../../collections/_fields/recordTitle'
import { DEFAULT_RHYTHM_WEEKS } from '../../src/server/rebooking/rhythm'

import type { GroomerSeed } from './plan'

export type SchedulesResult = { motives: number; availabilities: number }

export async function seedSchedules(
  payload: Payload,
  groomers: { seed: GroomerSeed; id: number }[],
): Promise<SchedulesResult> {
  const ids = groomers.map((g) => g.id)
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const existing = await client.query<{ groomer_id: number; kind: 'motives' | 'availabilities' }>(
      `SELECT DISTINCT groomer_id, 'motives' AS kind FROM motives WHERE groomer_id = ANY($1::int[])
       UNION SELECT DISTINCT groomer_id, 'availabilities' FROM availabilities WHERE groomer_id = ANY($1::int[])`,
      [ids],
    )
    const has = (kind: 'motives' | 'availabilities', id: number): boolean =>
      existing.rows.some((row) => row.kind === kind && row.groomer_id === id)

    const motives = groomers
      .filter((g) => !has('motives', g.id))
      .flatMap(({ seed, id }) => seed.motives.map((m) => ({ ...m, groomer: id })))
    const hours = groomers
      .filter((g) => !has('availabilities', g.id))
      .flatMap(({ seed, id }) => seed.availabilities.map((a) => ({ ...a, groomer: id })))

    if (motives.length > 0) {
      await client.query(
        // A salon motive suggests the usual grooming rhythm, as a motive created in the app does (collections/Motives).
        `INSERT INTO motives (title, duration, price, kind, bookable_online, description, groomer_id, rhythm_weeks,
           size_prices_small, size_prices_medium, size_prices_large, size_prices_giant, updated_at, created_at)
         SELECT title, duration, price, kind::enum_motives_kind, true, description, groomer_id, CASE WHEN kind = 'salon' THEN ${DEFAULT_RHYTHM_WEEKS} END,
           small, medium, large, giant, now(), now()
         FROM unnest($1::varchar[], $2::numeric[], $3::numeric[], $4::varchar[], $5::varchar[], $6::int[],
           $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])
           AS t(title, duration, price, kind, description, groomer_id, small, medium, large, giant)`,
        [
          motives.map((m) => m.title),
          motives.map((m) => m.duration),
          motives.map((m) => m.price),
          motives.map((m) => m.kind),
          motives.map((m) => m.description),
          motives.map((m) => m.groomer),
          motives.map((m) => m.sizePrices?.small ?? null),
          motives.map((m) => m.sizePrices?.medium ?? null),
          motives.map((m) => m.sizePrices?.large ?? null),
          motives.map((m) => m.sizePrices?.giant ?? null),
        ],
      )
    }
    if (hours.length > 0) {
      await client.query(
        `INSERT INTO availabilities (groomer_id, weekday, start, "end", every_n_weeks, admin_title, updated_at, created_at)
         SELECT groomer_id, weekday::enum_availabilities_weekday, start, finish, every_n_weeks, admin_title, now(), now()
         FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::numeric[], $6::varchar[])
           AS t(groomer_id, weekday, start, finish, every_n_weeks, admin_title)`,
        [
          hours.map((h) => h.groomer),
          hours.map((h) => h.weekday),
          hours.map((h) => h.start),
          hours.map((h) => h.end),
          hours.map((h) => h.everyNWeeks),
          // The title a save in /admin would write (collections/_fields/recordTitle.ts).
          hours.map((h) => openingHoursTitle(h)),
        ],
      )
    }
    await client.query('COMMIT')
    return { motives: motives.length, availabilities: hours.length }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
