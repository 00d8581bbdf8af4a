import type { CollectionConfig } from 'payload'

import { adminOrOwnGroomer, adminsOnly } from '../../src/access/roles'
import { groomerField } from '../_fields'

/** Busy ranges pulled from a groomer's outside calendars; the slots treat them as blocked times. */
export const BusyTimes: CollectionConfig = {
  slug: 'busy-times',
  labels: { singular: 'Occupation externe', plural: 'Occupations externes' },
  admin: { defaultColumns: ['groomer', 'start', 'end', 'calendarRemoteId'] },
  access: { read: adminOrOwnGroomer, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  indexes: [{ fields: ['groomer', 'start'] }],
  fields: [
    { name: 'connection', type: 'relationship', relationTo: 'calendar-connections', required: true, index: true },
    groomerField(),
    { name: 'calendarRemoteId', type: 'text', required: true },
    { name: 'uid', type: 'text', required: true },
    { name: 'start', type: 'date', required: true },
    { name: 'end', type: 'date', required: true },
  ],
}
