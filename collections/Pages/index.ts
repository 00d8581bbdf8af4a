import type { CollectionConfig } from 'payload'

import { adminsOnly, isAdmin } from '../../src/access/roles'
import { uriField } from '../_fields'

/** Content pages edited by admins: legal pages, specialities, reviews service (/{uri}). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'uri', 'published', 'updatedAt'] },
  access: {
    read: ({ req }) => isAdmin(req.user) || { published: { equals: true } },
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    uriField(
      'Adresse : /{uri} (cgu, cgv, mentions-legales, politique-de-confidentialite, domaines-de-competences, service-avis)',
    ),
    { name: 'description', type: 'textarea', label: 'Description (balise meta)' },
    { name: 'content', type: 'richText', label: 'Contenu', required: true },
    { name: 'published', type: 'checkbox', label: 'Publiée', defaultValue: false, index: true },
  ],
}
