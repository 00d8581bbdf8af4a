import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Appointment } from '@/payload-types'
import type { CancellationReason } from '@/lib/cancellationReasons'

import { isOverlapViolation } from './errors'
import { VISIT_LABELS, type VisitStatus } from './visitSteps'

import { BOOKING_SERVICE_CONTEXT } from '../../access/bookingService'
import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { inPersonTransaction, transactionDb } from '../transaction'

type Status = Appointment['status']

/** Why the owner cancelled, with their own words for « autre ». */
export type CancellationWhy = { reason: CancellationReason; note?: string | null }

/** The changes of status a person makes (expiry and the end of a day are the jobs', in dueChanges.ts). */
export type StatusChange =
  /** The groomer validates a request, or the owner accepts the time the groomer proposed. */
  | { to: 'confirmed' }
  | { to: 'refused'; reason: string }
  | { to: 'cancelled'; by: 'attendee' | 'groomer'; why?: CancellationWhy }
  /**
   * A step of the pet's day on a confirmed appointment. `expected`: the step the groomer saw
   * (null: none yet) when they took this one, offline perhaps; another one since is a conflict.
   */
  | { to: 'visit'; step: VisitStatus; expected?: VisitStatus | null }

/** The statuses each change may start from. */
const FROM: Record<StatusChange['to'], Status[]> = {
  confirmed: ['pending'],
  refused: ['pending'],
  cancelled: ['pending', 'confirmed'],
  visit: ['confirmed'],
}

function written(change: StatusChange, now: Date): Partial<Appointment> {
  const at = now.toISOString()
  switch (change.to) {
    case 'confirmed':
      return { status: 'confirmed', confirmedAt: at }
    case 'refused':
      return { status: 'refused', refusalReason: change.reason }
    case 'cancelled':
      return {
        status: 'cancelled',
        cancelledBy: change.by,
        cancelledAt: at,
        ...(change.why ? { cancellationReason: change.why.reason, cancellationNote: change.why.note ?? null } : {}),
      }
    case 'visit':
      return { visitStatus: change.step, visitStatusAt: at }
  }
}

/**
 * A visit done or missed leaves the no-overlap guard (its time may be booked again, decision 0070):
 * taking it back to « arrivé » or « prêt » is refused once another appointment holds that time.
 */
const VISIT_TIME_TAKEN = 'Ce créneau est déjà pris par un autre rendez-vous : cette étape ne peut plus être corrigée.'

const visitChanged = (current: VisitStatus | null) =>
  `Ce rendez-vous a changé entre-temps (${current ? `étape actuelle : ${VISIT_LABELS[current]}` : 'aucune étape notée'}) : votre étape n’a pas été enregistrée.`

/** Refuses a step taken on a view of the visit that is no longer the row's (under the row's lock). */
async function checkExpectedStep(req: PayloadRequest, id: number, expected: VisitStatus | null) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select "visit_status" from "appointments" where "id" = ${id}`)
  const current = (rows[0]?.visit_status ?? null) as VisitStatus | null
  if (current !== expected) throw new DomainError('conflict', visitChanged(current))
}

export type ChangeOptions = {
  /** The French message of the 409 when the status is no longer one the change starts from. */
  conflict: string
  /** Narrower than the change's own starting statuses (a proposal is answered only while pending). */
  from?: Status[]
  now?: Date
  /** The caller's transaction, when the change goes with other writes (all of them or none). */
  req?: PayloadRequest
}

/**
 * The one way a person changes an appointment's status, on their behalf (their write access
 * applies). The row is locked first, so two answers sent at once (validate and refuse, two clicks,
 * the e-mail link and the dashboard) cannot both pass: the second sees the first's status and gets
 * a `conflict`, and only one message follows (the caller's afterAppointmentChange).
 */
export async function changeStatus(
  person: AuthenticatedPerson,
  id: number,
  change: StatusChange,
  options: ChangeOptions,
): Promise<Appointment> {
  const write = async (req: PayloadRequest) => {
    await lockStatusFrom(req, 'appointments', id, options.from ?? FROM[change.to], options.conflict)
    if (change.to === 'visit' && change.expected !== undefined) await checkExpectedStep(req, id, change.expected)
    try {
      return await req.payload.update({
        req,
        collection: 'appointments',
        id,
        data: written(change, options.now ?? new Date()),
        user: person,
        overrideAccess: false,
        depth: 0,
      })
    } catch (error) {
      if (change.to === 'visit' && isOverlapViolation(error)) throw new DomainError('conflict', VISIT_TIME_TAKEN)
      throw error
    }
  }
  return options.req ? write(options.req) : inPersonTransaction(person, write, BOOKING_SERVICE_CONTEXT)
}

/**
 * Locks the row in the request's transaction until it ends, then refuses (`conflict`) unless its
 * status is one of `from`: whoever writes second sees what the first wrote. Answers that status.
 */
export async function lockStatusFrom(
  req: PayloadRequest,
  table: 'appointments' | 'availability_requests',
  id: number,
  from: readonly string[],
  conflict: string,
): Promise<string> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select "status" from ${sql.identifier(table)} where "id" = ${id} for update`)
  const status = String(rows[0]?.status)
  if (!from.includes(status)) throw new DomainError('conflict', conflict)
  return status
}
