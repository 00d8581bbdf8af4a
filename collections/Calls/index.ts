import type { CollectionConfig } from 'payload'

import { adminOrOwnGroomer, adminsOnly } from '../../src/access/roles'
import { groomerField } from '../_fields'

/** Tracked phone calls, logged from the telephony provider's callbacks. */
export const Calls: CollectionConfig = {
  slug: 'calls',
  labels: { singular: 'Appel', plural: 'Appels' },
  admin: { defaultColumns: ['groomer', 'from', 'startedAt', 'durationSeconds', 'status'] },
  access: { read: adminOrOwnGroomer, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    groomerField(),
    { name: 'from', type: 'text', label: 'Appelant', required: true },
    { name: 'to', type: 'text', label: 'Numéro appelé' },
    {
      name: 'startedAt',
      type: 'date',
      label: 'Début',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'durationSeconds', type: 'number', label: 'Durée (secondes)', min: 0 },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      options: [
        { label: 'En cours', value: 'in-progress' },
        { label: 'Répondu', value: 'completed' },
        { label: 'Manqué', value: 'no-answer' },
        { label: 'Occupé', value: 'busy' },
        { label: 'Échoué', value: 'failed' },
      ],
    },
    { name: 'providerCallId', type: 'text', label: 'Identifiant fournisseur', unique: true },
  ],
}
