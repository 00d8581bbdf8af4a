import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../../src/access/roles'

/**
 * Appointments to write to (or remove from) a groomer's outside calendar. A row stays until it
 * is done, retried with exponential backoff: a push is never lost.
 */
export const CalendarPushes: CollectionConfig = {
  slug: 'calendar-pushes',
  labels: { singular: 'Envoi vers agenda', plural: 'Envois vers agendas' },
  admin: { defaultColumns: ['appointment', 'action', 'attempts', 'doneAt'] },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  indexes: [{ fields: ['doneAt', 'nextAttemptAt'] }],
  fields: [
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', required: true, index: true },
    { name: 'connection', type: 'relationship', relationTo: 'calendar-connections', required: true, index: true },
    { name: 'action', type: 'select', required: true, options: ['upsert', 'delete'] },
    { name: 'calendarRemoteId', type: 'text' },
    { name: 'remoteId', type: 'text' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', required: true },
    { name: 'lastError', type: 'text' },
    { name: 'doneAt', type: 'date', index: true },
  ],
}
