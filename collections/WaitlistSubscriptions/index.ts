import type { Access, CollectionConfig } from 'payload'

import { adminOrOwner, adminsOnly, isAdmin, isAttendee } from '../../src/access/roles'
import { groomerField } from '../_fields'

export const WAITLIST_SUBSCRIPTION_STATUSES = [
  { label: 'En attente d’un créneau', value: 'waiting' },
  { label: 'Créneau réservé', value: 'booked' },
]

/** Admins; an attendee only for themself. */
const createOwn: Access = ({ req, data }) =>
  isAdmin(req.user) || (isAttendee(req.user) && Number(data?.attendee) === req.user?.id)

/**
 * An owner's "Prévenez-moi" (liste d'attente): told when a slot of the groomer for the motive
 * frees up between two local days of the groomer. Written only by the waiting-list service
 * (src/server/waitlist/subscriptions.ts); the owner reads and deletes their own.
 */
export const WaitlistSubscriptions: CollectionConfig = {
  slug: 'waitlist-subscriptions',
  labels: { singular: 'Inscription en liste d’attente', plural: 'Liste d’attente' },
  admin: { defaultColumns: ['groomer', 'attendee', 'motive', 'firstDay', 'lastDay', 'status', 'createdAt'] },
  access: {
    read: adminOrOwner('attendees', 'attendee'),
    create: createOwn,
    update: adminsOnly,
    delete: adminOrOwner('attendees', 'attendee'),
  },
  fields: [
    groomerField(),
    { name: 'attendee', type: 'relationship', relationTo: 'attendees', label: 'Client', required: true, index: true },
    { name: 'motive', type: 'relationship', relationTo: 'motives', label: 'Motif', required: true },
    { name: 'firstDay', type: 'text', label: 'Du (jour local, AAAA-MM-JJ)', required: true },
    { name: 'lastDay', type: 'text', label: 'Au (jour local, AAAA-MM-JJ)', required: true },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      options: WAITLIST_SUBSCRIPTION_STATUSES,
      defaultValue: 'waiting',
      required: true,
      index: true,
    },
  ],
}
