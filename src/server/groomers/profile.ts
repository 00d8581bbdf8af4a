import type { Availability, City, Media, Motive, Speciality, Team, User } from '@/payload-types'

import { type PhotoView, publicPhotos } from '../groomerPhotos/photos'
import { getPayloadClient } from '../payload'
import { replicaRead } from '../db/readReplica'

export type GroomerProfile = {
  groomer: User
  city: City | null
  practice: Team | null
  picture: Media | null
  specialities: Speciality[]
  motives: Motive[]
  openingHours: Availability[]
  /** The salon's and the groomer's work's photos, in the groomer's order. */
  photos: PhotoView[]
}

const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

/** A published groomer's public profile, read as an anonymous visitor; null when there is none. */
async function readFindGroomerProfile(uri: string): Promise<GroomerProfile | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: false,
    depth: 1,
    limit: 1,
    where: { and: [{ uri: { equals: uri } }, { published: { equals: true } }] },
  })
  const groomer = docs[0]
  if (!groomer) return null
  const [motives, openingHours, photos] = await Promise.all([
    payload.find({
      collection: 'motives',
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: 'price',
      where: { groomer: { equals: groomer.id } },
    }),
    payload.find({
      collection: 'availabilities',
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: 'start',
      where: { groomer: { equals: groomer.id } },
    }),
    publicPhotos([groomer.id]),
  ])
  return {
    groomer,
    city: populated(groomer.city),
    practice: populated(groomer.team),
    picture: populated(groomer.picture),
    specialities: (groomer.specialities ?? [])
      .map((s) => populated<Speciality>(s))
      .filter((s): s is Speciality => s !== null),
    motives: motives.docs,
    openingHours: openingHours.docs,
    photos: photos.get(groomer.id) ?? [],
  }
}

/** Public data, the same for everybody: read from the replica when there is one. */
export const findGroomerProfile = replicaRead(readFindGroomerProfile)
