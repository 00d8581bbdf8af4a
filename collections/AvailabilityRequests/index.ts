import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../../src/access/roles'
import { groomerField } from '../_fields'
import { createAvailabilityRequests, readAvailabilityRequests, updateAvailabilityRequests } from './access'

export const AVAILABILITY_REQUEST_STATUSES = [
  { label: 'Envoyées au toiletteur', value: 'sent' },
  { label: 'Horaire proposé', value: 'answered' },
  { label: 'Acceptées', value: 'accepted' },
  { label: 'Déclinées', value: 'declined' },
]

/**
 * An attendee's proposed availabilities (ranges and a note). The groomer answers with a time,
 * the attendee accepts or declines it on /events-responses/{reference}.
 * Written only by the booking service (src/server/booking/availabilities.ts).
 */
export const AvailabilityRequests: CollectionConfig = {
  slug: 'availability-requests',
  labels: { singular: 'Disponibilités proposées', plural: 'Disponibilités proposées' },
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'groomer', 'attendee', 'status', 'createdAt'] },
  access: {
    read: readAvailabilityRequests,
    create: createAvailabilityRequests,
    update: updateAvailabilityRequests,
    delete: adminsOnly,
  },
  fields: [
    { name: 'reference', type: 'text', label: 'Référence', required: true, unique: true, index: true },
    groomerField(),
    { name: 'attendee', type: 'relationship', relationTo: 'attendees', label: 'Client', required: true, index: true },
    { name: 'motive', type: 'relationship', relationTo: 'motives', label: 'Motif', required: true },
    {
      name: 'ranges',
      type: 'array',
      label: 'Plages proposées',
      minRows: 1,
      maxRows: 10,
      fields: [
        {
          name: 'start',
          type: 'date',
          label: 'Début',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end',
          type: 'date',
          label: 'Fin',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'note', type: 'textarea', label: 'Note du client' },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      options: AVAILABILITY_REQUEST_STATUSES,
      defaultValue: 'sent',
      required: true,
      index: true,
    },
    {
      name: 'proposedStart',
      type: 'date',
      label: 'Horaire proposé',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'groomerNote', type: 'textarea', label: 'Message du toiletteur' },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', label: 'Rendez-vous' },
  ],
}
