import type { CollectionConfig } from 'payload'

import { adminOrOwner, adminsOnly } from '../../src/access/roles'
import { groomerField } from '../_fields'

export const WAITLIST_HOLD_STATUSES = [
  { label: 'Réservé pour le client', value: 'active' },
  { label: 'Pris par le client', value: 'claimed' },
  { label: 'Expiré', value: 'expired' },
]

/**
 * A freed slot held 15 minutes for one waiting-list subscriber, like a pending booking: while
 * `active` and not expired, no one else books or is offered that time (the database refuses two
 * active holds of one groomer that overlap). Written only by src/server/waitlist.
 */
export const WaitlistHolds: CollectionConfig = {
  slug: 'waitlist-holds',
  labels: { singular: 'Créneau réservé (liste d’attente)', plural: 'Créneaux réservés (liste d’attente)' },
  admin: { defaultColumns: ['groomer', 'attendee', 'start', 'status', 'expiresAt'] },
  access: { read: adminOrOwner('attendees', 'attendee'), create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      name: 'token',
      type: 'text',
      label: 'Jeton du lien',
      required: true,
      unique: true,
      index: true,
      access: { read: ({ req }) => req.payloadAPI === 'local' },
    },
    { name: 'subscription', type: 'relationship', relationTo: 'waitlist-subscriptions', label: 'Inscription' },
    groomerField(),
    { name: 'attendee', type: 'relationship', relationTo: 'attendees', label: 'Client', required: true, index: true },
    { name: 'motive', type: 'relationship', relationTo: 'motives', label: 'Motif', required: true },
    {
      name: 'start',
      type: 'date',
      label: 'Début',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'end', type: 'date', label: 'Fin', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'expiresAt',
      type: 'date',
      label: 'Expire à',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      options: WAITLIST_HOLD_STATUSES,
      defaultValue: 'active',
      required: true,
      index: true,
    },
    {
      name: 'endedAt',
      type: 'date',
      label: 'Fin de la réservation',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', label: 'Rendez-vous' },
  ],
}
