import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

import { env } from '../env'
import { pageTitle, SITE_NAME } from '../seo/title'

type PageSeo = {
  title: string
  description?: string | null
  path: string
  type?: 'website' | 'article' | 'profile'
  image?: OgImage | null
}
type OgImage = { url: string; width?: number | null; height?: number | null; alt?: string | null }

/** The site's card (public/og-image.png) for pages without an image of their own. */
export const DEFAULT_OG_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Mon Toiletteur : trouvez un toiletteur près de chez vous',
}

/** A media of the library as a page's image: its 640-pixel "card" size when Payload made one. */
export function mediaImage(media: Media | null | undefined): OgImage | null {
  if (!media?.url) return null
  const card = media.sizes?.card
  return card?.url
    ? { url: card.url, width: card.width, height: card.height, alt: media.alt }
    : { url: media.url, width: media.width, height: media.height, alt: media.alt }
}

/** Relative URLs (media, the card) become absolute: social networks fetch the image from elsewhere. */
const ogImage = (image: OgImage, site: string) => ({
  url: image.url.startsWith('/') ? `${site}${image.url}` : image.url,
  ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
  ...(image.alt ? { alt: image.alt } : {}),
})

/**
 * Title (the 55-character rule), meta description, absolute canonical URL and complete Open Graph
 * (with an image: the page's own, else the site's card) of a public page. Next merges metadata
 * shallowly, so each page sets its whole `openGraph`.
 */
export function pageMetadata({ title, description, path, type = 'website', image }: PageSeo): Metadata {
  const fullTitle = pageTitle(title)
  const site = env().SITE_URL.replace(/\/+$/, '')
  const url = `${site}${path}`
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
      images: [ogImage(image ?? DEFAULT_OG_IMAGE, site)],
    },
    twitter: { card: 'summary_large_image' },
  }
}
