import type { Motive } from '@/payload-types'

import type { AgendaOwner } from '../appointments/agendaLock'
import { getPayloadClient } from '../payload'

/**
 * Motives among `ids`, by id, as the agenda's owner may read them (their access); `ownOnly`: only
 * the owner's own (what they may put on an appointment), else any they can read.
 */
export async function motivesById(
  owner: AgendaOwner,
  ids: number[],
  { ownOnly = false }: { ownOnly?: boolean } = {},
): Promise<Map<number, Motive>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: unique.length,
    pagination: false,
    where: ownOnly ? { and: [{ id: { in: unique } }, { groomer: { equals: owner.id } }] } : { id: { in: unique } },
  })
  return new Map(docs.map((motive) => [motive.id, motive]))
}
