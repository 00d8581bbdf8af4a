import type { CollectionConfig } from 'payload'

import { adminsOnly, isAdmin } from '../../src/access/roles'
import { adminCookieStrategy } from '../../src/server/auth/strategies'
import { personAuth } from '../_fields/auth'

export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Administrateur', plural: 'Administrateurs' },
  admin: { useAsTitle: 'email' },
  auth: personAuth(adminCookieStrategy, 60 * 60 * 8),
  access: {
    read: adminsOnly,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    admin: ({ req }) => isAdmin(req.user),
  },
  fields: [{ name: 'name', type: 'text', label: 'Nom' }],
}
