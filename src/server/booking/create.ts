import { DateTime } from 'luxon'

import type { Appointment, Attendee } from '@/payload-types'

import { rememberPet } from '../attendees/pets'
import type { AuthenticatedPerson } from '../auth/tokens'
import { BlockedTimeError } from '../agenda/integrity'
import { requireVerifiedPhone } from './attendee'
import { isOverlapViolation } from './errors'
import { appointmentLocation, bookableGroomerMotiveAndSchedule } from './groomers'
import { insertBookedAppointment } from './insert'
import { afterBooking } from './notify'
import { pendingLimits } from './pendingLimits'
import { newReference } from './reference'
import type { CreateEventInput } from './schemas'
import { requireFreeSlotIn, slotTaken } from './slotRules'
import { type Defer, inline } from '../http/defer'
import { checkWindow } from '../slots/groomerSlots'
import { motiveForSize } from '../slots/motiveDuration'

/** Runs follow-up work (the groomer's e-mail); the route hands it to Next's `after`, tests await it. */

/**
 * An attendee's booking: the engine re-checks the slot now (pages showing slots are cached),
 * then the appointment is written waiting for validation; the database's exclusion constraint
 * settles concurrent bookings of one slot (one wins, the others get a 409 with fresh slots).
 * `hold`: the attendee's waiting-list hold on this start, consumed by the booking (src/server/waitlist/claim.ts).
 */
export async function createBooking(
  attendee: AuthenticatedPerson & Attendee,
  input: CreateEventInput,
  now = new Date(),
  defer: Defer = inline,
  hold?: number,
): Promise<Appointment> {
  requireVerifiedPhone(attendee)
  // The groomer, the motive and the schedule around the wanted start, in one query.
  const read = await bookableGroomerMotiveAndSchedule(input.groomer, input.motive, {
    ...checkWindow(input.start, now),
    exceptHold: hold,
  })
  const [groomer, motive] = [read.groomer, motiveForSize(read.motive, input.pet.size)]
  const slot = await requireFreeSlotIn(read.schedule, groomer, motive, input.start, now, 'start')
  const kind = motive.kind ?? 'salon'
  try {
    // Under the groomer's agenda lock, so a time blocked meanwhile is never booked (decision 0007).
    const appointment = await insertBookedAppointment({
      reference: newReference(),
      groomer: groomer.id,
      attendee: attendee.id,
      motive: motive.id,
      title: `${motive.title} – ${input.pet.name}`,
      location: appointmentLocation(kind, groomer),
      timezone: groomer.timezone || 'Europe/Paris',
      start: DateTime.fromMillis(slot.startMs).toUTC().toISO() ?? input.start,
      end: DateTime.fromMillis(slot.endMs).toUTC().toISO() ?? input.start,
      kind,
      videoLink: kind === 'visio' ? (motive.videoLink ?? null) : null,
      attendeeEmail: attendee.email,
      note: input.note || null,
      pet: input.pet,
      hold: hold ?? null,
      limits: pendingLimits(),
    })
    await defer(async () => {
      await afterBooking('requested', appointment.id, { parties: { appointment, groomer, attendee, motive } })
      await rememberPet(attendee, input.pet)
    })
    return appointment
  } catch (error) {
    if (isOverlapViolation(error) || error instanceof BlockedTimeError)
      throw await slotTaken(groomer, motive, input.start, now, 'start')
    throw error
  }
}
