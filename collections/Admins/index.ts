import type { CollectionConfig } from 'payload'

import { adminsOnly, isAdmin } from '../../src/access/roles'
import { adminCookieStrategy } from '../../src/server/auth/strategies'
import { siteUrl } from '../../src/server/notifications/siteUrl'
import { personAuth } from '../_fields/auth'

export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Administrateur', plural: 'Administrateurs' },
  admin: { useAsTitle: 'email' },
  auth: {
    ...personAuth(adminCookieStrategy, 60 * 60 * 8),
    // Payload's own message, its link on the site's address (the config has no serverURL: Payload
    // would take the request's host, or nothing when that host is not the site's).
    forgotPassword: {
      generateEmailHTML: ({ req, token } = {}) => {
        const link = `${siteUrl()}${req?.payload.config.routes.admin ?? '/admin'}/reset/${encodeURIComponent(token ?? '')}`
        return `${req?.t('authentication:youAreReceivingResetPassword') ?? ''} <a href="${link}">${link}</a> ${req?.t('authentication:youDidNotRequestPassword') ?? ''}`
      },
    },
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
