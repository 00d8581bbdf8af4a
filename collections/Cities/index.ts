import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../../src/access/roles'
import { normaliseSearch } from '../../src/server/geography/searchName'
import { uriField } from '../_fields'

/** French communes, from @etalab/decoupage-administratif. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: 'Ville', plural: 'Villes' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'postcodes', 'department', 'population'] },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true, index: true },
    uriField('Adresse de l’annuaire : /toiletteurs/{uri}'),
    { name: 'inseeCode', type: 'text', label: 'Code INSEE', required: true, unique: true },
    { name: 'postcodes', type: 'text', hasMany: true, label: 'Codes postaux' },
    {
      name: 'department',
      type: 'relationship',
      relationTo: 'departments',
      label: 'Département',
      required: true,
      index: true,
    },
    { name: 'population', type: 'number', label: 'Population', index: true },
    {
      name: 'searchName',
      type: 'text',
      admin: { hidden: true },
      index: true,
      hooks: {
        // Accent- and case-insensitive search key for the city autocomplete.
        beforeChange: [({ siblingData }) => normaliseSearch(String(siblingData.name ?? ''))],
      },
    },
  ],
}
