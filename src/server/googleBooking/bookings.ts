import { sql } from '@payloadcms/db-postgres'

import type { Appointment } from '@/payload-types'

import { afterAppointmentChange } from '../appointments/afterChange'
import { BlockedTimeError } from '../appointments/agendaLock'
import { createAppointment } from '../appointments/create'
import { isOverlapViolation, isSameTokenViolation } from '../appointments/errors'
import { appointmentRules } from '../booking/rules'
import { preparedRows } from '../db/prepared'
import type { Statement } from '../db/queryText'
import { DomainError } from '../domainErrors'
import { iso } from '../slots/groomerSchedule'
import { checkWindow, slotVerdict } from '../slots/groomerSlots'
import { loadGroomerSchedule } from '../slots/groomerSchedule'
import { googleMerchant } from './merchant'
import {
  type BookingFailure,
  type BookingStatus,
  type CreateBookingRequest,
  type UpdateBookingRequest,
  type UserInformation,
  type WireBooking,
  wireSlot,
} from './wire'

export const UNKNOWN_BOOKING = 'Cette réservation est inconnue.'
export const NO_RESCHEDULE =
  'Un rendez-vous pris sur Google ne se déplace pas : annulez-le, puis réservez un autre créneau.'

/** A booking made on Google as its answers need it. */
type GoogleRow = {
  appointmentId: number
  reference: string
  groomerId: number
  motiveId: number
  start: string
  end: string
  status: Appointment['status']
  visitStatus: Appointment['visitStatus']
  userInformation: Record<string, string>
  cancellationNoticeHours: number | null
  phone: string | null
}

async function googleRows(where: Statement): Promise<GoogleRow[]> {
  const rows = await preparedRows(sql`
    select a."id" as "appointmentId", a."reference", a."groomer_id" as "groomerId", a."motive_id" as "motiveId",
      ${iso('a."start"')} as "start", ${iso('a."end"')} as "end", a."status", a."visit_status" as "visitStatus",
      g."user_information" as "userInformation", u."cancellation_notice_hours"::float8 as "cancellationNoticeHours", u."phone"
    from "google_bookings" g join "appointments" a on a."id" = g."appointment_id" join "users" u on u."id" = a."groomer_id"
    where ${where} order by a."start", a."id" limit 500`)
  return rows as unknown as GoogleRow[]
}

const byToken = async (token: string) => (await googleRows(sql`g."idempotency_token" = ${token}`))[0] ?? null
const byReference = async (reference: string) => (await googleRows(sql`a."reference" = ${reference}`))[0] ?? null

/** Our status as Google's BookingStatus. */
function statusOf(row: Pick<GoogleRow, 'status' | 'visitStatus'>): BookingStatus {
  switch (row.status) {
    case 'pending':
      return 'PENDING_MERCHANT_CONFIRMATION'
    case 'confirmed':
      return row.visitStatus === 'no_show' ? 'NO_SHOW' : 'CONFIRMED'
    case 'refused':
      return 'DECLINED_BY_MERCHANT'
    default:
      return 'CANCELED'
  }
}

/** Google's Booking of one of ours: its id is the appointment's public reference. */
const wireBooking = (
  row: Pick<
    GoogleRow,
    'reference' | 'groomerId' | 'motiveId' | 'start' | 'end' | 'status' | 'visitStatus' | 'userInformation'
  >,
): WireBooking => ({
  booking_id: row.reference,
  slot: wireSlot(row.groomerId, row.motiveId, Date.parse(row.start), Date.parse(row.end)),
  user_information: row.userInformation,
  status: statusOf(row),
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
})

const failure = (cause: BookingFailure['cause'], description: string) => ({ booking_failure: { cause, description } })
const SLOT_UNAVAILABLE = () => failure('SLOT_UNAVAILABLE', 'Ce créneau n’est plus libre.')

/**
 * A time found taken: by the same request sent twice at once, the first one's booking is the
 * answer (whichever check the second met: the engine's, the exclusion constraint or the token's key).
 */
async function refusedUnlessMade(token: string) {
  const first = await byToken(token)
  return first ? { booking: wireBooking(first) } : SLOT_UNAVAILABLE()
}

/** The user information as Google sent it, its empty fields left out. */
const sentUser = (user: UserInformation): Record<string, string> =>
  Object.fromEntries(Object.entries(user).filter((entry): entry is [string, string] => Boolean(entry[1])))

/**
 * CreateBooking: the same engine re-checks the slot (the availability Google holds may be old), then
 * the one appointment core writes it (the exclusion constraint and the agenda lock as for every
 * booking). A request sent again with its idempotency token answers the booking it made, never a
 * second one; a slot taken meanwhile on the site is SLOT_UNAVAILABLE (HTTP 200, as Google asks).
 */
export async function createGoogleBooking(request: CreateBookingRequest, now = new Date()) {
  const made = await byToken(request.idempotency_token)
  if (made) return { booking: wireBooking(made) }
  const { slot, user_information: user } = request
  const merchant = await googleMerchant(slot.merchant_id)
  const motive = merchant?.services.get(slot.service_id)
  if (!merchant || !motive) return SLOT_UNAVAILABLE()
  if (slot.duration_sec !== undefined && slot.duration_sec !== motive.duration * 60) return SLOT_UNAVAILABLE()
  const start = new Date(slot.start_sec * 1000).toISOString()
  const loaded = await loadGroomerSchedule(merchant.groomer, checkWindow(start, now))
  const verdict = slotVerdict(loaded, { durationMinutes: motive.duration }, start, now)
  if (!verdict.ok) return refusedUnlessMade(request.idempotency_token)
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ') || 'Client Google'
  const userInformation = sentUser(user)
  let booked: Appointment
  try {
    booked = await createAppointment(
      {
        groomer: merchant.groomer,
        motive,
        start: new Date(verdict.slot.startMs),
        end: new Date(verdict.slot.endMs),
        note: request.additional_request ?? null,
        attendeeEmails: user.email ? [user.email] : [],
      },
      {
        source: 'google',
        google: {
          idempotencyToken: request.idempotency_token,
          googleUserId: user.user_id,
          userInformation,
          customer: { name, phone: user.telephone || null, email: user.email || null },
        },
      },
    )
  } catch (error) {
    if (!isSameTokenViolation(error) && !isOverlapViolation(error) && !(error instanceof BlockedTimeError)) throw error
    return refusedUnlessMade(request.idempotency_token)
  }
  return {
    booking: wireBooking({
      ...booked,
      groomerId: merchant.groomer.id,
      motiveId: motive.id,
      visitStatus: booked.visitStatus ?? null,
      userInformation,
    }),
  }
}

/**
 * UpdateBooking: the customer cancels on Google, under the groomer's notice window as online (inside
 * it: OUTSIDE_CANCELLATION_WINDOW); the groomer is told as for any cancellation. A new time is a 400:
 * a booking made on Google is cancelled and booked again (decision 0066).
 */
export async function updateGoogleBooking({ booking }: UpdateBookingRequest, now = new Date()) {
  const row = await byReference(booking.booking_id)
  if (!row) throw new DomainError('not_found', UNKNOWN_BOOKING, { fields: { booking_id: UNKNOWN_BOOKING } })
  // A cancellation may carry the booking's slot as it stands; a slot without it asks a new time.
  if (booking.status === undefined && booking.slot?.start_sec !== undefined)
    throw new DomainError('invalid', NO_RESCHEDULE, { fields: { 'booking.slot': NO_RESCHEDULE } })
  if (booking.status !== 'CANCELED') {
    const message = 'Seule l’annulation (status CANCELED) est prise en charge.'
    throw new DomainError('invalid', message, { fields: { 'booking.status': message } })
  }
  if (row.status === 'cancelled')
    return { booking: wireBooking(row), ...failure('BOOKING_ALREADY_CANCELLED', 'Déjà annulé.') }
  const rules = appointmentRules(row, { cancellationNoticeHours: row.cancellationNoticeHours, phone: row.phone }, now)
  if (rules.insideNoticeWindow)
    return {
      booking: wireBooking(row),
      ...failure(
        'OUTSIDE_CANCELLATION_WINDOW',
        `Moins de ${rules.noticeHours} h avant le rendez-vous : appelez le toiletteur.`,
      ),
    }
  if (!rules.canCancel)
    return { booking: wireBooking(row), ...failure('BOOKING_NOT_CANCELLABLE', 'Ce rendez-vous est passé.') }
  // A system write for Google's customer (no person of ours): the row's status is checked in the update itself.
  const cancelled = await preparedRows(sql`
    update "appointments" set "status" = 'cancelled', "cancelled_by" = 'attendee', "cancelled_at" = now(), "updated_at" = now()
    where "id" = ${row.appointmentId} and "status" in ('pending', 'confirmed') and "start" > now() returning "id"`)
  if (cancelled.length === 0) {
    // Cancelled meanwhile (the same request twice at once, or by the groomer): as it now stands.
    const current = (await byReference(booking.booking_id))!
    return current.status === 'cancelled'
      ? { booking: wireBooking(current), ...failure('BOOKING_ALREADY_CANCELLED', 'Déjà annulé.') }
      : {
          booking: wireBooking(current),
          ...failure('BOOKING_NOT_CANCELLABLE', 'Ce rendez-vous ne peut plus être annulé.'),
        }
  }
  await afterAppointmentChange(row.appointmentId, { kind: 'cancelled' }, now)
  return { booking: wireBooking((await byReference(booking.booking_id))!) }
}

/** GetBookingStatus: the booking's status now (a groomer's refusal or cancellation included). */
export async function googleBookingStatus(bookingId: string) {
  const row = await byReference(bookingId)
  if (!row) throw new DomainError('not_found', UNKNOWN_BOOKING, { fields: { booking_id: UNKNOWN_BOOKING } })
  return { booking_id: row.reference, booking_status: statusOf(row), prepayment_status: 'PREPAYMENT_NOT_PROVIDED' }
}

/** ListBookings: the Google user's bookings with us, soonest first. */
export async function listGoogleBookings(userId: string) {
  return { bookings: (await googleRows(sql`g."google_user_id" = ${userId}`)).map(wireBooking) }
}
