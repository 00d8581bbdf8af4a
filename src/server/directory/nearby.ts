import { isOpenAt } from 'booking-engine'
import { DateTime } from 'luxon'

import { preparedRows } from '../db/prepared'
import { preparedSchedule } from '../slots/prepared'
import { loadSlotInputs } from '../slots'
import {
  cardsOf,
  type DirectoryFigures,
  type DirectoryGroomer,
  type GroomerCard,
  loadDirectoryGroomers,
  readDirectoryFigures,
} from './cards'
import { nearestGroomersStatement, type Place } from './nearbyStatement'

export type { Place } from './nearbyStatement'

/** The radii offered (km), the default first; and how many of the nearest a search considers. */
export const NEARBY_RADII_KM = [10, 5, 20, 50] as const
export type NearbyRadiusKm = (typeof NEARBY_RADII_KM)[number]
export const NEARBY_LIMIT = 60

/** A published groomer near the place, with what their card shows of them anyway. */
export type NearbyHit = {
  id: number
  uri: string
  name: string
  address: string | null
  postcode: string | null
  cityName: string | null
  position: Place
  meters: number
}

/**
 * The published groomers nearest `place` within `radiusMeters`, nearest first, at most `limit`:
 * one query, read nearest first from the GiST index of each published groomer's position on the
 * unit sphere (users_published_sphere_idx, nearbyStatement.ts), stopping at the radius.
 */
export async function nearestGroomers(place: Place, radiusMeters: number, limit = NEARBY_LIMIT): Promise<NearbyHit[]> {
  const rows = await preparedRows(nearestGroomersStatement(place, radiusMeters, limit))
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  return rows.map((row) => ({
    id: Number(row.id),
    uri: String(row.uri),
    name: text(row.name) ?? '',
    address: text(row.address),
    postcode: text(row.postcode),
    cityName: text(row.cityName),
    position: { lat: Number(row.lat), lng: Number(row.lng) },
    meters: Number(row.meters),
  }))
}

/** « Ouvert maintenant »: receiving now; « Disponible aujourd'hui »: a free slot left today. */
export type NearbyFilter = 'open-now' | 'today'

export type NearbyQuery = {
  place: Place
  radiusKm: NearbyRadiusKm
  filter?: NearbyFilter
  page: number
  pageSize: number
  now: Date
  days?: number
  perDay?: number
}

export type NearbyListing = {
  total: number
  /** The search stopped at its NEARBY_LIMIT nearest: there may be more within the radius. */
  capped: boolean
  page: number
  pageCount: number
  cards: GroomerCard[]
}

function passes(filter: NearbyFilter | undefined, groomer: DirectoryGroomer, figures: DirectoryFigures, now: Date) {
  if (!filter) return true
  const input = figures.slotInputs.get(groomer.id)
  if (!input) return false
  if (filter === 'open-now') return isOpenAt(preparedSchedule(input.schedule), now.getTime())
  const first = figures.firstSlots.get(groomer.id)
  const zone = input.schedule.timezone ?? 'Europe/Paris'
  return (
    first != null && DateTime.fromMillis(first.startMs, { zone }).hasSame(DateTime.fromJSDate(now, { zone }), 'day')
  )
}

/**
 * One page of the published groomers around a place, nearest first, each card with its distance;
 * with a filter, only those open now or with a slot left today.
 */
export async function listNearbyGroomers(query: NearbyQuery): Promise<NearbyListing> {
  const hits = await nearestGroomers(query.place, query.radiusKm * 1000)
  const hitOf = new Map(hits.map((hit) => [hit.id, hit]))
  const pageOf = <T>(list: T[]) => list.slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
  // Without a filter the order is the distance's alone: only the page's groomers are read further.
  const candidates = query.filter ? hits : pageOf(hits)
  const groomers = candidates.length ? await loadDirectoryGroomers({ id: { in: candidates.map((hit) => hit.id) } }) : []
  // A filter reads every candidate's schedule (open now, a slot left today): the slots come from it.
  const figures = await readDirectoryFigures(groomers, query.now, {
    slotInputs: query.filter ? await loadSlotInputs(groomers, query.now) : undefined,
  })
  const meters = (g: DirectoryGroomer) => hitOf.get(g.id)?.meters ?? Number.POSITIVE_INFINITY
  const kept = groomers
    .filter((g) => passes(query.filter, g, figures, query.now))
    .sort((a, b) => meters(a) - meters(b) || a.id - b.id)
  const total = query.filter ? kept.length : hits.length
  const pageCount = Math.ceil(total / query.pageSize)
  const onPage = query.filter ? pageOf(kept) : kept
  const cards = await cardsOf(onPage, figures, {
    now: query.now,
    days: query.days ?? 5,
    perDay: query.perDay ?? 4,
    cityName: (g) => hitOf.get(g.id)?.cityName ?? null,
    distanceMeters: (g) => hitOf.get(g.id)?.meters ?? null,
  })
  return { total, capped: hits.length >= NEARBY_LIMIT, page: query.page, pageCount, cards }
}
