import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { uploadDir } from '../../src/server/uploadDir'
import { groomerField } from '../_fields'

/**
 * Files attached to a customer folder (vaccination booklet, photo before grooming). Private:
 * only their groomer and admins read them; stored outside the public media folder.
 */
export const CustomerAttachments: CollectionConfig = {
  slug: 'customer-attachments',
  labels: { singular: 'Pièce jointe', plural: 'Pièces jointes' },
  admin: { defaultColumns: ['filename', 'label', 'groomer'] },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  upload: {
    staticDir: uploadDir('.data/customer-attachments'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  },
  fields: [groomerField(), { name: 'label', type: 'text', label: 'Libellé' }],
}
