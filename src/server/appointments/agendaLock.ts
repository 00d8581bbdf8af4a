import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { BOOKING_SERVICE_CONTEXT } from '../../access/bookingService'
import { isOverlapViolation } from './errors'
import { inPersonTransaction, transactionDb } from '../transaction'

type Range = { start: Date; end: Date }
import { agendaLock } from '../busyTime/agendaLock'
import { blockedTimeOverlaps } from '../busyTime/blockedTime'
import { heldTimeOverlaps } from '../busyTime/heldTime'

/**
 * Runs `run` in one transaction holding the groomer's agenda lock. Appointments and blocked times
 * are separate tables, so no constraint spans both: every write that adds held time to an agenda
 * (online booking, hand-made appointment, move, block) takes this lock first, then checks the
 * other table, then writes. Different groomers never wait for each other.
 */
export async function underAgendaLock<T>(
  person: AuthenticatedPerson,
  groomerId: number,
  run: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  return inPersonTransaction(
    person,
    async (req) => {
      const db = await transactionDb(req)
      await db.execute(agendaLock(groomerId))
      return run(req)
    },
    BOOKING_SERVICE_CONTEXT,
  )
}

/** True when a blocked time of the groomer overlaps the range (read after the lock: sees committed blocks). */
export async function overlapsBlockedTime(
  req: PayloadRequest,
  groomerId: number,
  range: Range,
  exceptId = 0,
): Promise<boolean> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select ${blockedTimeOverlaps(groomerId, range, exceptId)} as "found"`)
  return rows[0]?.found === true
}

/** True when a waiting-list hold (a freed slot offered to a subscriber for 15 minutes) overlaps the range. */
export async function overlapsHeldTime(req: PayloadRequest, groomerId: number, range: Range): Promise<boolean> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select ${heldTimeOverlaps(groomerId, range)} as "found"`)
  return rows[0]?.found === true
}

/** True when an active (pending or confirmed) appointment of the groomer overlaps the range. */
export async function overlapsActiveAppointment(
  req: PayloadRequest,
  groomerId: number,
  range: Range,
): Promise<boolean> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    select exists(select 1 from "appointments" a where a."groomer_id" = ${groomerId} and a."status" in ('pending', 'confirmed')
      and a."start" < ${range.end.toISOString()}::timestamptz and a."end" > ${range.start.toISOString()}::timestamptz) as "found"`)
  return rows[0]?.found === true
}

/** A booking refused because the groomer blocked that time meanwhile. */
export class BlockedTimeError extends Error {
  constructor() {
    super('Ce créneau est bloqué dans l’agenda du toiletteur.')
  }
}

/**
 * For the online booking path: inside `underAgendaLock`, refuses a slot covered by a blocked time
 * or by a waiting-list hold (held 15 minutes for a subscriber, like a pending booking).
 */
export async function refuseBlockedTime(req: PayloadRequest, groomerId: number, range: Range): Promise<void> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select ${blockedTimeOverlaps(groomerId, range)} or ${heldTimeOverlaps(groomerId, range)} as "found"`,
  )
  if (rows[0]?.found === true) throw new BlockedTimeError()
}

/** A groomer writing in their own agenda (their row, with their time zone and address). */
export type AgendaOwner = AuthenticatedPerson & User

export const OVER_APPOINTMENT = 'Un autre rendez-vous occupe déjà ce créneau.'
export const OVER_BLOCKED_TIME = 'Ce créneau est bloqué dans l’agenda : débloquez-le d’abord.'
export const OVER_HELD_TIME =
  'Ce créneau vient d’être proposé à un client de la liste d’attente : il lui est réservé 15 minutes.'

/**
 * Writes under the agenda lock: refused over a blocked time or a waiting-list hold (the slot was
 * promised to a subscriber for 15 minutes) (409), or, by the database, over another appointment (409).
 */
export async function holdTime<T>(
  owner: AgendaOwner,
  range: { start: Date; end: Date },
  write: (req: Parameters<Parameters<typeof underAgendaLock>[2]>[0]) => Promise<T>,
  exceptBlock = 0,
): Promise<T> {
  try {
    return await underAgendaLock(owner, owner.id, async (req) => {
      if (await overlapsBlockedTime(req, owner.id, range, exceptBlock))
        throw new DomainError('slot_taken', OVER_BLOCKED_TIME, { fields: { start: OVER_BLOCKED_TIME } })
      if (await overlapsHeldTime(req, owner.id, range))
        throw new DomainError('slot_taken', OVER_HELD_TIME, { fields: { start: OVER_HELD_TIME } })
      return write(req)
    })
  } catch (error) {
    if (isOverlapViolation(error))
      throw new DomainError('slot_taken', OVER_APPOINTMENT, { fields: { start: OVER_APPOINTMENT } })
    throw error
  }
}
