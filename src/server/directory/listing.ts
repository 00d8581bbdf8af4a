import { listSpecialities, type SpecialitySummary } from '../reference/specialities'
import { cardsOf, type GroomerCard, loadDirectoryGroomersInOrder, readDirectoryFigures } from './cards'
import { listedGroomers } from './listedGroomers'
import { findCityByUri } from './cities'
import { replicaRead } from '../db/readReplica'

export type { GroomerCard } from './cards'

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

/** French order of names; one collator for every comparison (`localeCompare` with a locale builds one each time). */
const byName = new Intl.Collator('fr')

/** The city and speciality named in a directory URL; null when either is unknown. */
async function readResolveListingPlace(cityUri: string, specialityUri?: string) {
  const [city, specialities] = await Promise.all([findCityByUri(cityUri), listSpecialities()])
  if (!city) return null
  const speciality = specialityUri === undefined ? null : (specialities.find((s) => s.uri === specialityUri) ?? null)
  if (specialityUri !== undefined && !speciality) return null
  return { city, speciality, specialities }
}

/**
 * One page of a city's published groomers (with the speciality when given), the earliest
 * available first (groomers without a free slot last), or the best rated first; null when the
 * city or speciality is unknown.
 */
async function readListCityGroomers(query: ListingQuery): Promise<CityListing | null> {
  const place = await resolveListingPlace(query.cityUri, query.specialityUri)
  if (!place) return null
  const { city, speciality } = place
  const postcode =
    query.postcode && city.postcodes.length > 1 && city.postcodes.includes(query.postcode) ? query.postcode : null
  const groomers = await listedGroomers(city.id, speciality?.id ?? null)
  // Ordered by rating, every groomer's is read; else the page's cards read their own (a thousand in Paris).
  const figures = await readDirectoryFigures(groomers, query.now, { withRatings: query.sort === 'rating' })
  const { ratings, firstSlots } = figures
  const startOf = (id: number) => firstSlots.get(id)?.startMs ?? Number.POSITIVE_INFINITY
  // By rating: the best mean first, more reviews first on a tie, groomers without reviews last.
  const byRating = (a: { id: number }, b: { id: number }) =>
    query.sort === 'rating'
      ? (ratings?.get(b.id)?.average ?? 0) - (ratings?.get(a.id)?.average ?? 0) ||
        (ratings?.get(b.id)?.count ?? 0) - (ratings?.get(a.id)?.count ?? 0)
      : 0
  // A postcode typed (an arrondissement): its groomers first, each part in the usual order.
  const outside = (g: { postcode?: string | null }) => Number(postcode !== null && g.postcode !== postcode)
  const sorted = [...groomers].sort(
    (a, b) =>
      outside(a) - outside(b) ||
      byRating(a, b) ||
      startOf(a.id) - startOf(b.id) ||
      byName.compare(a.displayName ?? '', b.displayName ?? ''),
  )
  const inPostcode = postcode ? sorted.filter((g) => !outside(g)).length : null

  const pageCount = Math.ceil(sorted.length / query.pageSize)
  // The page's groomers only are read through Payload (its access rules, every field a card shows).
  const onPage = await loadDirectoryGroomersInOrder(
    sorted.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((g) => g.id),
  )
  const cards = await cardsOf(onPage, figures, {
    now: query.now,
    days: query.days ?? 5,
    perDay: query.perDay ?? 4,
    cityName: () => city.name,
  })
  return { city, speciality, total: sorted.length, postcode, inPostcode, page: query.page, pageCount, cards }
}

/** Public data, the same for everybody: read from the replica when there is one. */
export const resolveListingPlace = replicaRead(readResolveListingPlace)

/** Public data, the same for everybody: read from the replica when there is one. */
export const listCityGroomers = replicaRead(readListCityGroomers)
