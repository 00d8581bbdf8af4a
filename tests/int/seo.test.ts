import { beforeAll, describe, expect, it } from 'vitest'

import robots from '../../src/app/robots'
import { pageMetadata } from '../../src/server/http/pageMetadata'
import { sitemapEntries, type SitemapEntry } from '../../src/server/seo/sitemap'
import { getSeededPayload } from './helpers/payload'

/** The demo seed hashes many passwords. */
const SEED_TIMEOUT = 150_000

let entries: SitemapEntry[]
let paths: Set<string>

beforeAll(async () => {
  await getSeededPayload()
  entries = await sitemapEntries()
  paths = new Set(entries.map((entry) => entry.path))
}, SEED_TIMEOUT)

describe('sitemap', () => {
  it('lists the fixed pages, the content pages and the guide', () => {
    for (const path of [
      '/',
      '/toiletteurs',
      '/guide-des-demarches-aupres-de-votre-toiletteur',
      '/demande-inscription',
      '/cgu',
      '/cgv',
      '/mentions-legales',
      '/politique-de-confidentialite',
      '/domaines-de-competences',
      '/service-avis',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('lists cities and city + speciality pairs that have published groomers, and only those', async () => {
    const { payload } = await getSeededPayload()
    expect(paths).toContain('/toiletteurs/paris')
    const pairs = [...paths].filter((path) => /^\/toiletteurs\/[^/]+\/[^/]+$/.test(path))
    expect(pairs.length).toBeGreaterThan(0)
    // The listed cities are exactly those of the published groomers.
    const cityPaths = [...paths].filter((path) => /^\/toiletteurs\/[^/]+$/.test(path))
    const groomers = await payload.find({
      collection: 'users',
      where: { published: { equals: true } },
      depth: 1,
      pagination: false,
      select: { city: true },
    })
    const withGroomers = new Set(
      groomers.docs.map((groomer) => `/toiletteurs/${(groomer.city as { uri: string } | null)?.uri}`),
    )
    expect(new Set(cityPaths)).toEqual(new Set([...withGroomers].filter((path) => !path.endsWith('/undefined'))))
  })

  it('lists published groomers, their practices and published articles, never an unpublished groomer', async () => {
    const { payload } = await getSeededPayload()
    expect(paths).toContain('/toiletteur/camille-martin-paris')
    expect([...paths].some((path) => path.startsWith('/etude/'))).toBe(true)
    expect([...paths].some((path) => path.startsWith('/guide-des-demarches-aupres-de-votre-toiletteur/'))).toBe(true)
    const hidden = await payload.update({
      collection: 'users',
      where: { uri: { equals: 'camille-martin-paris' } },
      data: { published: false },
      depth: 0,
    })
    try {
      expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain('/toiletteur/camille-martin-paris')
    } finally {
      await payload.update({ collection: 'users', id: hidden.docs[0]!.id, data: { published: true }, depth: 0 })
    }
  })
})

describe('robots.txt', () => {
  it('opens the site, closes the admin, the API and the private spaces, and points to the sitemap', () => {
    const rules = robots()
    expect(rules.sitemap).toMatch(/\/sitemap\.xml$/)
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules
    expect(rule).toMatchObject({ userAgent: '*', allow: '/' })
    expect(rule?.disallow).toEqual(expect.arrayContaining(['/admin', '/api/', '/user/', '/participant/']))
  })
})

describe('page metadata', () => {
  it('gives an absolute canonical URL, Open Graph with the site name, and applies the title rule', () => {
    const meta = pageMetadata({
      title: 'Toiletteurs à Paris',
      description: 'Trouvez un toiletteur.',
      path: '/toiletteurs/paris',
    })
    expect(meta.title).toBe('Toiletteurs à Paris · Mon Toiletteur')
    expect(String(meta.alternates?.canonical)).toMatch(/^https?:\/\/[^/]+\/toiletteurs\/paris$/)
    expect(meta.openGraph).toMatchObject({
      siteName: 'Mon Toiletteur',
      locale: 'fr_FR',
      title: 'Toiletteurs à Paris · Mon Toiletteur',
      description: 'Trouvez un toiletteur.',
    })
    const long = 'Un titre d’article assez long pour dépasser cinquante-cinq caractères'
    expect(pageMetadata({ title: long, path: '/x' }).title).toBe(long)
  })
})
