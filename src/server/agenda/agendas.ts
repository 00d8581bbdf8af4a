import { relationId } from '@/lib/relations'
import type { Motive, User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { AgendaOwner } from '../appointments/agendaLock'
import { holdsAgendaGrant } from './practiceTokens'

export type AgendaEntry = { id: number; name: string; own: boolean; openable: boolean }

const nameOf = (person: User) => person.displayName || `${person.firstName} ${person.lastName}`

/**
 * The agendas the groomer may open: their own, then their practice members' (openable with a
 * valid users_tokens entry). The members' names only, read with the viewer's access: the page
 * draws this on every load.
 */
export async function agendasOf(viewer: AuthenticatedPerson, headers: Headers): Promise<AgendaEntry[]> {
  const own: AgendaEntry = {
    id: viewer.id as number,
    name: `${nameOf(viewer as User)} (moi)`,
    own: true,
    openable: true,
  }
  const practice = relationId((viewer as User).team ?? null)
  if (!practice) return [own]
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    user: viewer,
    overrideAccess: false,
    depth: 0,
    limit: 50,
    sort: 'lastName',
    select: { displayName: true, firstName: true, lastName: true },
    where: { team: { equals: practice } },
  })
  const others = docs.filter((member) => member.id !== viewer.id)
  return [
    own,
    ...others.map((member) => ({
      id: member.id,
      name: nameOf(member as User),
      own: false,
      openable: holdsAgendaGrant(viewer, member.id, headers),
    })),
  ]
}

/** The motives offered in the hand-made appointment form (the agenda owner's). */
export async function motivesOf(owner: AgendaOwner): Promise<Pick<Motive, 'id' | 'title' | 'duration'>[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 100,
    sort: 'title',
    select: { title: true, duration: true },
    where: { groomer: { equals: owner.id } },
  })
  return docs.map((motive) => ({ id: motive.id, title: motive.title, duration: motive.duration }))
}
