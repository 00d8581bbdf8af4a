import type { Access, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { adminOnlyField } from '../../src/access/fields'
import { anyone, isAdmin, isGroomer } from '../../src/access/roles'
import { uploadDir } from '../../src/server/uploadDir'
import { IMAGE_MIME_TYPES, IMAGE_RULES } from '../../src/lib/uploadLimits'
import { contentHashedName } from './hooks/contentHashedName'
import { refuseHugeImages } from './hooks/refuseHugeImages'

/** A year: media names carry a hash of their content (hooks/contentHashedName.ts), so a URL never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Admins, or the groomer who uploaded the image (their profile's photos). */
const adminOrUploader: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  return isGroomer(req.user) && req.user ? { uploadedBy: { equals: req.user.id } } : false
}

/** A groomer's upload is theirs, whatever the data says; an admin's names no one unless chosen. */
const recordUploader: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  if (operation === 'create' && data && isGroomer(req.user) && req.user) data.uploadedBy = req.user.id
  return data
}

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
    update: adminOrUploader,
    delete: adminOrUploader,
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
  hooks: { beforeOperation: [refuseHugeImages, contentHashedName], beforeValidate: [recordUploader] },
  fields: [
    // The limits, above the form's fields, and the browser's refusal of a file over 10 Mo before it is sent.
    { name: 'uploadRules', type: 'ui', admin: { components: { Field: '/src/components/admin/UploadRules#UploadRules' } } },
    { name: 'alt', type: 'text', label: 'Texte alternatif', required: true },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Envoyée par le toiletteur',
      access: { read: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
