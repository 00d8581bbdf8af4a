import type { CollectionSlug, Payload } from 'payload'

import type { AuthenticatedPerson } from '../../../src/server/auth/tokens'

type Who = AuthenticatedPerson | null

const asWho = (user: Who) => (user ? { user, overrideAccess: false as const } : { overrideAccess: false as const })

const refused = (error: unknown) => {
  const status = (error as { status?: number }).status
  if (status === 403 || status === 401 || status === 404) return false
  throw error
}

/** Whether `user` (null: anonymous visitor) can do the operation through the Local API with access control on. */
export const can = (payload: Payload) => ({
  read: async (collection: CollectionSlug, id: number | string, user: Who) =>
    Boolean(await payload.findByID({ collection, id, depth: 0, disableErrors: true, ...asWho(user) }).catch(refused)),
  create: async (collection: CollectionSlug, data: Record<string, unknown>, user: Who) =>
    payload
      .create({ collection, data: data as never, ...asWho(user) })
      .then(() => true)
      .catch(refused),
  update: async (collection: CollectionSlug, id: number | string, data: Record<string, unknown>, user: Who) =>
    payload
      .update({ collection, id, data: data as never, ...asWho(user) })
      .then(() => true)
      .catch(refused),
  delete: async (collection: CollectionSlug, id: number | string, user: Who) =>
    payload
      .delete({ collection, id, ...asWho(user) })
      .then(() => true)
      .catch(refused),
})
