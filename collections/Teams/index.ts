import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../../src/access/roles'
import { uriField } from '../_fields'

/** A practice (étude) grouping several groomers. */
export const Teams: CollectionConfig = {
  slug: 'teams',
  labels: { singular: 'Étude', plural: 'Études' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'uri'] },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true },
    {
      name: 'code',
      type: 'text',
      label: 'Code (ext_id)',
      required: true,
      unique: true,
      index: true,
    },
    uriField('Adresse de la page : /etude/{uri}'),
    { name: 'presentation', type: 'richText', label: 'Présentation' },
    { name: 'members', type: 'join', collection: 'users', on: 'team', label: 'Membres' },
  ],
}
