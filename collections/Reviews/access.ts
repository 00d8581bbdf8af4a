import type { Access, FieldAccess, Where } from 'payload'

import { isAdmin, isAttendee, isGroomer } from '../../src/access/roles'

const PUBLISHED: Where = { status: { equals: 'published' } }

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** Published reviews for everyone; admins all; a groomer also their own, an attendee also theirs. */
export const readReviews: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) return { or: [PUBLISHED, { groomer: { equals: req.user.id } }] }
  if (isAttendee(req.user) && req.user) return { or: [PUBLISHED, { attendee: { equals: req.user.id } }] }
  return PUBLISHED
}

/** An attendee writes their own review (through the review service, which checked the signed link). */
export const createReviews: Access = ({ req }) => isAdmin(req.user) || isAttendee(req.user)

/** Admins moderate; the author edits their text, the groomer replies or reports (fields say which). */
export const updateReviews: Access = ({ req }): boolean | Where => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) return { groomer: { equals: req.user.id } }
  if (isAttendee(req.user) && req.user) return { attendee: { equals: req.user.id } }
  return false
}

/** Fields of the author's own words (ratings, text): the author and admins. */
export const authorOrAdminField: FieldAccess = ({ req }) => isAdmin(req.user) || isAttendee(req.user)

/** The groomer's reply and report: the groomer and admins. */
export const groomerOrAdminField: FieldAccess = ({ req }) => isAdmin(req.user) || isGroomer(req.user)

/** Who wrote it and for which appointment: admins and the two people of that appointment. */
export const partiesOrAdminField: FieldAccess = ({ req, doc }) => {
  if (isAdmin(req.user)) return true
  if (!req.user) return false
  // A query (no doc): the collection's read access already limits the rows to theirs or published ones.
  if (!doc) return isAttendee(req.user) || isGroomer(req.user)
  if (isAttendee(req.user)) return idOf(doc.attendee) === req.user.id
  if (isGroomer(req.user)) return idOf(doc.groomer) === req.user.id
  return false
}

/** The report of a review: admins and the groomer who made it. */
export const reporterOrAdminField: FieldAccess = ({ req, doc }) =>
  isAdmin(req.user) || (isGroomer(req.user) && Boolean(req.user && doc && idOf(doc.groomer) === req.user.id))

/** The groomer's reply: public once published; before that, admins and the groomer only. */
export const replyReadable: FieldAccess = ({ req, doc }) => {
  if (isAdmin(req.user)) return true
  if (!doc) return isGroomer(req.user)
  if (isGroomer(req.user) && req.user && idOf(doc.groomer) === req.user.id) return true
  return (doc.reply as { status?: string } | undefined)?.status === 'published'
}

/** Why the groomer's reply was refused: admins and the groomer (the parties, while the reply is theirs to see). */
export const replyRefusalReadable: FieldAccess = (args) =>
  Boolean(replyReadable(args)) && Boolean(partiesOrAdminField(args))
