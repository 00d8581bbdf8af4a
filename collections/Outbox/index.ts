import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../../src/access/roles'
import { smsTitle } from './smsTitle'

/**
 * Every e-mail and SMS recorded when no provider is configured (development, tests, demo), and
 * every one a configured provider refused (status `failed`, with its error): the admin dashboard
 * counts those.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Message envoyé', plural: 'Boîte d’envoi' },
  admin: { useAsTitle: 'subject', defaultColumns: ['channel', 'to', 'subject', 'status', 'createdAt'] },
  // Written by the site's senders only (Local API): an admin reads, and may delete, never writes one.
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  hooks: { beforeChange: [smsTitle] },
  fields: [
    {
      name: 'channel',
      type: 'select',
      label: 'Canal',
      required: true,
      options: [
        { label: 'E-mail', value: 'email' },
        { label: 'SMS', value: 'sms' },
      ],
    },
    { name: 'to', type: 'text', label: 'Destinataire', required: true, index: true },
    { name: 'from', type: 'text', label: 'Expéditeur' },
    { name: 'subject', type: 'text', label: 'Objet' },
    { name: 'text', type: 'textarea', label: 'Texte' },
    {
      name: 'status',
      type: 'select',
      label: 'État',
      defaultValue: 'recorded',
      index: true,
      options: [
        { label: 'Enregistré', value: 'recorded' },
        { label: 'Échec de l’envoi', value: 'failed' },
      ],
    },
    { name: 'error', type: 'text', label: 'Erreur du fournisseur' },
    {
      name: 'html',
      type: 'code',
      label: 'HTML',
      admin: { language: 'html', components: { Field: '/src/components/admin/OutboxPreview#OutboxHtmlPreview' } },
    },
    {
      name: 'meta',
      type: 'json',
      label: 'Données',
      admin: { components: { Field: '/src/components/admin/OutboxPreview#OutboxMetaView' } },
    },
  ],
}
