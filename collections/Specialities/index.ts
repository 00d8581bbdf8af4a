import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../../src/access/roles'
import { uriField } from '../_fields'

export const Specialities: CollectionConfig = {
  slug: 'specialities',
  labels: { singular: 'Spécialité', plural: 'Spécialités' },
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true },
    uriField(),
    { name: 'description', type: 'textarea', label: 'Description' },
  ],
}
