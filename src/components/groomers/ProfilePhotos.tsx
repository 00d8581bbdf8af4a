import { getImageProps } from 'next/image'

import { mediaPath } from '@/lib/mediaPath'
import { PHOTO_KIND_LABELS, PHOTO_KINDS } from '@/lib/photoRules'
import type { PhotoView } from '@/server/groomerPhotos/photos'

/**
 * The profile's galleries (the salon, the groomer's work): next/image's srcset in AVIF or WebP at
 * the width shown, loaded lazily; each photo opens the original.
 */
export function ProfilePhotos({ photos }: { photos: PhotoView[] }) {
  if (photos.length === 0) return null
  return (
    <section className="card stack" aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      {PHOTO_KINDS.map((kind) => {
        const shown = photos.filter((photo) => photo.kind === kind)
        if (shown.length === 0) return null
        return (
          <div key={kind} className="stack" style={{ gap: '0.5rem' }}>
            <h3 className="profile-photos-title">{PHOTO_KIND_LABELS[kind]}</h3>
            <ul className="profile-photos">
              {shown.map((photo) => {
                const { props } = getImageProps({
                  src: mediaPath(photo.url),
                  alt: photo.alt,
                  width: photo.width ?? 640,
                  height: photo.height ?? 480,
                  sizes: '(max-width: 600px) 50vw, 220px',
                })
                return (
                  <li key={photo.id}>
                    <a href={mediaPath(photo.url)}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's props (srcset, AVIF or WebP), alt included */}
                      <img {...props} loading="lazy" decoding="async" />
                    </a>
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
