import type { CollectionAfterReadHook } from 'payload'

import { mediaPath } from '../../../src/lib/mediaPath'
import type { Media } from '../../../src/payload-types'

type WithUrl = { url?: string | null; thumbnailURL?: string | null }

/** The same object with its `url` and `thumbnailURL` (those it has) as paths of the site. */
function localized<T extends WithUrl>(item: T): T {
  const copy = { ...item }
  if (typeof copy.url === 'string') copy.url = mediaPath(copy.url)
  if (typeof copy.thumbnailURL === 'string') copy.thumbnailURL = mediaPath(copy.thumbnailURL)
  return copy
}

/**
 * Media URLs as paths of the site ("/api/media/file/…"), not prefixed with SITE_URL as Payload
 * does: the admin's previews then load from the host it is opened on (another domain, an
 * address on the local network), pages hand them to next/image (local paths only), and the
 * page metadata makes them absolute where another site reads them (og:image).
 */
export const relativeUrls: CollectionAfterReadHook<Media> = ({ doc }) => {
  const copy = localized(doc)
  if (doc.sizes) {
    copy.sizes = Object.fromEntries(Object.entries(doc.sizes).map(([name, size]) => [name, size ? localized(size) : size]))
  }
  return copy
}
