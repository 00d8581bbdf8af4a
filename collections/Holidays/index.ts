import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { holidayTitle, recordTitleField } from '../_fields/recordTitle'
import { groomerField } from '../_fields'

/** Holiday periods (périodes de vacances): whole local days, both ends included. */
export const Holidays: CollectionConfig = {
  slug: 'holidays',
  labels: { singular: 'Période de vacances', plural: 'Périodes de vacances' },
  admin: { useAsTitle: 'adminTitle', defaultColumns: ['adminTitle', 'groomer', 'label'] },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    recordTitleField(holidayTitle),
    { name: 'from', type: 'date', label: 'Du', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'to',
      type: 'date',
      label: 'Au',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
      validate: (value: unknown, { siblingData }: { siblingData: { from?: unknown } }) =>
        value && siblingData.from && new Date(value as string) < new Date(siblingData.from as string)
          ? 'La date de fin doit suivre la date de début'
          : true,
    },
    { name: 'label', type: 'text', label: 'Libellé' },
  ],
}
