import type { CollectionConfig } from 'payload'

import { adminsOnly, isAdmin } from '../../src/access/roles'
import { adminCookieStrategy } from '../../src/server/auth/strategies'

export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Administrateur', plural: 'Administrateurs' },
  admin: { useAsTitle: 'email', group: 'Comptes' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    strategies: [adminCookieStrategy],
    useSessions: true,
  },
  access: {
    read: adminsOnly,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    admin: ({ req }) => isAdmin(req.user),
  },
  fields: [{ name: 'name', type: 'text', label: 'Nom' }],
}
