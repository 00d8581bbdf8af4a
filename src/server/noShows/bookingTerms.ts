import type { Attendee, Motive } from '@/payload-types'

import { getPaymentProvider } from '@/integrations/payments'
import { PRICE_SIZES, priceForSize, type PricedMotive } from '@/lib/motivePrice'
import { guaranteeDisclosure } from '@/lib/noShowPolicy'

import type { AuthenticatedPerson } from '../auth/tokens'
import { asBookingInput, bookingLines, linesPriceCents, resolvePets, type SinglePetInput } from '../booking/bookedPets'
import type { CreateEventInput } from '../booking/schemas'
import { getPayloadClient } from '../payload'
import { guaranteeAsked, guaranteeRule } from './guaranteeAsked'

/** What a booking would ask of this owner, for the confirm step to state before they commit. */
export type BookingTerms = {
  guarantee: {
    kind: 'imprint' | 'deposit'
    amountCents: number | null
    feeCents: number
    freeCancellationHours: number
  } | null
  /** The sentence in euros: what is taken now, what a late cancellation or a no-show costs. */
  disclosure: string | null
}

const NOTHING: BookingTerms = { guarantee: null, disclosure: null }

/**
 * The guarantee the same booking would ask (issue 33 item 1: the confirm step says exactly what
 * applies to this slot, in euros). The booking asks it again when made: these are its words, not a
 * promise that outlives a change of policy.
 */
export async function bookingTerms(
  attendee: AuthenticatedPerson & Attendee,
  body: CreateEventInput | SinglePetInput,
): Promise<BookingTerms> {
  if (!getPaymentProvider()) return NOTHING
  const input = asBookingInput(body)
  const pets = resolvePets(attendee, input.pets)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    user: attendee,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    where: { and: [{ id: { in: input.pets.map((pet) => pet.motive) } }, { groomer: { equals: input.groomer } }] },
  })
  const byId = new Map(docs.map((motive) => [motive.id, motive]))
  const motives = input.pets.map((pet) => byId.get(pet.motive))
  // A motive that is not this groomer's: the booking itself says why.
  if (motives.some((motive) => !motive)) return NOTHING
  const lines = bookingLines(pets, motives as Motive[])
  const asked = await guaranteeAsked(attendee.id, input.groomer, motives[0]!.id, linesPriceCents(lines))
  if (!asked) return NOTHING
  const { kind, feeCents, freeCancellationHours } = asked
  return {
    guarantee: {
      kind,
      amountCents: asked.kind === 'deposit' ? asked.amountCents : null,
      feeCents,
      freeCancellationHours,
    },
    disclosure: guaranteeDisclosure(asked),
  }
}

/**
 * The confirm sentence of a one-pet booking of `motive` for each size the owner may pick ('' for
 * none yet): the waiting list's claim states it before its button, as the dialog's confirm step does.
 */
export async function disclosuresBySize(
  attendeeId: number,
  groomerId: number,
  motive: PricedMotive & { id: number },
): Promise<Record<string, string | null>> {
  if (!getPaymentProvider()) return {}
  const rule = await guaranteeRule(attendeeId, groomerId)
  return Object.fromEntries(
    ['', ...PRICE_SIZES].map((size) => {
      const euros = priceForSize(motive, size || null)
      const asked = rule?.(motive.id, euros === null ? null : Math.round(euros * 100))
      return [size, asked ? guaranteeDisclosure(asked) : null]
    }),
  )
}
