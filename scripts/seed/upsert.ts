/** Creates the documents of a collection that are not there yet, matched on one unique field. */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { mapLimit } from './concurrency'

export type Keyed<S extends CollectionSlug> = { key: string; data: RequiredDataFromCollectionSlug<S> }

export type EnsureResult = { ids: Map<string, number>; created: number }

const idOf = (doc: unknown): number => Number((doc as { id: unknown }).id)

/** Ids of the existing documents whose `keyField` is one of `keys`. */
export async function findIdsByKey(
  payload: Payload,
  collection: CollectionSlug,
  keyField: string,
  keys: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (keys.length === 0) return ids
  const found = await payload.find({
    collection,
    where: { [keyField]: { in: keys } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { [keyField]: true },
  })
  for (const doc of found.docs) {
    const key = (doc as unknown as Record<string, unknown>)[keyField]
    if (typeof key === 'string') ids.set(key, idOf(doc))
  }
  return ids
}

/** Creates the missing items (at most `limit` at once) and returns every item's id by key. */
export async function ensureByKey<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  keyField: string,
  items: Keyed<S>[],
  limit = 4,
): Promise<EnsureResult> {
  const ids = await findIdsByKey(
    payload,
    collection,
    keyField,
    items.map((item) => item.key),
  )
  const missing = items.filter((item) => !ids.has(item.key))
  await mapLimit(missing, limit, async (item) => {
    const doc = await payload.create({ collection, data: item.data, depth: 0, overrideAccess: true })
    ids.set(item.key, idOf(doc))
  })
  return { ids, created: missing.length }
}
