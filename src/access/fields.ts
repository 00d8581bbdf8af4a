import type { FieldAccess } from 'payload'

import { isAdmin, kindOf, type PersonKind } from './roles'

/** Field readable only by admins and by the person the document is (in auth collection `kind`). */
export const selfOrAdminField =
  (kind: PersonKind): FieldAccess =>
  ({ req, doc }) => {
    if (isAdmin(req.user)) return true
    return Boolean(kindOf(req.user) === kind && req.user && doc && doc.id === req.user.id)
  }

export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)
