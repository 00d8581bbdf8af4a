import { sql } from '@payloadcms/db-postgres'

import { agendaLock } from '../busyTime/agendaLock'
import { blockedTimeOverlaps } from '../busyTime/blockedTime'
import { heldTimeOverlaps } from '../busyTime/heldTime'
import { inOneRoundTrip } from '../db/oneRoundTrip'
import { BlockedTimeError } from './agendaLock'
import type { BookedAppointment } from './insertOnline'
import { queueFollowUp } from './followUpQueue'

/** What a booking made on Google writes: every value already checked by src/server/googleBooking. */
export type GoogleAppointment = Pick<
  BookedAppointment,
  'reference' | 'groomer' | 'motive' | 'title' | 'location' | 'timezone' | 'start' | 'end' | 'kind' | 'price' | 'note'
> & {
  /** The customer as Google sends them: their name, mobile and address. */
  customerName: string
  customerPhone: string | null
  customerEmail: string | null
  /** Google's token for this request: one booking per token, whatever the retries. */
  idempotencyToken: string
  googleUserId: string
  /** The user information Google sent, given back as sent (GetBookingStatus, ListBookings). */
  userInformation: Record<string, string>
}

/**
 * Writes a booking made on Google, confirmed (only motives in « confirmation immédiate » are offered
 * there), with its Google record and its follow-up (the groomer's notice, the customer's
 * confirmation), under the groomer's agenda lock, in one round trip as one transaction, unless a
 * blocked time or a waiting-list hold covers it (BlockedTimeError). The database's exclusion
 * constraint refuses an overlapping booking; the unique idempotency token a second one of the same
 * request (isSameTokenViolation). Answers the appointment's id.
 */
export async function insertGoogleAppointment(booked: GoogleAppointment): Promise<number> {
  const range = { start: new Date(booked.start), end: new Date(booked.end) }
  const rows = await inOneRoundTrip([
    agendaLock(booked.groomer),
    sql`
    with inserted as (
      insert into "appointments" ("reference", "groomer_id", "attendee_id", "source", "customer_name", "customer_phone", "motive_id", "title",
        "location", "timezone", "start", "end", "status", "confirmed_at", "kind", "number_of_attendees", "note", "price")
      select ${booked.reference}::varchar, ${booked.groomer}::int, null, 'google', ${booked.customerName}::varchar, ${booked.customerPhone}::varchar,
        ${booked.motive}::int, ${booked.title}::varchar, ${booked.location}::varchar, ${booked.timezone}::varchar, ${booked.start}::timestamptz,
        ${booked.end}::timestamptz, 'confirmed', now(), ${booked.kind}::"enum_appointments_kind", 1, ${booked.note}::varchar,
        ${booked.price === null ? null : String(booked.price)}::numeric
      where not ${blockedTimeOverlaps(booked.groomer, range)} and not ${heldTimeOverlaps(booked.groomer, range)}
      returning "id"),
    email as (
      insert into "appointments_texts" ("order", "parent_id", "path", "text")
      select 1, inserted."id", 'attendeeEmails', ${booked.customerEmail}::varchar from inserted where ${booked.customerEmail}::varchar is not null),
    google as (
      insert into "google_bookings" ("appointment_id", "groomer_id", "idempotency_token", "google_user_id", "user_information")
      select inserted."id", ${booked.groomer}::int, ${booked.idempotencyToken}::varchar, ${booked.googleUserId}::varchar,
        ${JSON.stringify(booked.userInformation)}::jsonb from inserted),
    followed as (${queueFollowUp(sql`inserted`, { kind: 'booked' })})
    select "id" from inserted`,
  ])
  if (rows.length === 0) throw new BlockedTimeError()
  return Number(rows[0]!.id)
}
