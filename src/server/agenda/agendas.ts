import type { Motive, User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { AgendaOwner } from './appointments'
import { practiceOf } from './practice'
import { actingMember } from './teamTokens'

export type AgendaEntry = { id: number; name: string; own: boolean; openable: boolean }

const nameOf = (person: User) => person.displayName || `${person.firstName} ${person.lastName}`

/** The agendas the groomer may open: their own, then their practice members' (openable with a valid users_tokens entry). */
export async function agendasOf(viewer: AuthenticatedPerson, headers: Headers): Promise<AgendaEntry[]> {
  const own: AgendaEntry = { id: viewer.id as number, name: `${nameOf(viewer as User)} (moi)`, own: true, openable: true }
  const practice = await practiceOf(viewer)
  if (!practice) return [own]
  const payload = await getPayloadClient()
  const others = practice.members.filter((member) => member.id !== viewer.id)
  const openable = await Promise.all(others.map((member) => actingMember(payload, viewer, member.id, headers).then(Boolean)))
  return [own, ...others.map((member, index) => ({ id: member.id, name: member.name, own: false, openable: openable[index] }))]
}

/** The motives offered in the hand-made appointment form (the agenda owner's). */
export async function motivesOf(owner: AgendaOwner): Promise<Pick<Motive, 'id' | 'title' | 'duration'>[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'motives', user: owner, overrideAccess: false, depth: 0, limit: 100, sort: 'title', where: { groomer: { equals: owner.id } } })
  return docs.map((motive) => ({ id: motive.id, title: motive.title, duration: motive.duration }))
}
