import { sql } from '@payloadcms/db-postgres'
import type { Slot } from 'booking-engine'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listedGroomers } from '../../src/server/directory/listedGroomers'
import { listCityGroomers } from '../../src/server/directory/listing'
import { readDirectoryFigures } from '../../src/server/directory/cards'
import { findCityByUri } from '../../src/server/directory/cities'
import { validUntil } from '../../src/server/slots/keptFirstFree'
import { createAppointment } from '../../scripts/lib/people'
import { getSeededPayload } from './helpers/payload'

/** Issue 35 item 2 (decision 0074): a city page sorts by kept first free slots, ended by the groomer's writes. */
let payload: Payload
const SEED_TIMEOUT = 150_000

beforeAll(async () => {
  payload = (await getSeededPayload()).payload
}, SEED_TIMEOUT)

const paris = async () => (await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 100, now: new Date() }))!.cards

async function kept(groomerId: number) {
  const { rows } = await payload.db.drizzle.execute(
    sql`select "first_slot", "valid_until" > now() as "valid" from "groomer_first_free" where "groomer_id" = ${groomerId}`,
  )
  return rows[0] as { first_slot: Slot | null; valid: boolean } | undefined
}

/** A kept slot no engine would find: seen on the page only if the page reads the kept one. */
async function plant(groomerId: number, slot: Slot): Promise<number> {
  const marker = slot.startMs + 1
  await payload.db.drizzle.execute(
    sql`update "groomer_first_free" set "first_slot" = ${JSON.stringify({ ...slot, startMs: marker })}::jsonb where "groomer_id" = ${groomerId}`,
  )
  return marker
}

const firstOf = async (groomerId: number) => (await paris()).find((card) => card.id === groomerId)?.firstSlot

describe('the kept first free slots', () => {
  it('are what a city page sorts by, until the groomer writes something that moves their slots', async () => {
    const card = (await paris()).find((candidate) => candidate.firstSlot)!
    const slot = card.firstSlot!
    expect(await kept(card.id)).toMatchObject({ first_slot: { startMs: slot.startMs }, valid: true })

    // The page reads the kept slot: a planted one shows.
    let marker = await plant(card.id, slot)
    expect((await firstOf(card.id))?.startMs).toBe(marker)

    // A booking on that slot ends it at once: the next page finds a later one.
    const booked = await createAppointment(payload, {
      groomer: card.id,
      start: new Date(slot.startMs).toISOString(),
      end: new Date(slot.endMs).toISOString(),
      status: 'confirmed',
    })
    const after = await firstOf(card.id)
    expect(after?.startMs).toBeGreaterThanOrEqual(slot.endMs)

    // A visit's step or a note leaves the time taken as it was: the kept slot stays.
    marker = await plant(card.id, after!)
    await payload.update({
      collection: 'appointments',
      id: booked.id,
      overrideAccess: true,
      data: { visitStatus: 'arrived' },
    })
    expect((await firstOf(card.id))?.startMs).toBe(marker)

    // A holiday (here in a year) ends it too; cancelling the booking gives the slot back.
    const inAYear = DateTime.now().plus({ years: 1 })
    await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: { groomer: card.id, from: inAYear.toISO()!, to: inAYear.plus({ days: 2 }).toISO()! },
    })
    expect((await firstOf(card.id))?.startMs).toBe(after!.startMs)
    await payload.update({
      collection: 'appointments',
      id: booked.id,
      overrideAccess: true,
      data: { status: 'cancelled' },
    })
    expect((await firstOf(card.id))?.startMs).toBe(slot.startMs)
  })

  it('need no motive read while they are good; a change of the motive ends them, and the card and its slot follow it', async () => {
    await paris()
    // Every kept slot good: the list's figures read no motive at all (the cards read their page's).
    const city = (await findCityByUri('paris'))!
    const figures = await readDirectoryFigures(await listedGroomers(city.id, null), new Date())
    expect(figures.motives.size).toBe(0)
    expect(figures.firstSlots.size).toBeGreaterThan(0)
    // Nor every groomer's rating: only a list by rating needs them; the cards read their page's.
    expect(figures.ratings).toBeNull()
    const byRating = (await listCityGroomers({
      cityUri: 'paris',
      page: 1,
      pageSize: 100,
      now: new Date(),
      sort: 'rating',
    }))!.cards
    const averages = byRating.map((candidate) => candidate.rating?.average ?? 0)
    expect(averages.filter(Boolean).length).toBeGreaterThan(0)
    expect(averages).toEqual([...averages].sort((a, b) => b - a))
    const firstPage = (await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 10, now: new Date() }))!.cards
    const rated = byRating.filter((candidate) => candidate.rating)
    for (const candidate of firstPage)
      expect(candidate.rating).toEqual(rated.find((r) => r.id === candidate.id)?.rating ?? null)

    const card = (await paris()).find((candidate) => candidate.firstSlot && candidate.motive)!
    const longer = card.motive!.durationMinutes + 30
    // The cheapest for sure (free), half an hour longer: the kept slot, for the old length, ends.
    await payload.update({
      collection: 'motives',
      id: card.motive!.id,
      overrideAccess: true,
      data: { duration: longer, price: 0, sizePrices: { small: null, medium: null, large: null, giant: null } },
    })
    expect(await kept(card.id)).toMatchObject({ valid: false })
    const after = (await paris()).find((candidate) => candidate.id === card.id)!
    expect(after.motive).toMatchObject({ id: card.motive!.id, durationMinutes: longer })
    expect(after.firstSlot!.endMs - after.firstSlot!.startMs).toBe(longer * 60_000)
    expect(await kept(card.id)).toMatchObject({ valid: true })
  })

  it('stay good until the notice makes them too close, the groomer’s midnight, or a hold’s expiry; without one, a quarter of an hour', () => {
    const zone = 'Europe/Paris'
    const at = (iso: string) => DateTime.fromISO(iso, { zone }).toJSDate()
    const now = at('2026-07-13T10:00')
    const input = {
      schedule: { timezone: zone, delays: { minNoticeMinutes: 120, notBeforeHour: null, horizonMonths: 2 } },
      busy: [],
    } as unknown as Parameters<typeof validUntil>[1]
    const slotAt = (iso: string): Slot => {
      const start = at(iso).getTime()
      return { start: iso, end: iso, startMs: start, endMs: start + 3_600_000 }
    }
    expect(validUntil(slotAt('2026-07-13T15:00'), input, now, null)).toEqual(at('2026-07-13T13:00'))
    expect(validUntil(slotAt('2026-07-15T09:00'), input, now, null)).toEqual(at('2026-07-14T00:00'))
    expect(validUntil(slotAt('2026-07-13T15:00'), input, now, at('2026-07-13T11:30'))).toEqual(at('2026-07-13T11:30'))
    expect(validUntil(null, input, now, null)).toEqual(at('2026-07-13T10:15'))
  })
})
