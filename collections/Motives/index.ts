import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { APPOINTMENT_KINDS, groomerField } from '../_fields'

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
    { name: 'bookableOnline', type: 'checkbox', label: 'Réservable en ligne', defaultValue: true },
    { name: 'description', type: 'textarea', label: 'Détails' },
    groomerField(),
  ],
}
