import type { Slot } from 'booking-engine'

import { relationId } from '../../lib/relations'
import { getPayloadClient } from '../payload'
import { ratingsOf, type RatingFigure } from '../reviews/publicReviews'
import { listSpecialities, type SpecialitySummary } from '../reference/specialities'
import { firstFreeSlotsIn, loadSlotInputs } from '../slots'
import { findCityByUri } from './cities'
import { type CardMotive, cheapestMotives } from './motives'
import { type CardDay, cardDaysIn } from './cardDays'
import { takesOnlineBookings } from '../groomers/onlineBooking'

export type GroomerCard = {
  id: number
  uri: string
  name: string
  picture: { url: string; alt: string } | null
  practice: { name: string; uri: string } | null
  /** The street address and postcode, where the groomer receives (null when not given). */
  address: string | null
  specialities: SpecialitySummary[]
  onlineBooking: boolean
  phone: { number: string; country: string } | null
  motive: CardMotive | null
  firstSlot: Slot | null
  /** The columns of the card: consecutive days from the first free one, each with its first free slots. */
  days: CardDay[]
  /** Where the practice is, for the map; null when the groomer gave no coordinates. */
  position: { lat: number; lng: number } | null
  /** From the published verified reviews; null without any. */
  rating: RatingFigure | null
}

export type CityListing = {
  city: NonNullable<Awaited<ReturnType<typeof findCityByUri>>>
  speciality: SpecialitySummary | null
  total: number
  /** The postcode listed first (one of the city's several), or null. */
  postcode: string | null
  /** With a postcode: how many of the groomers are in it (listed first). */
  inPostcode: number | null
  page: number
  pageCount: number
  cards: GroomerCard[]
}

/** `days`: the card's columns (3 on a phone, 5 on a desktop); `perDay`: slots shown in each. */
export type ListingQuery = {
  cityUri: string
  specialityUri?: string
  page: number
  pageSize: number
  now: Date
  days?: number
  perDay?: number
  sort?: 'rating'
  /** One of the city's postcodes (Paris 75011): its groomers first; ignored for any other, or a city of one. */
  postcode?: string
}

/** The city and speciality named in a directory URL; null when either is unknown. */
export async function resolveListingPlace(cityUri: string, specialityUri?: string) {
  const [city, specialities] = await Promise.all([findCityByUri(cityUri), listSpecialities()])
  if (!city) return null
  const speciality = specialityUri === undefined ? null : (specialities.find((s) => s.uri === specialityUri) ?? null)
  if (specialityUri !== undefined && !speciality) return null
  return { city, speciality, specialities }
}

async function loadCityGroomers(cityId: number, specialityId: number | null) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: {
      displayName: true,
      uri: true,
      picture: true,
      team: true,
      specialities: true,
      onlineBooking: true,
      bookingSuspended: true,
      phone: true,
      phoneCountryCode: true,
      timezone: true,
      country: true,
      holidayRegion: true,
      bookingDelays: true,
      latitude: true,
      longitude: true,
      address: true,
      postcode: true,
    },
    where: {
      and: [
        { published: { equals: true } },
        { city: { equals: cityId } },
        ...(specialityId === null ? [] : [{ specialities: { in: [specialityId] } }]),
      ],
    },
  })
  return docs
}

/** Practice names and picture URLs of the page's groomers, one query each. */
async function loadPageExtras(practiceIds: number[], pictureIds: number[]) {
  const payload = await getPayloadClient()
  const common = { overrideAccess: false, pagination: false, depth: 0 } as const
  const [practices, pictures] = await Promise.all([
    practiceIds.length
      ? payload.find({
          collection: 'teams',
          ...common,
          select: { name: true, uri: true },
          where: { id: { in: practiceIds } },
        })
      : null,
    pictureIds.length
      ? payload.find({
          collection: 'media',
          ...common,
          select: { url: true, alt: true, sizes: { thumbnail: { url: true } } },
          where: { id: { in: pictureIds } },
        })
      : null,
  ])
  return {
    practices: new Map(
      (practices?.docs ?? []).map((practice) => [practice.id, { name: practice.name, uri: practice.uri }]),
    ),
    pictures: new Map(
      (pictures?.docs ?? []).flatMap((media) => {
        const url = media.sizes?.thumbnail?.url ?? media.url
        return url ? [[media.id, { url, alt: media.alt }] as const] : []
      }),
    ),
  }
}

/**
 * One page of a city's published groomers (with the speciality when given), the earliest
 * available first (groomers without a free slot last), or the best rated first; null when the
 * city or speciality is unknown.
 */
export async function listCityGroomers(query: ListingQuery): Promise<CityListing | null> {
  const place = await resolveListingPlace(query.cityUri, query.specialityUri)
  if (!place) return null
  const { city, speciality, specialities } = place
  const postcode =
    query.postcode && city.postcodes.length > 1 && city.postcodes.includes(query.postcode) ? query.postcode : null
  const groomers = await loadCityGroomers(city.id, speciality?.id ?? null)
  const [motives, slotInputs, ratings] = await Promise.all([
    cheapestMotives(groomers.map((g) => g.id)),
    loadSlotInputs(groomers, query.now),
    ratingsOf(groomers.map((g) => g.id)),
  ])
  const bookable = groomers.flatMap((g) => {
    const motive = motives.get(g.id)
    return takesOnlineBookings(g) && motive ? [{ ...g, motive: { durationMinutes: motive.durationMinutes } }] : []
  })
  const firstSlots = firstFreeSlotsIn(slotInputs, bookable, query.now)
  const startOf = (id: number) => firstSlots.get(id)?.startMs ?? Number.POSITIVE_INFINITY
  // By rating: the best mean first, more reviews first on a tie, groomers without reviews last.
  const byRating = (a: { id: number }, b: { id: number }) =>
    query.sort === 'rating'
      ? (ratings.get(b.id)?.average ?? 0) - (ratings.get(a.id)?.average ?? 0) ||
        (ratings.get(b.id)?.count ?? 0) - (ratings.get(a.id)?.count ?? 0)
      : 0
  // A postcode typed (an arrondissement): its groomers first, each part in the usual order.
  const outside = (g: { postcode?: string | null }) => Number(postcode !== null && g.postcode !== postcode)
  const sorted = [...groomers].sort(
    (a, b) =>
      outside(a) - outside(b) ||
      byRating(a, b) ||
      startOf(a.id) - startOf(b.id) ||
      (a.displayName ?? '').localeCompare(b.displayName ?? '', 'fr'),
  )
  const inPostcode = postcode ? sorted.filter((g) => !outside(g)).length : null

  const pageCount = Math.ceil(sorted.length / query.pageSize)
  const onPage = sorted.slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
  const extras = await loadPageExtras(
    [...new Set(onPage.flatMap((g) => relationId(g.team) ?? []))],
    [...new Set(onPage.flatMap((g) => relationId(g.picture) ?? []))],
  )
  const cardDays = cardDaysIn(
    slotInputs,
    onPage.flatMap((g) => {
      const first = firstSlots.get(g.id)
      const motive = motives.get(g.id)
      return first && motive ? [{ groomerId: g.id, durationMinutes: motive.durationMinutes, first }] : []
    }),
    query.now,
    query.days ?? 5,
    query.perDay ?? 4,
  )
  const specialityById = new Map(specialities.map((s) => [s.id, s]))
  const cards = onPage.map((g): GroomerCard => {
    const practiceId = relationId(g.team)
    const pictureId = relationId(g.picture)
    return {
      id: g.id,
      uri: g.uri,
      name: g.displayName ?? '',
      picture: pictureId === null ? null : (extras.pictures.get(pictureId) ?? null),
      practice: practiceId === null ? null : (extras.practices.get(practiceId) ?? null),
      address: g.address ? [g.address, [g.postcode, city.name].filter(Boolean).join(' ')].join(', ') : null,
      specialities: (g.specialities ?? []).flatMap((s) => specialityById.get(relationId(s) ?? -1) ?? []),
      onlineBooking: takesOnlineBookings(g),
      phone: g.phone ? { number: g.phone, country: g.phoneCountryCode ?? 'FR' } : null,
      motive: motives.get(g.id) ?? null,
      firstSlot: firstSlots.get(g.id) ?? null,
      days: cardDays.get(g.id) ?? [],
      position:
        typeof g.latitude === 'number' && typeof g.longitude === 'number'
          ? { lat: g.latitude, lng: g.longitude }
          : null,
      rating: ratings.get(g.id) ?? null,
    }
  })
  return { city, speciality, total: sorted.length, postcode, inPostcode, page: query.page, pageCount, cards }
}
