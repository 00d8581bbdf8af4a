import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { APPOINTMENT_KINDS, groomerField, PET_SIZES } from '../_fields'

/** Appointment motives (motifs) and durations of a groomer. */
export const Motives: CollectionConfig = {
  slug: 'motives',
  labels: { singular: 'Motif', plural: 'Motifs' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', 'price', 'groomer'], group: 'Agenda' },
  access: groomerOwnedAccess({ publicRead: true }),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    { name: 'title', type: 'text', label: 'Intitulé', required: true },
    { name: 'duration', type: 'number', label: 'Durée (minutes)', required: true, min: 5, max: 600 },
    { name: 'price', type: 'number', label: 'Prix (€ TTC)', min: 0 },
    { name: 'kind', type: 'select', label: 'Type', options: APPOINTMENT_KINDS, defaultValue: 'salon', required: true },
    { name: 'videoLink', type: 'text', label: 'Lien visio', admin: { condition: (_, sibling) => sibling?.kind === 'visio' } },
    { name: 'bookableOnline', type: 'checkbox', label: 'Réservable en ligne', defaultValue: true },
    {
      name: 'sizeDurations',
      type: 'group',
      label: 'Durée selon le gabarit (minutes, facultatif)',
      fields: PET_SIZES.map(({ label, value }) => ({ name: value, type: 'number' as const, label, min: 5, max: 600 })),
    },
    { name: 'description', type: 'textarea', label: 'Détails' },
    groomerField(),
  ],
}
