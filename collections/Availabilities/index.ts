import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { weekdayError } from '../../src/server/groomers/fieldRules'
import { openingHoursTitle, recordTitleField } from '../_fields/recordTitle'
import { groomerField, timeOfDayField } from '../_fields'

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map((label, index) => ({
  label,
  value: String(index + 1),
}))

/** Recurring weekly opening hours, in the groomer's local wall-clock time. */
export const Availabilities: CollectionConfig = {
  slug: 'availabilities',
  labels: { singular: 'Horaire d’ouverture', plural: 'Horaires d’ouverture' },
  admin: { useAsTitle: 'adminTitle', defaultColumns: ['adminTitle', 'groomer', 'validFrom', 'validUntil'] },
  access: groomerOwnedAccess({ publicRead: true }),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    recordTitleField(openingHoursTitle),
    {
      name: 'weekday',
      type: 'select',
      label: 'Jour',
      options: WEEKDAYS,
      required: true,
      validate: (value: unknown) => (value ? (weekdayError(value) ?? true) : 'Choisissez un jour.'),
    },
    { type: 'row', fields: [timeOfDayField('start', 'De'), timeOfDayField('end', 'À')] },
    {
      name: 'everyNWeeks',
      type: 'number',
      label: 'Toutes les N semaines',
      defaultValue: 1,
      min: 1,
      max: 8,
      required: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', label: 'À partir du', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'validUntil', type: 'date', label: 'Jusqu’au', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
  ],
}
