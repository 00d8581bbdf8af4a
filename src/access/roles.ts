import type { Access, PayloadRequest, Where } from 'payload'

/** The three kinds of signed-in person, each its own auth collection. */
export type PersonKind = 'admins' | 'users' | 'attendees'

type MaybeUser = PayloadRequest['user']

export const kindOf = (user: MaybeUser): PersonKind | null =>
  user && typeof user === 'object' && 'collection' in user ? (user.collection as PersonKind) : null

export const isAdmin = (user: MaybeUser): boolean => kindOf(user) === 'admins'
export const isGroomer = (user: MaybeUser): boolean => kindOf(user) === 'users'
export const isAttendee = (user: MaybeUser): boolean => kindOf(user) === 'attendees'

export const anyone: Access = () => true
export const adminsOnly: Access = ({ req }) => isAdmin(req.user)

/** Admins see everything; a signed-in person of `kind` only the records whose `field` is them. */
export const adminOrOwner =
  (kind: PersonKind, field: string): Access =>
  ({ req }) => {
    if (isAdmin(req.user)) return true
    if (kindOf(req.user) === kind && req.user) return { [field]: { equals: req.user.id } } as Where
    return false
  }

/** Admins, or the groomer the record belongs to (field `groomer`). */
export const adminOrOwnGroomer: Access = adminOrOwner('users', 'groomer')

/** Published public data for everyone; everything for admins; own records for their groomer. */
export const publishedOrOwnGroomer =
  (publishedField = 'published'): Access =>
  ({ req }) => {
    if (isAdmin(req.user)) return true
    const published: Where = { [publishedField]: { equals: true } }
    if (isGroomer(req.user) && req.user) return { or: [published, { groomer: { equals: req.user.id } }] }
    return published
  }
