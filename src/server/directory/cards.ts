import type { Slot } from 'booking-engine'
import type { Where } from 'payload'

import { relationId } from '../../lib/relations'
import { firstPhotoIds } from '../groomerPhotos/photos'
import { takesOnlineBookings } from '../groomers/onlineBooking'
import { getPayloadClient } from '../payload'
import { listSpecialities, type SpecialitySummary } from '../reference/specialities'
import { ratingsOf, type RatingFigure } from '../reviews/publicReviews'
import { firstFreeSlotsIn, loadSlotInputs, type SlotInputs } from '../slots'
import { keptFirstFreeSlots } from '../slots/keptFirstFree'
import { type CardDay, cardDaysIn } from './cardDays'
import { type CardMotive, cheapestMotives } from './motives'

export type GroomerCard = {
  id: number
  uri: string
  name: string
  picture: { url: string; alt: string } | null
  practice: { name: string; uri: string } | null
  /** The street address and postcode, where the groomer receives (null when not given). */
  address: string | null
  /** From the place searched (« autour de moi »), in metres; null on a city's page. */
  distanceMeters: number | null
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

/** Published groomers as an anonymous visitor reads them, with what a card and the slots need. */
export async function loadDirectoryGroomers(where: Where) {
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
    where: { and: [{ published: { equals: true } }, where] },
  })
  return docs
}

export type DirectoryGroomer = Awaited<ReturnType<typeof loadDirectoryGroomers>>[number]

/** What the order of a list and its first free slots need about each groomer. */
export type ListedGroomer = Pick<
  DirectoryGroomer,
  | 'id'
  | 'displayName'
  | 'postcode'
  | 'onlineBooking'
  | 'bookingSuspended'
  | 'timezone'
  | 'country'
  | 'holidayRegion'
  | 'bookingDelays'
>

/** `loadDirectoryGroomers` for the given ids, in the order given. */
export async function loadDirectoryGroomersInOrder(ids: number[]): Promise<DirectoryGroomer[]> {
  if (ids.length === 0) return []
  const byId = new Map((await loadDirectoryGroomers({ id: { in: ids } })).map((g) => [g.id, g]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** What ordering and the cards need about every groomer of a list, read at once. */
export type DirectoryFigures = {
  /** Each groomer's cheapest motive, where read (a slot computed, a filter); the cards read their page's others. */
  motives: Map<number, CardMotive>
  /** The schedules and busy times read for the whole list (a filter on them), else none: the cards read their own. */
  slotInputs: SlotInputs
  /** Read for the whole list when it is ordered by them, else null: the cards read their page's own. */
  ratings: Map<number, RatingFigure> | null
  /** Each groomer's first free slot for their cheapest motive (none when not bookable online). */
  firstSlots: Map<number, Slot | null>
}

export type FiguresOptions = {
  /** The schedules and busy times, when the caller read them for the whole list anyway. */
  slotInputs?: SlotInputs
  /** Every groomer's rating (a list ordered by them); else only the page's, read by its cards. */
  withRatings?: boolean
}

/**
 * The figures of a list: the first free slots from the kept ones (a thousand groomers of a city
 * page without the engine for each, decision 0074), or from `slotInputs` when the caller read
 * them for the whole list anyway.
 */
export async function readDirectoryFigures(
  groomers: ListedGroomer[],
  now: Date,
  { slotInputs, withRatings = false }: FiguresOptions = {},
): Promise<DirectoryFigures> {
  const ids = groomers.map((g) => g.id)
  const online = groomers.filter(takesOnlineBookings)
  const ratings = () => (withRatings ? ratingsOf(ids) : null)
  if (slotInputs) {
    const [motives, allRatings] = await Promise.all([cheapestMotives(ids), ratings()])
    const bookable = online.flatMap((g) => {
      const motive = motives.get(g.id)
      return motive ? [{ ...g, motive }] : []
    })
    return { motives, slotInputs, ratings: allRatings, firstSlots: firstFreeSlotsIn(slotInputs, bookable, now) }
  }
  // The motives the kept slots asked for (those recomputed), kept for the cards.
  const motives = new Map<number, CardMotive>()
  const motivesOf = async (wanted: number[]) => {
    const read = await cheapestMotives(wanted)
    for (const [id, motive] of read) motives.set(id, motive)
    return read
  }
  const [firstSlots, allRatings] = await Promise.all([keptFirstFreeSlots(online, now, motivesOf), ratings()])
  return { motives, slotInputs: new Map(), ratings: allRatings, firstSlots }
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
          // Payload derives the URLs from the file names: without them a URL reads null.
          select: { url: true, filename: true, alt: true, sizes: { thumbnail: { url: true, filename: true } } },
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

export type CardsOptions = {
  now: Date
  /** The card's columns (3 on a phone, 5 on a desktop) and the slots shown in each. */
  days: number
  perDay: number
  /** The town named after the postcode in the card's address. */
  cityName: (groomer: DirectoryGroomer) => string | null
  distanceMeters?: (groomer: DirectoryGroomer) => number | null
}

/** The cards of one page of groomers, in their order, from the figures read for the whole list. */
export async function cardsOf(
  onPage: DirectoryGroomer[],
  figures: DirectoryFigures,
  { now, days, perDay, cityName, distanceMeters }: CardsOptions,
): Promise<GroomerCard[]> {
  const { slotInputs, firstSlots } = figures
  const unread = onPage.map((g) => g.id).filter((id) => !figures.motives.has(id))
  // A card shows the groomer's first photo (their salon, their work), else their profile picture.
  const [photos, ratings, pageMotives] = await Promise.all([
    firstPhotoIds(onPage.map((g) => g.id)),
    figures.ratings ?? ratingsOf(onPage.map((g) => g.id)),
    unread.length ? cheapestMotives(unread) : null,
  ])
  const motives = pageMotives ? new Map([...figures.motives, ...pageMotives]) : figures.motives
  const pictureOf = (g: DirectoryGroomer) => photos.get(g.id) ?? relationId(g.picture)
  const [extras, specialities] = await Promise.all([
    loadPageExtras(
      [...new Set(onPage.flatMap((g) => relationId(g.team) ?? []))],
      [...new Set(onPage.flatMap((g) => pictureOf(g) ?? []))],
    ),
    listSpecialities(),
  ])
  const withSlots = onPage.flatMap((g) => {
    const first = firstSlots.get(g.id)
    const motive = motives.get(g.id)
    return first && motive
      ? [{ groomer: g, request: { groomerId: g.id, durationMinutes: motive.durationMinutes, first } }]
      : []
  })
  // The page's own schedules, unless the whole list's were read already.
  const missing = withSlots.filter(({ groomer }) => !slotInputs.has(groomer.id)).map(({ groomer }) => groomer)
  const inputs = missing.length ? new Map([...slotInputs, ...(await loadSlotInputs(missing, now))]) : slotInputs
  const cardDays = cardDaysIn(
    inputs,
    withSlots.map(({ request }) => request),
    now,
    days,
    perDay,
  )
  const specialityById = new Map(specialities.map((s) => [s.id, s]))
  return onPage.map((g): GroomerCard => {
    const practiceId = relationId(g.team)
    const pictureId = pictureOf(g)
    return {
      id: g.id,
      uri: g.uri,
      name: g.displayName ?? '',
      picture: pictureId === null ? null : (extras.pictures.get(pictureId) ?? null),
      practice: practiceId === null ? null : (extras.practices.get(practiceId) ?? null),
      address: g.address ? [g.address, [g.postcode, cityName(g)].filter(Boolean).join(' ')].join(', ') : null,
      distanceMeters: distanceMeters?.(g) ?? null,
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
}
