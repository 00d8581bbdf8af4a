import { getImageProps } from 'next/image'

import { mediaPath } from '@/lib/mediaPath'
import type { Media } from '@/payload-types'

/** The text column of articles and pages (48rem, less the page's margins on a phone). */
export const TEXT_COLUMN_SIZES = '(max-width: 50rem) calc(100vw - 2rem), 48rem'

type Props = { media: Media; alt?: string | null; eager?: boolean; className?: string }

/**
 * An image of the media library in the text column: next/image's AVIF or WebP copies in a srcset
 * for the column's width, its own width and height (no layout shift), and its alternative text
 * (empty for an image without one: a decorative image). Plain <img>, no client code.
 */
export function MediaImage({ media, alt, eager = false, className }: Props) {
  if (!media.url) return null
  const src = mediaPath(media.url)
  const text = alt?.trim() || media.alt?.trim() || ''
  const loading = eager ? 'eager' : 'lazy'
  if (!media.width || !media.height) {
    // Dimensions unknown (a vector image): shown as it is, at most the column's width.
    // eslint-disable-next-line @next/next/no-img-element -- no size to optimize for
    return <img src={src} alt={text} loading={loading} decoding="async" className={className} />
  }
  const { props } = getImageProps({
    src,
    alt: text,
    width: media.width,
    height: media.height,
    sizes: TEXT_COLUMN_SIZES,
    loading,
    ...(eager ? { fetchPriority: 'high' as const } : {}),
  })
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimized <img>, alt included
  return <img {...props} className={className} />
}
