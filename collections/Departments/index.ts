import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../../src/access/roles'
import { uriField } from '../_fields'

/** French departments, from @etalab/decoupage-administratif. */
export const Departments: CollectionConfig = {
  slug: 'departments',
  labels: { singular: 'Département', plural: 'Départements' },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name'] },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    { name: 'code', type: 'text', label: 'Code', required: true, unique: true, index: true },
    { name: 'name', type: 'text', label: 'Nom', required: true },
    uriField(),
    { name: 'region', type: 'text', label: 'Code région' },
  ],
}
