import type { City, Media, Speciality, Team, User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { takesOnlineBookings } from './onlineBooking'
import { replicaRead } from '../db/readReplica'

export type PracticePageMember = Pick<User, 'id' | 'displayName' | 'uri' | 'onlineBooking'> & {
  city: City | null
  picture: Media | null
  specialities: Speciality[]
}
export type PracticePage = {
  practice: Team
  members: PracticePageMember[]
  speciality: Speciality | null
  specialities: Speciality[]
}

const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

/**
 * A practice and its published groomers, optionally only those with a speciality; null when the
 * practice or the speciality does not exist.
 */
async function readFindPracticePage(practiceUri: string, specialityUri: string | null): Promise<PracticePage | null> {
  const payload = await getPayloadClient()
  const [practices, specialityMatch] = await Promise.all([
    payload.find({
      collection: 'teams',
      overrideAccess: false,
      depth: 0,
      limit: 1,
      where: { uri: { equals: practiceUri } },
    }),
    specialityUri
      ? payload.find({
          collection: 'specialities',
          overrideAccess: false,
          depth: 0,
          limit: 1,
          where: { uri: { equals: specialityUri } },
        })
      : null,
  ])
  const practice = practices.docs[0]
  const speciality = specialityMatch?.docs[0] ?? null
  if (!practice || (specialityUri && !speciality)) return null
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: false,
    depth: 1,
    pagination: false,
    sort: 'lastName',
    where: { and: [{ team: { equals: practice.id } }, { published: { equals: true } }] },
  })
  const all = docs.map((user) => ({
    id: user.id,
    displayName: user.displayName,
    uri: user.uri,
    onlineBooking: takesOnlineBookings(user),
    city: populated(user.city),
    picture: populated(user.picture),
    specialities: (user.specialities ?? [])
      .map((s) => populated<Speciality>(s))
      .filter((s): s is Speciality => s !== null),
  }))
  const specialities = [...new Map(all.flatMap((member) => member.specialities).map((s) => [s.id, s])).values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'fr'),
  )
  const members = speciality ? all.filter((member) => member.specialities.some((s) => s.id === speciality.id)) : all
  return { practice, members, speciality, specialities }
}

/** Public data, the same for everybody: read from the replica when there is one. */
export const findPracticePage = replicaRead(readFindPracticePage)
