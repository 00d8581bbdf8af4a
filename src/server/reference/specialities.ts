import { cache } from 'react'

import { getPayloadClient } from '../payload'

export type SpecialitySummary = { id: number; name: string; uri: string }

/** Every speciality, by name, as an anonymous visitor sees them. Once per request. */
export const listSpecialities = cache(async (): Promise<SpecialitySummary[]> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'specialities',
    overrideAccess: false,
    pagination: false,
    sort: 'name',
    select: { name: true, uri: true },
  })
  return result.docs.map(({ id, name, uri }) => ({ id, name, uri }))
})
