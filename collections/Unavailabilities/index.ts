import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField, instantRangeFields } from '../_fields'

/** Blocked absolute time ranges (a training, an errand, a blocked slot in the agenda). */
export const Unavailabilities: CollectionConfig = {
  slug: 'unavailabilities',
  labels: { singular: 'Indisponibilité', plural: 'Indisponibilités' },
  admin: { defaultColumns: ['groomer', 'start', 'end', 'reason'], group: 'Agenda' },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    ...instantRangeFields(),
    { name: 'reason', type: 'text', label: 'Motif' },
  ],
}
