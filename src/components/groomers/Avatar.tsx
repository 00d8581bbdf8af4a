import { getImageProps } from 'next/image'

import { mediaPath } from '@/lib/mediaPath'
import type { Media } from '@/payload-types'

/** The groomer's photo, or their initials on the theme's pink. */
export function Avatar({ name, picture, size = 96 }: { name: string; picture: Media | null; size?: number }) {
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const
  if (picture?.url) {
    // WebP or AVIF at 1x and 2x (a srcset) from next/image's optimizer, with no client code: a plain <img>.
    const { props } = getImageProps({
      src: mediaPath(picture.sizes?.thumbnail?.url ?? picture.url),
      alt: picture.alt,
      width: size,
      height: size,
      loading: 'eager',
    })
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimized <img>, alt included
    return <img {...props} style={{ ...style, objectFit: 'cover' }} />
  }
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return (
    <span
      aria-hidden="true"
      style={{
        ...style,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--pink-100)',
        color: 'var(--pink-700)',
        fontWeight: 800,
        fontSize: size / 2.6,
      }}
    >
      {initials}
    </span>
  )
}
