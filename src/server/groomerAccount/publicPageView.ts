import type { City, User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { listSpecialities, type SpecialitySummary } from '../reference/specialities'

/** What the "Ma page" form starts from: the salon's address and the specialities. */
export type PublicPageValues = {
  address: string
  postcode: string
  city: string
  specialities: number[]
}
export type PublicPageView = {
  values: PublicPageValues
  specialities: SpecialitySummary[]
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The signed-in groomer's address and specialities, with every speciality to choose from. */
export async function publicPageView(groomer: User): Promise<PublicPageView> {
  const payload = await getPayloadClient()
  const cityId = groomer.city ? idOf(groomer.city as number | City) : null
  // Cities are public (read: anyone): the name of the groomer's own commune.
  const [city, specialities] = await Promise.all([
    cityId
      ? payload.findByID({
          collection: 'cities',
          id: cityId,
          depth: 0,
          overrideAccess: false,
          select: { name: true },
          disableErrors: true,
        })
      : null,
    listSpecialities(),
  ])
  return {
    specialities,
    values: {
      address: groomer.address ?? '',
      postcode: groomer.postcode ?? '',
      city: city?.name ?? '',
      specialities: (groomer.specialities ?? []).map((s) => idOf(s as number | { id: number })),
    },
  }
}
