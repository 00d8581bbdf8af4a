import type { MetadataRoute } from 'next'

/** The site's icons for a home screen (public/): the public site's manifest and the groomer's app share them. */
export const APP_ICONS: NonNullable<MetadataRoute.Manifest['icons']> = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]
