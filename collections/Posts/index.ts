import type { CollectionConfig } from 'payload'

import { adminsOnly, isAdmin } from '../../src/access/roles'
import { uriFromTitleField } from '../_fields/uriFromTitle'

/** Guide articles (guide des démarches auprès de votre toiletteur). */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'uri', 'published', 'publishedAt'] },
  access: {
    read: ({ req }) => isAdmin(req.user) || { published: { equals: true } },
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    uriFromTitleField('posts', 'Adresse : /guide-des-demarches-aupres-de-votre-toiletteur/{uri}', 'article'),
    { name: 'excerpt', type: 'textarea', label: 'Chapô' },
    { name: 'heroImage', type: 'upload', relationTo: 'media', label: 'Image' },
    { name: 'content', type: 'richText', label: 'Contenu', required: true },
    { name: 'published', type: 'checkbox', label: 'Publié', defaultValue: false, index: true },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Date de publication',
      index: true,
      admin: { description: 'Remplie automatiquement à la première publication.' },
      hooks: {
        // The guide is sorted by this date: a published article always has one.
        beforeChange: [({ value, siblingData }) => value ?? (siblingData.published ? new Date().toISOString() : value)],
      },
    },
  ],
}
