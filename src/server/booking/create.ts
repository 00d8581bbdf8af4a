import type { Appointment, Attendee } from '@/payload-types'

import { rememberPets } from '../attendees/pets'
import type { AuthenticatedPerson } from '../auth/tokens'
import { BlockedTimeError } from '../appointments/agendaLock'
import { requireVerifiedPhone } from './attendee'
import { isOverlapViolation } from '../appointments/errors'
import { bookableGroomerMotivesAndSchedule } from './groomers'
import {
  asBookingInput,
  bookingLines,
  linesPriceCents,
  linesTotals,
  requireOnePlace,
  resolvePets,
  type SinglePetInput,
} from './bookedPets'
import { createAppointment } from '../appointments/create'
import { pushQueuedNow } from '../appointments/followUpPushes'
import { runFollowUpsNow } from '../appointments/followUps'
import type { CreateEventInput } from './schemas'
import { requireFreeSlotIn, slotTaken } from './slotRules'
import { type Defer, inline, skip } from '../defer'
import { getPaymentProvider } from '@/integrations/payments'
import { guaranteeAsked } from '../noShows/guaranteeAsked'
import { heldGuarantee, openGuaranteeCheckout } from '../noShows/guaranteeCheckout'
import { checkWindow } from '../slots/groomerSlots'

/** How a booking's after-work runs. */
export type BookingRun = {
  /** The owner's pet remembered in their account. */
  defer?: Defer
  /** The appointment's follow-up (messages, pages), queued with it: here by default. */
  followUp?: Defer
  /**
   * The groomer's push of the request, when its follow-up is left to the jobs process: sent from
   * here after the answer. Nothing by default (a follow-up run here pushes it itself).
   */
  push?: Defer
  /** The attendee's waiting-list hold on this start, consumed by the booking (src/server/waitlist/claim.ts). */
  hold?: number
}

/** The guarantee a booking asked: Stripe's page where the owner pays the deposit or saves their card. */
export type BookingGuarantee = {
  kind: 'imprint' | 'deposit'
  amountCents: number | null
  feeCents: number
  freeCancellationHours: number
  checkoutUrl: string
}

/** A booking as made: the appointment, and the guarantee to give before the groomer hears of it. */
export type Booking = Appointment & { guarantee?: BookingGuarantee }

/**
 * An attendee's booking, for one pet or several (one line each, its length the sum of the lines):
 * the engine re-checks the slot now (pages showing slots are cached), then the appointment is
 * written waiting for validation; the database's exclusion constraint settles concurrent bookings
 * of one slot (one wins, the others get a 409 with fresh slots). When the groomer's no-show policy
 * asks a guarantee (issue 33), the booking holds its slot while the owner pays on Stripe's page;
 * the groomer hears of it once the checkout completes (src/server/noShows/settle.ts).
 */
export async function createBooking(
  attendee: AuthenticatedPerson & Attendee,
  body: CreateEventInput | SinglePetInput,
  now = new Date(),
  { defer = inline, followUp = inline, push = skip, hold }: BookingRun = {},
): Promise<Booking> {
  requireVerifiedPhone(attendee)
  const input = asBookingInput(body)
  const pets = resolvePets(attendee, input.pets)
  // The groomer, the motives and the schedule around the wanted start, in one query.
  const read = await bookableGroomerMotivesAndSchedule(
    input.groomer,
    input.pets.map((pet) => pet.motive),
    { ...checkWindow(input.start, now), exceptHold: hold },
  )
  requireOnePlace(read.motives)
  const groomer = read.groomer
  const lines = bookingLines(pets, read.motives)
  // The slot is searched for the whole visit: the first motive, lasting the sum of the lines.
  const motive = { ...read.motives[0], duration: linesTotals(lines).minutes }
  const slot = await requireFreeSlotIn(read.schedule, groomer, motive, input.start, now, 'start')
  const asked = getPaymentProvider()
    ? await guaranteeAsked(attendee.id, groomer.id, motive.id, linesPriceCents(lines))
    : null
  const guarantee = asked ? await heldGuarantee(asked, now) : null
  let appointment: Appointment
  try {
    // Under the groomer's agenda lock, so a time blocked meanwhile is never booked (decision 0007).
    appointment = await createAppointment(
      {
        groomer,
        motive,
        start: new Date(slot.startMs),
        end: new Date(slot.endMs),
        pet: { name: pets[0].name, species: pets[0].species, breed: pets[0].breed, size: pets[0].size },
        lines: lines.length > 1 ? lines : undefined,
        note: input.note,
        attendee: attendee.id,
        attendeeEmails: [attendee.email],
      },
      // Confirmed at once when every motive booked is « confirmation immédiate » (issue 34).
      {
        source: 'online',
        attendee: attendee.id,
        hold,
        guarantee,
        instant: read.motives.every((m) => m.instantBooking === true),
      },
    )
  } catch (error) {
    if (isOverlapViolation(error) || error instanceof BlockedTimeError)
      throw await slotTaken(groomer, motive, input.start, now, 'start')
    throw error
  }
  await defer(() => rememberPets(attendee, pets))
  if (guarantee) {
    const { url } = await openGuaranteeCheckout(appointment, attendee, guarantee)
    const { kind, amountCents, feeCents, freeCancellationHours } = guarantee
    return { ...appointment, guarantee: { kind, amountCents, feeCents, freeCancellationHours, checkoutUrl: url } }
  }
  // Queued with the appointment (decision 0054): run here, or left to the jobs process.
  const booked = appointment
  const parties = { appointment: booked, groomer, attendee, motive }
  await push(() => pushQueuedNow(booked.id, parties))
  await followUp(() => runFollowUpsNow(booked.id, parties))
  return appointment
}
