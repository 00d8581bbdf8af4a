import type { Field } from 'payload'

import { adminOnlyField, selfOrAdminField } from '../../src/access/fields'
import type { PersonKind } from '../../src/access/roles'

/**
 * A new mobile number waiting for its SMS code (E.164): the verified number stays in `phone` until
 * the code for this one comes back (src/server/verification). Written by that service only.
 */
export const pendingPhoneField = (kind: PersonKind): Field => ({
  name: 'pendingPhone',
  type: 'text',
  label: 'Nouveau mobile en attente de vérification',
  admin: { hidden: true },
  access: { read: selfOrAdminField(kind), create: adminOnlyField, update: adminOnlyField },
})
