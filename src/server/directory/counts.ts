import { relationId } from '../../lib/relations'
import { getPayloadClient } from '../payload'

/** Number of published groomers per city id, as an anonymous visitor sees them. */
export async function groomerCountsByCity(): Promise<Map<number, number>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { city: true },
    where: { and: [{ published: { equals: true } }, { city: { exists: true } }] },
  })
  const counts = new Map<number, number>()
  for (const { city } of docs) {
    const id = relationId(city)
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}
