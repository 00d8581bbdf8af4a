import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { createGroomerFromRequest, sendAccountReadyEmail } from '../../../src/server/signup/acceptance'

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/**
 * Accepting a request creates its groomer account, once (a request already linked to a groomer
 * creates nothing more), in the transaction of the status change.
 */
export const createGroomerOnAccept: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data.status !== 'accepted' || idOf(data.user ?? originalDoc?.user)) return data
  const userId = await createGroomerFromRequest({ ...originalDoc, ...data }, req)
  return { ...data, user: userId, acceptedAt: new Date().toISOString() }
}

/** The groomer whose account was just created gets the link to finish it (after every write that may fail). */
export const emailAcceptedGroomer: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const userId = idOf(doc.user)
  if (userId && userId !== idOf(previousDoc?.user)) {
    await sendAccountReadyEmail({ email: doc.email, firstName: doc.firstName, userId }, req)
  }
  return doc
}
