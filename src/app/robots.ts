import type { MetadataRoute } from 'next'

import { env } from '@/server/env'

/** /robots.txt: the public site is open; the admin, the API and the private spaces are not. */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL.replace(/\/+$/, '')
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/user/', '/participant/', '/recherche'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
