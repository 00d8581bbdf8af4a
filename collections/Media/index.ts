import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, isGroomer } from '../../src/access/roles'
import { uploadDir } from '../../src/server/uploadDir'

/** Images of the media library (profile pictures, article images). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  access: {
    read: anyone,
    create: ({ req }) => isAdmin(req.user) || isGroomer(req.user),
    update: ({ req }) => isAdmin(req.user),
    delete: ({ req }) => isAdmin(req.user),
  },
  upload: {
    staticDir: uploadDir('media'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 240, height: 240, position: 'centre' },
      { name: 'card', width: 640 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif', required: true }],
}
