import type { Motive } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { MotiveInput } from './schemas'
import { DomainError } from '../domainErrors'

export const MOTIVE_NOT_FOUND = 'Ce motif est introuvable.'
export const MOTIVE_IN_USE =
  'Ce motif est utilisé par des rendez-vous à venir : il ne peut pas être supprimé. Vous pouvez le rendre « non réservable en ligne ».'

const asFields = (input: MotiveInput) => ({
  title: input.title,
  duration: input.duration,
  price: input.price,
  kind: input.kind,
  videoLink: input.kind === 'visio' ? input.videoLink : null,
  bookableOnline: input.bookableOnline,
  instantBooking: input.instantBooking,
  description: input.description || null,
  sizeDurations: input.sizeDurations,
  sizePrices: input.sizePrices,
  rhythmWeeks: input.rhythmWeeks,
})

/** The groomer's own motives, the shortest first. */
export async function listOwnMotives(groomer: AuthenticatedPerson): Promise<Motive[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    user: groomer,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort: 'duration',
    // Motives are publicly readable: the filter keeps this list to the groomer's own.
    where: { groomer: { equals: groomer.id } },
  })
  return docs
}

/** One of the groomer's own motives, or a 404 (another groomer's motive is not theirs to see here). */
export async function ownMotive(groomer: AuthenticatedPerson, id: number): Promise<Motive> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: groomer.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', MOTIVE_NOT_FOUND)
  return docs[0]
}

export async function createMotive(groomer: AuthenticatedPerson, input: MotiveInput): Promise<Motive> {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'motives',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    data: { ...asFields(input), groomer: groomer.id },
  })
}

export async function updateMotive(groomer: AuthenticatedPerson, id: number, input: MotiveInput): Promise<Motive> {
  await ownMotive(groomer, id)
  const payload = await getPayloadClient()
  return payload.update({
    collection: 'motives',
    id,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    data: asFields(input),
  })
}

/** Deletes a motive no future appointment (waiting or confirmed) uses; otherwise a 409 that says what to do. */
export async function deleteMotive(groomer: AuthenticatedPerson, id: number, now = new Date()): Promise<void> {
  await ownMotive(groomer, id)
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    where: {
      and: [
        { motive: { equals: id } },
        { status: { in: ['pending', 'confirmed'] } },
        { end: { greater_than: now.toISOString() } },
      ],
    },
  })
  if (totalDocs > 0) throw new DomainError('conflict', MOTIVE_IN_USE, { fields: { motive: MOTIVE_IN_USE } })
  await payload.delete({ collection: 'motives', id, user: groomer, overrideAccess: false, depth: 0 })
}
