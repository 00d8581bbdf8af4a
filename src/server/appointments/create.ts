import type { PayloadRequest } from 'payload'

import type { Appointment, Motive, User } from '@/payload-types'

import { type BookingLine, linesPrice, linesTitle } from '@/lib/bookingLines'
import { priceForSize } from '@/lib/motivePrice'

import type { AuthenticatedPerson } from '../auth/tokens'
import { type AgendaOwner, holdTime } from './agendaLock'
import { type HeldGuarantee, insertBookedAppointment } from './insertOnline'
import { type GoogleAppointment, insertGoogleAppointment } from './insertGoogle'
import { getPayloadClient } from '../payload'
import { appointmentLocation } from '../groomers/location'
import { pendingLimits } from './pendingLimits'
import { newReference } from './reference'

type Pet = NonNullable<Appointment['pet']>
export type DraftLine = BookingLine & { motiveTitle: string }

/** What every new appointment is made of, whichever way it comes in. */
export type AppointmentDraft = {
  /** The groomer whose agenda it goes in (their zone and address). */
  groomer: User
  motive: Motive
  start: Date
  end: Date
  pet?: Pet | null
  /** Several pets: one line each (the first is also `pet`); none for one pet. */
  lines?: DraftLine[]
  note?: string | null
  attendee?: number | null
  attendeeEmails: string[]
  /** A hand-made appointment's customer, as the groomer typed or knows them. */
  customer?: { name?: string | null; phone?: string | null; folder?: number | null }
}

/**
 * Where it comes from. `online`: an owner's request (also a waiting-list claim, with its `hold`),
 * pending, written in one round trip under the owner's and the agenda's locks. `groomer`: typed in
 * the agenda or « Reprendre rendez-vous », confirmed at once, under the agenda lock. `proposal`: the
 * time a groomer proposes in answer to availabilities, pending, inside the caller's transaction
 * (which holds the agenda lock and the request's row).
 */
export type AppointmentSource =
  | {
      source: 'online'
      attendee: number
      hold?: number | null
      guarantee?: HeldGuarantee | null
      /** Every motive booked is « confirmation immédiate » (issue 34): confirmed, not a request. */
      instant?: boolean
    }
  | { source: 'groomer'; owner: AgendaOwner }
  /** Booked on Google (« Réserver avec Google »): confirmed, its customer and request as Google sent them. */
  | { source: 'google'; google: GoogleRequest }
  | { source: 'proposal'; req: PayloadRequest; groomer: AuthenticatedPerson; availabilityRequest: number }

/** What Google's request adds to the draft: the customer it names, its token and user. */
export type GoogleRequest = Pick<GoogleAppointment, 'idempotencyToken' | 'googleUserId' | 'userInformation'> & {
  customer: { name: string; phone: string | null; email: string | null }
}

const isoOf = (date: Date) => date.toISOString()

/**
 * The row's values every source shares: title, place, zone, kind, visio link and price (for the pet's
 * size) follow the motive.
 */
function rowOf(draft: AppointmentDraft) {
  const kind = draft.motive.kind ?? 'salon'
  const lines = draft.lines ?? []
  return {
    reference: newReference(),
    groomer: draft.groomer.id,
    motive: draft.motive.id,
    title: lines.length
      ? linesTitle(lines)
      : draft.pet?.name
        ? `${draft.motive.title} – ${draft.pet.name}`
        : draft.motive.title,
    location: appointmentLocation(kind, draft.groomer),
    timezone: draft.groomer.timezone || 'Europe/Paris',
    start: isoOf(draft.start),
    end: isoOf(draft.end),
    kind,
    videoLink: kind === 'visio' ? (draft.motive.videoLink ?? null) : null,
    attendeeEmails: draft.attendeeEmails,
    numberOfAttendees: 1,
    note: draft.note || null,
    price: lines.length ? linesPrice(lines) : priceForSize(draft.motive, draft.pet?.size),
    lines: lines.map(({ motiveTitle: _title, ...line }) => line),
  }
}

/**
 * The one way an appointment is created. Each source keeps its own guard against double booking
 * (the database's exclusion constraint under all of them) and throws a `slot_taken` domain error
 * (or the pending limits' `too_many_pending`) when the time is no longer free.
 */
export async function createAppointment(draft: AppointmentDraft, from: AppointmentSource): Promise<Appointment> {
  const row = rowOf(draft)
  if (from.source === 'online') {
    const pet = draft.pet as Pet & {
      name: string
      species: NonNullable<Pet['species']>
      size: NonNullable<Pet['size']>
    }
    return insertBookedAppointment({
      ...row,
      attendee: from.attendee,
      attendeeEmail: draft.attendeeEmails[0] ?? '',
      pet: { name: pet.name, species: pet.species, breed: pet.breed ?? null, size: pet.size },
      lines: row.lines,
      hold: from.hold ?? null,
      limits: pendingLimits(),
      guarantee: from.guarantee ?? null,
      instant: from.instant === true,
    })
  }
  if (from.source === 'google') {
    const { customer, ...google } = from.google
    const id = await insertGoogleAppointment({
      ...row,
      price: row.price,
      note: row.note,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      ...google,
    })
    // A system read: Google is no person of ours (its requests are authenticated by src/server/http/googleBookingAuth.ts).
    const payload = await getPayloadClient()
    return payload.findByID({ collection: 'appointments', id, depth: 0, overrideAccess: true })
  }
  if (from.source === 'proposal') {
    return from.req.payload.create({
      req: from.req,
      collection: 'appointments',
      user: from.groomer,
      overrideAccess: false,
      depth: 0,
      data: {
        ...row,
        attendee: draft.attendee ?? null,
        status: 'pending',
        availabilityRequest: from.availabilityRequest,
      },
    })
  }
  const { owner } = from
  return holdTime(owner, { start: draft.start, end: draft.end }, (req) =>
    req.payload.create({
      req,
      collection: 'appointments',
      user: owner,
      overrideAccess: false,
      depth: 0,
      data: {
        ...row,
        source: 'groomer',
        status: 'confirmed',
        confirmedAt: new Date().toISOString(),
        attendee: draft.attendee ?? null,
        customerFolder: draft.customer?.folder ?? null,
        customerName: draft.customer?.name ?? null,
        customerPhone: draft.customer?.phone ?? null,
        pet: {
          name: draft.pet?.name ?? null,
          species: draft.pet?.species ?? null,
          breed: draft.pet?.breed || null,
          size: draft.pet?.size || null,
        },
      },
    }),
  )
}
