import type { Access, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { adminOrOwnGroomer, anyone, isAdmin, isGroomer } from './roles'

/**
 * Access of a record that belongs to one groomer (field `groomer`): admins do everything,
 * a groomer only their own records; `publicRead` opens reading to everyone (public profile data).
 */
export const groomerOwnedAccess = ({ publicRead = false } = {}): CollectionConfig['access'] => ({
  read: publicRead ? anyone : adminOrOwnGroomer,
  create: (({ req }) => isAdmin(req.user) || isGroomer(req.user)) satisfies Access,
  update: adminOrOwnGroomer,
  delete: adminOrOwnGroomer,
})

/** A groomer always writes records for themself; only admins choose the groomer. */
export const assignOwnGroomer: CollectionBeforeValidateHook = ({ data, req }) => {
  if (data && isGroomer(req.user) && req.user) data.groomer = req.user.id
  return data
}
