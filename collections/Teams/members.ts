import type { CollectionAfterChangeHook, Field, FieldHook } from 'payload'

import { adminOnlyField } from '../../src/access/fields'
import { relationId } from '../../src/lib/relations'

type MemberValue = number | { id: number } | null | undefined

const isAdminRequest = (req: { user?: { collection?: string } | null }) => req.user?.collection === 'admins'

async function memberIds(req: Parameters<FieldHook>[0]['req'], practiceId: number | string): Promise<number[]> {
  const members = await req.payload.find({
    collection: 'users',
    where: { team: { equals: practiceId } },
    depth: 0,
    pagination: false,
    select: {},
    sort: 'lastName',
    // Reached only for an admin (isAdminRequest), who may read every groomer; the ids alone come back.
    overrideAccess: true,
    req,
  })
  return members.docs.map((member) => member.id)
}

/** The practice's members as the admin's form shows them: the groomers whose `team` is this practice. */
const readMembers: FieldHook = async ({ data, req, findMany }) => {
  if (findMany || !data?.id || !isAdminRequest(req)) return undefined
  return memberIds(req, data.id)
}

/**
 * One source of truth, the groomer's `team`: saving the practice with a members list sets `team`
 * on the groomers added (taking them from their previous practice) and clears it on those removed.
 * A save without the list (the groomer space, the API) changes no membership.
 */
export const syncMembers: CollectionAfterChangeHook = async ({ doc, data, req }) => {
  const wanted = (data as { members?: MemberValue[] }).members
  if (!Array.isArray(wanted) || !isAdminRequest(req)) return doc
  const wantedIds = [...new Set(wanted.map((value) => relationId(value)).filter((id): id is number => id != null))]
  const current = await memberIds(req, doc.id)
  const added = wantedIds.filter((id) => !current.includes(id))
  const removed = current.filter((id) => !wantedIds.includes(id))
  // The admin's own rights: only an admin saves this list (the field's access), and every groomer
  // save runs its hooks (label, public pages).
  for (const id of added)
    await req.payload.update({
      collection: 'users',
      id,
      data: { team: doc.id },
      depth: 0,
      req,
      user: req.user,
      overrideAccess: false,
    })
  for (const id of removed)
    await req.payload.update({
      collection: 'users',
      id,
      data: { team: null },
      depth: 0,
      req,
      user: req.user,
      overrideAccess: false,
    })
  return doc
}

/**
 * "Membres" on a practice's page in /admin: pick existing groomers (or create one with "+"). Not
 * stored on the practice: it reads and writes the groomers' `team` (decision 0045).
 */
export const membersField: Field = {
  name: 'members',
  type: 'relationship',
  relationTo: 'users',
  hasMany: true,
  virtual: true,
  label: 'Membres',
  access: { read: adminOnlyField, create: adminOnlyField, update: adminOnlyField },
  // Payload makes a virtual field read-only unless told otherwise.
  admin: {
    readOnly: false,
    description:
      'Ajoutez des toiletteurs existants (ou créez-en un avec « + »). Un toiletteur n’appartient qu’à une étude : l’ajouter ici le retire de la précédente.',
  },
  hooks: { afterRead: [readMembers] },
}
