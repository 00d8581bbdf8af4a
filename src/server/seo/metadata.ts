import type { Metadata } from 'next'

import { env } from '../env'
import { pageTitle, SITE_NAME } from './title'

type PageSeo = { title: string; description?: string | null; path: string; type?: 'website' | 'article' | 'profile'; image?: string | null }

/**
 * Title (the 55-character rule), meta description, absolute canonical URL and complete Open Graph
 * of a public page. Next merges metadata shallowly, so each page sets its whole `openGraph`.
 */
export function pageMetadata({ title, description, path, type = 'website', image }: PageSeo): Metadata {
  const fullTitle = pageTitle(title)
  const url = `${env().SITE_URL.replace(/\/+$/, '')}${path}`
  return {
    title: fullTitle,
    description: description ?? undefined,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description: description ?? undefined,
      url,
      siteName: SITE_NAME,
      locale: 'fr_FR',
      type,
      ...(image ? { images: [{ url: image }] } : {}),
    },
  }
}
