import type { Access, CollectionConfig, FieldAccess, GlobalConfig, PayloadRequest } from 'payload'

import { isAdmin } from './roles'

/**
 * Payload's REST (and GraphQL) is the admins' API. People act through the site's pages and
 * `/api/v1`, whose services call the Local API (`payloadAPI: 'local'`) with the person and
 * `overrideAccess: false`. A request that reaches Payload over HTTP without an admin is anonymous
 * for reading and refused for everything else, whatever token it carries.
 */
export const overHttp = (req: PayloadRequest): boolean => req.payloadAPI !== 'local'

/** Admins, or the server's own Local API calls (services that checked the person's rights). */
export const adminOrServer: FieldAccess = ({ req }) => isAdmin(req.user) || !overHttp(req)

const COLLECTION_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const

/** Payload's default: any signed-in person (what an operation without its own rule would allow). */
const signedIn: Access = ({ req }) => Boolean(req.user)

function forAdminsOverHttp(operation: string, rule: Access | undefined): Access {
  const local = rule ?? signedIn
  return (args) => {
    if (!overHttp(args.req) || isAdmin(args.req.user)) return local(args)
    // Over HTTP a non-admin reads only what an anonymous visitor may read.
    if (operation === 'read')
      return rule ? rule({ ...args, req: { ...args.req, user: null } as PayloadRequest }) : false
    return false
  }
}

export function adminApiCollection(collection: CollectionConfig): CollectionConfig {
  const access: Record<string, unknown> = { ...collection.access }
  for (const operation of COLLECTION_OPERATIONS) {
    if (operation === 'unlock' && !collection.auth) continue
    access[operation] = forAdminsOverHttp(operation, collection.access?.[operation] as Access | undefined)
  }
  // Payload's admin panel is for admins: a groomer's or an attendee's session opens none of its actions.
  if (collection.auth && collection.slug !== 'admins') access.admin = () => false
  return { ...collection, access: access as CollectionConfig['access'] }
}

export function adminApiGlobal(global: GlobalConfig): GlobalConfig {
  const access: Record<string, unknown> = { ...global.access }
  for (const operation of GLOBAL_OPERATIONS) {
    access[operation] = forAdminsOverHttp(operation, global.access?.[operation] as Access | undefined)
  }
  return { ...global, access: access as GlobalConfig['access'] }
}
