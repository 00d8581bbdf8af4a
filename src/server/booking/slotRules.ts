import type { BookableResult, SlotRejection, SlotsResult } from 'booking-engine'
import { DateTime } from 'luxon'

import type { Motive, User } from '@/payload-types'

import { checkSlot, slotsBetween, slotVerdict } from '../slots/groomerSlots'
import { DomainError } from '../domainErrors'

const REJECTIONS: Record<Exclude<SlotRejection, 'busy'>, string> = {
  past: 'Ce créneau est passé : choisissez-en un autre.',
  sunday: 'Le toiletteur ne reçoit pas le dimanche.',
  holiday: 'Le toiletteur est en congé ce jour-là.',
  public_holiday: 'Le toiletteur est fermé ce jour férié.',
  not_working: 'Le toiletteur ne travaille pas ce jour-là.',
  not_offered: 'Ce créneau ne fait pas partie des disponibilités du toiletteur.',
  too_soon: 'Ce créneau est trop proche : choisissez-en un plus tard.',
  beyond_horizon: 'Ce créneau est trop loin dans le temps.',
}

export const SLOT_TAKEN = 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.'
const FRESH_DAYS = 7

const motiveRef = (motive: Motive) => ({ durationMinutes: motive.duration })

/** The groomer's free slots for a week from the wanted day (or today), offered after a refusal. */
export async function freshSlots(groomer: User, motive: Motive, wanted: string, now: Date): Promise<SlotsResult> {
  const zone = groomer.timezone || 'Europe/Paris'
  const today = DateTime.fromJSDate(now, { zone }).startOf('day')
  const day = DateTime.fromISO(wanted, { zone }).startOf('day')
  const from = day.isValid && day > today ? day : today
  return slotsBetween(
    groomer,
    motiveRef(motive),
    now,
    from.toISODate() ?? '',
    from.plus({ days: FRESH_DAYS - 1 }).toISODate() ?? '',
  )
}

/** The engine's verdict on `start`, now: the slot's end, or a 400 (rule) / 409 (taken) naming `field`. */
export async function requireFreeSlot(
  groomer: User,
  motive: Motive,
  start: string,
  now: Date,
  field: string,
  exceptAppointment?: number,
) {
  return slotOrRefusal(
    await checkSlot(groomer, motiveRef(motive), start, now, exceptAppointment),
    groomer,
    motive,
    start,
    now,
    field,
  )
}

/** The same verdict on a schedule already read (within `checkWindow`) with the groomer and the motive. */
export async function requireFreeSlotIn(
  loaded: Parameters<typeof slotVerdict>[0],
  groomer: User,
  motive: Motive,
  start: string,
  now: Date,
  field: string,
) {
  return slotOrRefusal(slotVerdict(loaded, motiveRef(motive), start, now), groomer, motive, start, now, field)
}

async function slotOrRefusal(
  verdict: BookableResult,
  groomer: User,
  motive: Motive,
  start: string,
  now: Date,
  field: string,
) {
  if (verdict.ok) return verdict.slot
  if (verdict.reason === 'busy') throw await slotTaken(groomer, motive, start, now, field)
  throw new DomainError('invalid', REJECTIONS[verdict.reason], { fields: { [field]: REJECTIONS[verdict.reason] } })
}

export async function slotTaken(
  groomer: User,
  motive: Motive,
  start: string,
  now: Date,
  field: string,
): Promise<DomainError> {
  return new DomainError('slot_taken', SLOT_TAKEN, {
    fields: { [field]: SLOT_TAKEN },
    details: { slots: await freshSlots(groomer, motive, start, now) },
  })
}
