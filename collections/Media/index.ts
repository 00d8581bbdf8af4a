import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, isGroomer } from '../../src/access/roles'
import { uploadDir } from '../../src/server/uploadDir'
import { IMAGE_MIME_TYPES, IMAGE_RULES } from '../../src/lib/uploadLimits'
import { contentHashedName } from './hooks/contentHashedName'
import { refuseHugeImages } from './hooks/refuseHugeImages'

/** A year: media names carry a hash of their content (hooks/contentHashedName.ts), so a URL never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Images of the media library (profile pictures, article images). Pages show them through
 * next/image (WebP or AVIF at the sizes of a srcset, next.config.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { description: IMAGE_RULES },
  access: {
    read: anyone,
    create: ({ req }) => isAdmin(req.user) || isGroomer(req.user),
    update: ({ req }) => isAdmin(req.user),
    delete: ({ req }) => isAdmin(req.user),
  },
  upload: {
    staticDir: uploadDir('media'),
    // The types the pages serve (next/image): the form states them (uploadRules), the refusal names them.
    mimeTypes: IMAGE_MIME_TYPES,
    imageSizes: [
      { name: 'thumbnail', width: 240, height: 240, position: 'centre' },
      { name: 'card', width: 640 },
    ],
    // The admin's lists and pickers show the 240-pixel copy, not the original.
    adminThumbnail: 'thumbnail',
    // Only a file actually served (it has a type) is cached, not a refused range.
    modifyResponseHeaders: ({ headers }) => {
      if (headers.has('Content-Type')) headers.set('Cache-Control', IMMUTABLE)
      return headers
    },
  },
  hooks: { beforeOperation: [refuseHugeImages, contentHashedName] },
  fields: [
    // The limits, above the form's fields, and the browser's refusal of a file over 10 Mo before it is sent.
    { name: 'uploadRules', type: 'ui', admin: { components: { Field: '/src/components/admin/UploadRules#UploadRules' } } },
    { name: 'alt', type: 'text', label: 'Texte alternatif', required: true },
  ],
}
