import { sql } from '@payloadcms/db-postgres'

import { env } from '../env'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'

/**
 * How many requests waiting for a groomer's validation one owner may have: with one groomer, and
 * in all (PENDING_REQUESTS_PER_GROOMER, PENDING_REQUESTS_PER_OWNER). Each request holds its slot
 * and e-mails the groomer, so without a cap one account could fill an agenda. A groomer's proposal
 * in answer to availabilities is not the owner's request and does not count.
 */
export type PendingLimits = { perGroomer: number; inAll: number }

export const pendingLimits = (): PendingLimits => ({
  perGroomer: env().PENDING_REQUESTS_PER_GROOMER,
  inAll: env().PENDING_REQUESTS_PER_OWNER,
})

/** Advisory lock namespace of an owner's bookings (the agenda lock is 6007). */
const OWNER_BOOKING_LOCK = 6008

/**
 * Serialises one owner's bookings, whichever groomers they go to, so the count below cannot be
 * passed by bookings sent at once. Taken before the groomer's agenda lock, and no path takes them
 * the other way round.
 */
export const ownerBookingLock = (attendee: number) =>
  sql`select pg_advisory_xact_lock(${OWNER_BOOKING_LOCK}::int, ${attendee}::int)`

const ownPending = (attendee: number) =>
  sql`from "appointments" where "attendee_id" = ${attendee}::int and "status" = 'pending' and "availability_request_id" is null`

/** The owner's pending requests, with this groomer and in all (appointments_owner_pending_idx alone). */
export const pendingCounts = (attendee: number, groomer: number) =>
  sql`select count(*) filter (where "groomer_id" = ${groomer}::int)::int as "withGroomer", count(*)::int as "inAll" ${ownPending(attendee)}`

/** SQL condition: the owner is under both limits (read after ownerBookingLock, so it sees the others' writes). */
export const underPendingLimits = (attendee: number, groomer: number, limits: PendingLimits) =>
  sql`(select count(*) filter (where "groomer_id" = ${groomer}::int) < ${limits.perGroomer}::int and count(*) < ${limits.inAll}::int ${ownPending(attendee)})`

export const tooManyWithGroomer = (count: number) =>
  `Vous avez déjà ${count} demande${count > 1 ? 's' : ''} en attente chez ce toiletteur : attendez sa réponse, ou retirez une demande, avant d’en envoyer une autre.`
export const tooManyInAll = (count: number) =>
  `Vous avez déjà ${count} demandes de rendez-vous en attente : attendez les réponses des toiletteurs, ou retirez une demande, avant d’en envoyer une autre.`

/** The 409 to answer when the owner is at a limit (a booking refused by the gate above), else null. */
export async function pendingLimitRefusal(
  attendee: number,
  groomer: number,
  limits: PendingLimits,
): Promise<DomainError | null> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(pendingCounts(attendee, groomer))
  const { withGroomer, inAll } = rows[0] as { withGroomer: number; inAll: number }
  if (withGroomer >= limits.perGroomer) return new DomainError('too_many_pending', tooManyWithGroomer(withGroomer))
  if (inAll >= limits.inAll) return new DomainError('too_many_pending', tooManyInAll(inAll))
  return null
}
