import type { SlotsResult } from 'booking-engine'
import { DateTime } from 'luxon'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { slotsBetween } from '../slots/groomerSlots'
import { durationForSize, type PetSize } from '../slots/motiveDuration'
import type { GroomerFields } from '../slots/schedules'
import { ownMotive } from './motives'

/**
 * The public free slots the groomer's settings give now, for `weeks` weeks from today, for one of
 * their motives (and a pet size when the motive has size durations): what visitors are offered.
 */
export async function previewSlots(
  groomer: AuthenticatedPerson,
  motiveId: number,
  weeks: number,
  size: PetSize | null = null,
  now = new Date(),
): Promise<SlotsResult> {
  const motive = await ownMotive(groomer, motiveId)
  const payload = await getPayloadClient()
  const fields = (await payload.findByID({
    collection: 'users',
    id: groomer.id,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    select: { timezone: true, country: true, holidayRegion: true, bookingDelays: true },
  })) as GroomerFields
  const today = DateTime.fromJSDate(now, { zone: fields.timezone || 'Europe/Paris' })
  return slotsBetween(
    { ...fields, id: groomer.id },
    { durationMinutes: durationForSize(motive, size) },
    now,
    today.toISODate() ?? '',
    today.plus({ days: weeks * 7 - 1 }).toISODate() ?? '',
  )
}
