import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { workedHolidayTitle, recordTitleField } from '../_fields/recordTitle'
import { groomerField } from '../_fields'

/** A public holiday the groomer works (public holidays are closed unless listed here). */
export const WorkedPublicHolidays: CollectionConfig = {
  slug: 'worked-public-holidays',
  labels: { singular: 'Jour férié travaillé', plural: 'Jours fériés travaillés' },
  admin: { useAsTitle: 'adminTitle', defaultColumns: ['adminTitle', 'groomer'] },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  indexes: [{ fields: ['groomer', 'date'], unique: true }],
  fields: [
    groomerField(),
    recordTitleField(workedHolidayTitle),
    {
      name: 'date',
      type: 'text',
      label: 'Date (AAAA-MM-JJ)',
      required: true,
      validate: (v: unknown) =>
        typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? true : 'Date au format AAAA-MM-JJ',
    },
    {
      name: 'month',
      type: 'text',
      label: 'Mois',
      index: true,
      admin: { readOnly: true },
      hooks: { beforeChange: [({ siblingData }) => String(siblingData.date ?? '').slice(0, 7)] },
    },
  ],
}
