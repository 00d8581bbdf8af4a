import type { Attendee, WaitlistHold } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { type Booking, type BookingRun, createBooking } from '../booking/create'
import { DomainError, hasCode } from '../domainErrors'
import { getPayloadClient } from '../payload'
import type { ClaimInput } from './schemas'

export const HOLD_NOT_FOUND = 'Ce créneau réservé est introuvable.'
export const HOLD_OVER = 'Ce créneau ne vous est plus réservé : le délai de 15 minutes est passé ou il a déjà été pris.'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The attendee's own hold by the token of its link (their read access applies). */
export async function ownHold(attendee: AuthenticatedPerson, token: string): Promise<WaitlistHold> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'waitlist-holds',
    user: attendee,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ token: { equals: token } }, { attendee: { equals: attendee.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', HOLD_NOT_FOUND)
  return docs[0]
}

/**
 * The holder books the held slot through the normal booking path (engine re-check, agenda lock,
 * exclusion constraint), the hold consumed in the same transaction: a second claim, or one after
 * the 15 minutes, finds no active hold and gets a 409.
 */
export async function claimHold(
  attendee: AuthenticatedPerson & Attendee,
  token: string,
  input: ClaimInput,
  now = new Date(),
  run: Omit<BookingRun, 'hold'> = {},
): Promise<Booking> {
  const hold = await ownHold(attendee, token)
  if (hold.status !== 'active' || new Date(hold.expiresAt) <= now) throw new DomainError('conflict', HOLD_OVER)
  try {
    return await createBooking(
      attendee,
      { groomer: idOf(hold.groomer), motive: idOf(hold.motive), start: hold.start, pet: input.pet, note: input.note },
      now,
      { ...run, hold: hold.id },
    )
  } catch (error) {
    // Someone (or a second click) claimed it first, or it ran out meanwhile.
    if (hasCode(error, 'conflict', 'slot_taken', 'too_many_pending'))
      throw new DomainError('conflict', HOLD_OVER, { fields: { start: HOLD_OVER }, details: error.details })
    throw error
  }
}
