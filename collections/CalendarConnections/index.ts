import type { CollectionConfig } from 'payload'

import { adminOrOwnGroomer, adminsOnly } from '../../src/access/roles'
import { groomerField } from '../_fields'

const nobody = () => false

/**
 * A groomer's outside calendar account (Google, Microsoft, Apple iCloud). Written only by the
 * calendar sync service (src/server/calendarSync); `credentials` is encrypted and never read
 * through the API or the admin.
 */
export const CalendarConnections: CollectionConfig = {
  slug: 'calendar-connections',
  labels: { singular: 'Agenda connecté', plural: 'Agendas connectés' },
  admin: { useAsTitle: 'accountLabel', defaultColumns: ['accountLabel', 'provider', 'status', 'groomer'] },
  access: { read: adminOrOwnGroomer, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    groomerField(),
    {
      name: 'provider',
      type: 'select',
      label: 'Fournisseur',
      required: true,
      options: [
        { label: 'Google', value: 'google' },
        { label: 'Outlook / Office 365', value: 'microsoft' },
        { label: 'Apple iCloud', value: 'icloud' },
      ],
    },
    { name: 'accountLabel', type: 'text', label: 'Compte', required: true },
    {
      name: 'status',
      type: 'select',
      label: 'État',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Actif', value: 'active' },
        { label: 'À reconnecter', value: 'broken' },
      ],
    },
    { name: 'brokenReason', type: 'text', label: 'Raison' },
    { name: 'brokenAt', type: 'date', label: 'Cassé le' },
    { name: 'brokenNoticeSent', type: 'checkbox', label: 'Toiletteur prévenu', defaultValue: false },
    // AES-256-GCM ciphertext (src/server/calendarSync/crypto.ts): nobody reads it but the server.
    {
      name: 'credentials',
      type: 'text',
      required: true,
      hidden: true,
      access: { read: nobody, update: nobody, create: nobody },
    },
    {
      name: 'calendars',
      type: 'array',
      label: 'Calendriers',
      fields: [
        { name: 'remoteId', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'canWrite', type: 'checkbox', defaultValue: false },
        { name: 'busy', type: 'checkbox', label: 'Compte comme occupé', defaultValue: true },
        { name: 'target', type: 'checkbox', label: 'Reçoit les rendez-vous', defaultValue: false },
        { name: 'cursor', type: 'text', hidden: true },
        { name: 'lastSyncedAt', type: 'date' },
        // Last complete listing: the sync lists everything again after 30 days (provider windows, recurrences).
        { name: 'fullSyncedAt', type: 'date', admin: { readOnly: true } },
      ],
    },
  ],
}
