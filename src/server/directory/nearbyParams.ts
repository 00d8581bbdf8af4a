import { NEARBY_RADII_KM, type NearbyFilter, type NearbyRadiusKm, type Place } from './nearby'

/** The filters as the page's address spells them. */
export const FILTER_PARAMS = new Map<string, NearbyFilter>([
  ['ouvert', 'open-now'],
  ['aujourdhui', 'today'],
])
export const filterParam = (filter: NearbyFilter) => (filter === 'open-now' ? 'ouvert' : 'aujourdhui')

export type NearbyParams = { place: Place; radiusKm: NearbyRadiusKm; filter?: NearbyFilter; page: number }

const coordinate = (text: string | undefined, limit: number) => {
  if (text === undefined || !/^-?\d{1,3}(\.\d{1,8})?$/.test(text.trim())) return null
  const value = Number(text)
  return Math.abs(value) <= limit ? value : null
}

/**
 * `?lat=48.857&lng=2.352&rayon=10&filtre=ouvert&page=2` as a search; `place` null when the
 * position is missing or not one (the page then asks for it). An unknown radius, filter or page
 * falls back to the default, as a bad query does elsewhere in the directory.
 */
export function readNearbyParams(params: Record<string, string | string[] | undefined>): NearbyParams | null {
  const one = (name: string) => {
    const value = params[name]
    return Array.isArray(value) ? value[0] : value
  }
  const lat = coordinate(one('lat'), 90)
  const lng = coordinate(one('lng'), 180)
  if (lat === null || lng === null) return null
  const radius = Number(one('rayon'))
  const page = Number(one('page') ?? 1)
  return {
    place: { lat, lng },
    radiusKm: (NEARBY_RADII_KM as readonly number[]).includes(radius) ? (radius as NearbyRadiusKm) : NEARBY_RADII_KM[0],
    filter: FILTER_PARAMS.get(one('filtre') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  }
}
