import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { countFutureEvents } from './queries'

export type FutureCounts = { u_f_e_c: { user: number; count: number }[]; count: number }

export class NotAllowedIds extends Error {
  constructor(readonly ids: number[]) {
    super('Vous ne pouvez compter que vos rendez-vous et ceux des membres de votre étude.')
  }
}

const practiceIdOf = (person: AuthenticatedPerson): number | null => {
  const practice = (person as { team?: number | { id: number } | null }).team
  return typeof practice === 'object' && practice ? practice.id : (practice ?? null)
}

/** Of `ids`, those the groomer may count: themself and the members of their practice. */
async function allowedIds(groomer: AuthenticatedPerson, ids: number[]): Promise<Set<number>> {
  const allowed = new Set<number>([Number(groomer.id)])
  const practice = practiceIdOf(groomer)
  const others = ids.filter((id) => !allowed.has(id))
  if (practice && others.length > 0) {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'users',
      user: groomer,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { team: true },
      where: { and: [{ id: { in: others } }, { team: { equals: practice } }] },
    })
    for (const doc of docs) allowed.add(doc.id)
  }
  return allowed
}

/**
 * Future appointments that hold their slot, per requested groomer (spec section 7). Throws
 * NotAllowedIds when an id is neither the caller nor a member of their practice.
 */
export async function futureEventCounts(groomer: AuthenticatedPerson, ids: number[], now: Date): Promise<FutureCounts> {
  const wanted = [...new Set(ids.length > 0 ? ids : [Number(groomer.id)])]
  const allowed = await allowedIds(groomer, wanted)
  const refused = wanted.filter((id) => !allowed.has(id))
  if (refused.length > 0) throw new NotAllowedIds(refused)
  const u_f_e_c = await Promise.all(
    wanted.map(async (id) => ({ user: id, count: await countFutureEvents(groomer, now, id) })),
  )
  return { u_f_e_c, count: u_f_e_c.reduce((sum, entry) => sum + entry.count, 0) }
}
