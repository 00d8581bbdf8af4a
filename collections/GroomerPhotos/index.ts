import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { PHOTO_KIND_LABELS, PHOTO_KINDS } from '../../src/lib/photoRules'
import { groomerField } from '../_fields'

/**
 * The photos of a groomer's profile (issue 34 item 2): the salon and their work (avant / après),
 * 12 at most, in the groomer's order. The image and its alternative text are a media of the library.
 */
export const GroomerPhotos: CollectionConfig = {
  slug: 'groomer-photos',
  labels: { singular: 'Photo de toiletteur', plural: 'Photos de toiletteurs' },
  admin: { defaultColumns: ['media', 'kind', 'groomer', 'position'] },
  access: groomerOwnedAccess({ publicRead: true }),
  hooks: { beforeValidate: [assignOwnGroomer] },
  defaultSort: 'position',
  fields: [
    groomerField(),
    { name: 'media', type: 'upload', relationTo: 'media', label: 'Image', required: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Galerie',
      required: true,
      defaultValue: 'salon',
      options: PHOTO_KINDS.map((value) => ({ value, label: PHOTO_KIND_LABELS[value] })),
    },
    { name: 'position', type: 'number', label: 'Ordre', required: true, defaultValue: 0, index: true },
  ],
}
