import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { unavailabilityTitle, recordTitleField } from '../_fields/recordTitle'
import { groomerField, instantRangeFields } from '../_fields'

/** Blocked absolute time ranges (a training, an errand, a blocked slot in the agenda). */
export const Unavailabilities: CollectionConfig = {
  slug: 'unavailabilities',
  labels: { singular: 'Indisponibilité', plural: 'Indisponibilités' },
  admin: { useAsTitle: 'adminTitle', defaultColumns: ['adminTitle', 'groomer'] },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    recordTitleField(unavailabilityTitle),
    ...instantRangeFields(),
    { name: 'reason', type: 'text', label: 'Motif' },
  ],
}
