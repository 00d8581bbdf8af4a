import { isSlotBookable } from 'booking-engine'

import { AGENDA_WARNINGS } from '@/lib/agendaNotice'
import type { Motive } from '@/payload-types'

import { loadGroomerSchedule } from '../slots/groomerSchedule'
import type { AgendaOwner } from '../appointments/agendaLock'

type PetSize = 'small' | 'medium' | 'large' | 'giant'

export const MANUAL_WARNINGS = {
  past: AGENDA_WARNINGS.past,
  closed: AGENDA_WARNINGS.closed,
  holiday: AGENDA_WARNINGS.holiday,
  publicHoliday: AGENDA_WARNINGS.publicHoliday,
  size: (size: PetSize) => `Ce motif n’a pas de durée prévue pour ${SIZE_NAMES[size]} : la durée standard s’applique.`,
} as const

const SIZE_NAMES: Record<PetSize, string> = {
  small: 'un petit gabarit',
  medium: 'un gabarit moyen',
  large: 'un grand gabarit',
  giant: 'un très grand gabarit',
}

/**
 * What a groomer should know about a booking typed by hand, which is saved all the same (they may
 * open for a regular, or catch up on a past visit): in the past, outside opening hours, during
 * holidays, or a pet size the motive has no duration for.
 */
export async function manualBookingWarnings(
  owner: AgendaOwner,
  motive: Motive,
  start: Date,
  end: Date,
  size: PetSize | null,
  now = new Date(),
): Promise<string[]> {
  const warnings = await timeWarnings(owner, start, end, now)
  const sized = Object.entries(motive.sizeDurations ?? {}).filter(([, minutes]) => typeof minutes === 'number')
  if (size && sized.length > 0 && !sized.some(([name]) => name === size)) {
    warnings.push(MANUAL_WARNINGS.size(size))
  }
  return warnings
}

/** What a groomer should know about a time they chose (a hand-made booking, a move): past, closed, holidays. */
export async function timeWarnings(owner: AgendaOwner, start: Date, end: Date, now = new Date()): Promise<string[]> {
  const warnings: string[] = []
  if (start.getTime() < now.getTime()) warnings.push(MANUAL_WARNINGS.past)
  const { schedule } = await loadGroomerSchedule(owner, { from: start, until: end })
  // The opening hours alone: any minute may start, no notice, no horizon, nothing busy.
  const opening = { ...schedule, delays: { minNoticeMinutes: 0, notBeforeHour: null, horizonMonths: 120 } }
  const checked = isSlotBookable(
    {
      schedule: opening,
      motive: { durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000) },
      stepMinutes: 1,
      busy: [],
      now: start.getTime() - 60_000,
    },
    start.getTime(),
  )
  if (!checked.ok) {
    if (checked.reason === 'holiday') warnings.push(MANUAL_WARNINGS.holiday)
    else if (checked.reason === 'public_holiday') warnings.push(MANUAL_WARNINGS.publicHoliday)
    else if (checked.reason !== 'busy') warnings.push(MANUAL_WARNINGS.closed)
  }
  return warnings
}
