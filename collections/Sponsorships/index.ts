import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField } from '../_fields'

/** A groomer recommending the product to a fellow groomer (parrainage). */
export const Sponsorships: CollectionConfig = {
  slug: 'sponsorships',
  labels: { singular: 'Parrainage', plural: 'Parrainages' },
  admin: { useAsTitle: 'referredEmail' },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    { ...groomerField(), label: 'Parrain' },
    { name: 'referredName', type: 'text', label: 'Nom du filleul' },
    { name: 'referredEmail', type: 'email', label: 'E-mail du filleul', required: true },
    { name: 'referred', type: 'relationship', relationTo: 'users', label: 'Compte du filleul' },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      defaultValue: 'invited',
      options: [
        { label: 'Invité', value: 'invited' },
        { label: 'Inscrit', value: 'registered' },
        { label: 'Abonné', value: 'subscribed' },
      ],
    },
  ],
}
