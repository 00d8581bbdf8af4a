import { relationId } from '../../lib/relations'
import { CONTENT_PAGE_URIS } from '../content/uris'
import { getPayloadClient } from '../payload'

export type SitemapEntry = { path: string; lastModified?: string; priority: number }

const GUIDE = '/guide-des-demarches-aupres-de-votre-toiletteur'
const FIXED: SitemapEntry[] = [
  { path: '/', priority: 1 },
  { path: '/toiletteurs', priority: 0.9 },
  { path: GUIDE, priority: 0.6 },
  { path: '/demande-inscription', priority: 0.5 },
  ...CONTENT_PAGE_URIS.map((uri) => ({ path: `/${uri}`, priority: 0.2 })),
]

/**
 * Every public address worth indexing: the fixed pages, the cities and city + speciality pairs
 * that have published groomers, those groomers, their practices and the published articles.
 * Read as an anonymous visitor (only published data).
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const read = { overrideAccess: false, depth: 0, pagination: false } as const
  const [groomers, posts, specialities] = await Promise.all([
    payload.find({
      collection: 'users',
      ...read,
      where: { published: { equals: true } },
      select: { uri: true, city: true, team: true, specialities: true, updatedAt: true },
    }),
    payload.find({
      collection: 'posts',
      ...read,
      where: { published: { equals: true } },
      select: { uri: true, updatedAt: true },
    }),
    payload.find({ collection: 'specialities', ...read, select: { uri: true } }),
  ])
  const cityIds = [
    ...new Set(groomers.docs.map((groomer) => relationId(groomer.city)).filter((id): id is number => id !== null)),
  ]
  const practiceIds = [
    ...new Set(groomers.docs.map((groomer) => relationId(groomer.team)).filter((id): id is number => id !== null)),
  ]
  const [cities, practices] = await Promise.all([
    payload.find({ collection: 'cities', ...read, where: { id: { in: cityIds } }, select: { uri: true } }),
    payload.find({
      collection: 'teams',
      ...read,
      where: { id: { in: practiceIds } },
      select: { uri: true, updatedAt: true },
    }),
  ])
  const cityUri = new Map(cities.docs.map((city) => [city.id, city.uri]))
  const specialityUri = new Map(specialities.docs.map((speciality) => [speciality.id, speciality.uri]))

  const cityPages = new Set<string>()
  for (const groomer of groomers.docs) {
    const city = cityUri.get(relationId(groomer.city) ?? -1)
    if (!city) continue
    cityPages.add(`/toiletteurs/${city}`)
    for (const speciality of groomer.specialities ?? []) {
      const uri = specialityUri.get(relationId(speciality) ?? -1)
      if (uri) cityPages.add(`/toiletteurs/${city}/${uri}`)
    }
  }
  return [
    ...FIXED,
    ...[...cityPages].sort().map((path) => ({ path, priority: path.split('/').length === 3 ? 0.8 : 0.7 })),
    ...groomers.docs.map((groomer) => ({
      path: `/toiletteur/${groomer.uri}`,
      lastModified: groomer.updatedAt,
      priority: 0.7,
    })),
    ...practices.docs.map((practice) => ({
      path: `/etude/${practice.uri}`,
      lastModified: practice.updatedAt,
      priority: 0.6,
    })),
    ...posts.docs.map((post) => ({ path: `${GUIDE}/${post.uri}`, lastModified: post.updatedAt, priority: 0.5 })),
  ]
}
