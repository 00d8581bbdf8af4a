import type { CollectionConfig } from 'payload'

import { adminOrOwnGroomer, adminsOnly } from '../../src/access/roles'
import { groomerField } from '../_fields'

/**
 * The calendar entry of a confirmed appointment, created through the calendar port
 * (src/integrations/calendar). `provider` says which calendar holds it.
 */
export const CalendarEntries: CollectionConfig = {
  slug: 'calendar-entries',
  labels: { singular: 'Entrée d’agenda', plural: 'Entrées d’agenda' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'start', 'groomer', 'provider'] },
  access: { read: adminOrOwnGroomer, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    groomerField(),
    {
      name: 'appointment',
      type: 'relationship',
      relationTo: 'appointments',
      label: 'Rendez-vous',
      required: true,
      index: true,
    },
    { name: 'title', type: 'text', label: 'Titre', required: true },
    {
      name: 'start',
      type: 'date',
      label: 'Début',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'end', type: 'date', label: 'Fin', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'location', type: 'text', label: 'Lieu' },
    {
      name: 'provider',
      type: 'select',
      label: 'Agenda',
      required: true,
      defaultValue: 'local',
      options: [
        { label: 'Agenda Mon Toiletteur', value: 'local' },
        { label: 'Google', value: 'google' },
        { label: 'Office 365 / Live', value: 'microsoft' },
        { label: 'Apple iCloud', value: 'icloud' },
      ],
    },
    { name: 'externalId', type: 'text', label: 'Identifiant externe' },
    { name: 'cancelled', type: 'checkbox', label: 'Annulée', defaultValue: false },
  ],
}
