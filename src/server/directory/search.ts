import { normaliseSearch } from '../geography/searchName'
import { getPayloadClient } from '../payload'
import { groomerCountsByCity } from './counts'

export type CitySuggestion = {
  uri: string
  name: string
  postcode: string
  department: string
  groomers: number
  /** The whole postcode typed, when the city has several (Paris 75011): its page lists that part first. */
  narrowTo: string | null
}

export const CITY_SEARCH_LIMIT = 10

const POSTCODE_QUERY = /^\d+$/

/**
 * Cities whose name starts with the query (accents and case ignored), or whose postcode starts
 * with it when the query is digits; cities with groomers first, then the most populated.
 */
export async function searchCities(query: string, limit = CITY_SEARCH_LIMIT): Promise<CitySuggestion[]> {
  const trimmed = query.trim()
  const byPostcode = POSTCODE_QUERY.test(trimmed)
  const key = byPostcode ? trimmed : normaliseSearch(trimmed)
  if (!key) return []
  const payload = await getPayloadClient()
  // `like` is a "contains" match (also on the postcodes' hasMany text); the prefix is checked below.
  const [found, counts] = await Promise.all([
    payload.find({
      collection: 'cities',
      overrideAccess: false,
      pagination: false,
      depth: 1,
      select: { uri: true, name: true, postcodes: true, population: true, searchName: true, department: true },
      populate: { departments: { code: true } },
      where: byPostcode ? { postcodes: { like: key } } : { searchName: { like: key } },
    }),
    groomerCountsByCity(),
  ])
  const matches = found.docs.flatMap((city) => {
    const postcodes = city.postcodes ?? []
    const postcode = byPostcode ? postcodes.find((code) => code.startsWith(key)) : postcodes[0]
    if (byPostcode ? !postcode : !(city.searchName ?? '').startsWith(key)) return []
    const department = typeof city.department === 'object' ? city.department.code : ''
    return [
      {
        city,
        suggestion: {
          uri: city.uri,
          name: city.name,
          postcode: postcode ?? '',
          department,
          groomers: counts.get(city.id) ?? 0,
          // Only a whole postcode narrows: « 750 » or « 4200 » is still a search for the city.
          narrowTo: byPostcode && postcode === key && postcodes.length > 1 ? postcode : null,
        },
      },
    ]
  })
  matches.sort(
    (a, b) =>
      Number(b.suggestion.groomers > 0) - Number(a.suggestion.groomers > 0) ||
      (b.city.population ?? 0) - (a.city.population ?? 0) ||
      a.city.name.localeCompare(b.city.name, 'fr'),
  )
  return matches.slice(0, limit).map((match) => match.suggestion)
}

/** The city a visitor typed in full (exact name or postcode), preferring one with groomers. */
export async function findTypedCity(query: string): Promise<CitySuggestion | null> {
  const trimmed = query.trim()
  const key = POSTCODE_QUERY.test(trimmed) ? trimmed : normaliseSearch(trimmed)
  const candidates = await searchCities(trimmed, 50)
  return (
    candidates.find((city) =>
      POSTCODE_QUERY.test(trimmed) ? city.postcode === key : normaliseSearch(city.name) === key,
    ) ?? null
  )
}
