import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { AuthenticatedPerson } from '../auth/tokens'
import { inTransaction } from '../booking/transaction'
import { transactionDb } from '../transaction'
import { heldTimeOverlaps } from '../waitlist/heldTime'

/** First key of the two-int advisory lock: the agenda of one groomer (the second key is their id). */
const AGENDA_LOCK = 6007

/** SQL: takes the groomer's agenda lock until the end of the transaction. */
export const agendaLock = (groomerId: number) =>
  sql`select pg_advisory_xact_lock(${AGENDA_LOCK}::int, ${groomerId}::int)`

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
  return inTransaction(person, async (req) => {
    const db = await transactionDb(req)
    await db.execute(agendaLock(groomerId))
    return run(req)
  })
}

type Range = { start: Date; end: Date }

/** SQL: a blocked time of the groomer overlaps the range (other than `exceptId`). */
export const blockedTimeOverlaps = (groomerId: number, range: Range, exceptId = 0) => sql`
  exists(select 1 from "unavailabilities" u where u."groomer_id" = ${groomerId} and u."id" <> ${exceptId}
    and u."start" < ${range.end.toISOString()}::timestamptz and u."end" > ${range.start.toISOString()}::timestamptz)`

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
