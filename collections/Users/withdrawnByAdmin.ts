import type { Field } from 'payload'

import { adminOnlyField, selfOrAdminField } from '../../src/access/fields'
import { isAdmin } from '../../src/access/roles'

/**
 * Set when an admin takes a published page off the site, cleared when an admin puts it back: until
 * then the groomer cannot publish it again themselves (src/server/groomerAccount/publication.ts).
 * A groomer who withdraws their own page leaves it as it is.
 */
export const withdrawnByAdminField: Field = {
  name: 'withdrawnByAdmin',
  type: 'checkbox',
  label: 'Page retirée par l’équipe',
  defaultValue: false,
  access: { read: selfOrAdminField('users'), create: adminOnlyField, update: adminOnlyField },
  admin: {
    description:
      'Cochée quand un administrateur retire la page : le toiletteur ne peut pas la republier lui-même tant qu’elle l’est.',
  },
  hooks: {
    beforeChange: [
      ({ req, siblingData, originalDoc, value }) => {
        if (!isAdmin(req.user) || typeof siblingData.published !== 'boolean') return value
        if (siblingData.published === false && originalDoc?.published === true) return true
        if (siblingData.published === true) return false
        return value
      },
    ],
  },
}
