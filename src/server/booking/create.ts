import type { Appointment, Attendee } from '@/payload-types'

import { rememberPet } from '../attendees/pets'
import type { AuthenticatedPerson } from '../auth/tokens'
import { BlockedTimeError } from '../appointments/agendaLock'
import { requireVerifiedPhone } from './attendee'
import { isOverlapViolation } from '../appointments/errors'
import { bookableGroomerMotiveAndSchedule } from './groomers'
import { createAppointment } from '../appointments/create'
import { afterAppointmentChange } from '../appointments/afterChange'
import type { CreateEventInput } from './schemas'
import { requireFreeSlotIn, slotTaken } from './slotRules'
import { type Defer, inline } from '../defer'
import { checkWindow } from '../slots/groomerSlots'
import { motiveForSize } from '../slots/motiveDuration'

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
  try {
    // Under the groomer's agenda lock, so a time blocked meanwhile is never booked (decision 0007).
    const appointment = await createAppointment(
      {
        groomer,
        motive,
        start: new Date(slot.startMs),
        end: new Date(slot.endMs),
        pet: { name: input.pet.name, species: input.pet.species, breed: input.pet.breed, size: input.pet.size },
        note: input.note,
        attendee: attendee.id,
        attendeeEmails: [attendee.email],
      },
      { source: 'online', attendee: attendee.id, hold },
    )
    await defer(async () => {
      await afterAppointmentChange(appointment.id, {
        kind: 'requested',
        parties: { appointment, groomer, attendee, motive },
      })
      await rememberPet(attendee, input.pet)
    })
    return appointment
  } catch (error) {
    if (isOverlapViolation(error) || error instanceof BlockedTimeError)
      throw await slotTaken(groomer, motive, input.start, now, 'start')
    throw error
  }
}
