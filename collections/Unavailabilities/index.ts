import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField } from '../_fields'

/** Blocked absolute time ranges (a training, an errand, a blocked slot in the agenda). */
export const Unavailabilities: CollectionConfig = {
  slug: 'unavailabilities',
  labels: { singular: 'Indisponibilité', plural: 'Indisponibilités' },
  admin: { defaultColumns: ['groomer', 'start', 'end', 'reason'], group: 'Agenda' },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    { name: 'start', type: 'date', label: 'Début', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'end',
      type: 'date',
      label: 'Fin',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) =>
        value && siblingData.start && new Date(value as string) <= new Date(siblingData.start as string)
          ? 'La fin doit être après le début'
          : true,
    },
    { name: 'reason', type: 'text', label: 'Motif' },
  ],
}
