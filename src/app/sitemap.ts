import type { MetadataRoute } from 'next'

import { env } from '@/server/env'
import { sitemapEntries } from '@/server/seo/sitemap'

/** /sitemap.xml, rendered on request (the build has no database). */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL.replace(/\/+$/, '')
  return (await sitemapEntries()).map((entry) => ({
    url: `${site}${entry.path}`,
    lastModified: entry.lastModified,
    priority: entry.priority,
  }))
}
