import { sql } from '@payloadcms/db-postgres'

import { randomBytes } from 'node:crypto'

import type { BookingLine } from '@/lib/bookingLines'
import type { Appointment } from '@/payload-types'

import { agendaLock } from '../busyTime/agendaLock'
import { blockedTimeOverlaps } from '../busyTime/blockedTime'
import { BlockedTimeError } from './agendaLock'
import { inOneRoundTrip } from '../db/oneRoundTrip'
import { queueFollowUp } from './followUpQueue'
import { iso } from '../slots/groomerSchedule'
import { heldTimeOverlaps, holdIsActive } from '../busyTime/heldTime'
import { ownerBookingLock, pendingLimitRefusal, underPendingLimits, type PendingLimits } from './pendingLimits'

/** What an online booking writes: every value already checked by the booking service. */
export type BookedAppointment = {
  reference: string
  groomer: number
  attendee: number
  motive: number
  title: string
  location: string
  timezone: string
  start: string
  end: string
  kind: Appointment['kind']
  videoLink: string | null
  attendeeEmail: string
  note: string | null
  /** Euros, for the pet's size; null: priced on site. */
  price: number | null
  pet: {
    name: string
    species: NonNullable<NonNullable<Appointment['pet']>['species']>
    breed: string | null
    size: NonNullable<NonNullable<Appointment['pet']>['size']>
  }
  /** Several pets: one line each (none for one pet). */
  lines: BookingLine[]
  /** The attendee's active waiting-list hold on this time, consumed by the booking. */
  hold?: number | null
  /** Refused (a 409) when the owner already has this many requests waiting. */
  limits: PendingLimits
  /**
   * A guarantee to give before the groomer hears of the request: written with it, awaiting its
   * checkout, in place of the request's follow-up (queued when the checkout completes).
   */
  guarantee?: HeldGuarantee | null
  /**
   * Confirmed on creation (instant booking, issue 34): the customer's confirmation and the groomer's
   * notice follow, not a request's. With a guarantee, confirmed once it is given.
   */
  instant?: boolean
}

/** The terms of a guarantee as agreed at booking (amounts in cents). */
export type HeldGuarantee = {
  kind: 'imprint' | 'deposit'
  amountCents: number | null
  feeCents: number
  freeCancellationHours: number
  applicationFeeCents: number
  accountId: string
  /** The checkout's end: the booking is released if it is not paid by then. */
  expiresAt: Date
}

/** The guarantee's row, written with the appointment. */
const heldGuarantee = (booked: BookedAppointment, guarantee: HeldGuarantee) => sql`
  insert into "booking_guarantees" ("appointment_id", "groomer_id", "attendee_id", "kind", "amount_cents", "fee_cents",
    "free_cancellation_hours", "application_fee_cents", "account_id", "checkout_expires_at", "confirm_when_secured")
  select "id", ${booked.groomer}::int, ${booked.attendee}::int, ${guarantee.kind}::text, ${guarantee.amountCents}::int,
    ${guarantee.feeCents}::int, ${guarantee.freeCancellationHours}::int, ${guarantee.applicationFeeCents}::int,
    ${guarantee.accountId}::varchar, ${guarantee.expiresAt.toISOString()}::timestamptz, ${booked.instant ? 'true' : 'false'}::boolean
  from inserted`

/** A price as the one-round-trip text takes it (integers and strings only): its decimal digits. */
const priceText = (price: number | null) => (price === null ? null : String(price))

/** A line's row id, as Payload makes them for array rows (24 hex digits). */
const lineId = () => randomBytes(12).toString('hex')

/** The lines of a several-pets booking, written with it (nothing for one pet). */
const insertedLines = (lines: BookingLine[]) =>
  lines.map(
    (line, index) => sql`,
    ${sql.identifier(`line${index}`)} as (
      insert into "appointments_lines" ("_order", "_parent_id", "id", "pet_name", "pet_species", "pet_breed", "pet_size", "motive_id", "duration", "price")
      select ${index + 1}::int, inserted."id", ${lineId()}::varchar, ${line.petName}::varchar, ${line.petSpecies}::"enum_appointments_lines_pet_species",
        ${line.petBreed}::varchar, ${line.petSize}::"enum_appointments_lines_pet_size", ${line.motive}::int, ${line.duration}::int, ${priceText(line.price)}::numeric
      from inserted)`,
  )

/**
 * After a booking that consumed a waiting-list hold: the hold names the appointment and its
 * subscription is fulfilled; answers the appointment's row like the insert (none when refused).
 */
const consumedHold = (hold: number, reference: string) => sql`
  with booked as (select "id", "created_at" from "appointments" where "reference" = ${reference}::varchar),
  linked as (update "waitlist_holds" set "appointment_id" = booked."id" from booked where "waitlist_holds"."id" = ${hold}::int returning "subscription_id"),
  fulfilled as (update "waitlist_subscriptions" set "status" = 'booked', "updated_at" = now() where "id" in (select "subscription_id" from linked))
  select "id", ${iso('"created_at"')} as "createdAt" from booked`

/**
 * Writes an online booking (status pending, source online) and its attendee e-mail under the
 * owner's booking lock and the groomer's agenda lock, unless a blocked time or another person's
 * waiting-list hold covers it (BlockedTimeError) or the owner has too many requests waiting (the
 * 409 of pendingLimitRefusal); with `hold`, only while that hold of the attendee is active, consuming it. Answers the appointment as Payload reads it at depth 0. The lock and the write go in one round
 * trip as one transaction (decision 0028); the write reads blocked times after the lock. The request's
 * follow-up (messages, pages) is queued in the same transaction (decision 0054).
 * Decision 0027: the one write that leaves the Local API, because it is the hot path of the
 * marketplace; the access rule it stands for (an attendee books only for themself, through the
 * booking service, pending) holds by construction, and the database's exclusion constraint still
 * refuses an overlapping booking.
 */
export async function insertBookedAppointment(booked: BookedAppointment): Promise<Appointment> {
  const confirmed = booked.instant === true && !booked.guarantee
  const range = { start: new Date(booked.start), end: new Date(booked.end) }
  const hold = booked.hold ?? 0
  const allowed = underPendingLimits(booked.attendee, booked.groomer, booked.limits)
  const rows = await inOneRoundTrip([
    ownerBookingLock(booked.attendee),
    agendaLock(booked.groomer),
    sql`
    with claimed as (
      update "waitlist_holds" h set "status" = 'claimed', "ended_at" = now(), "updated_at" = now()
      where ${allowed} and h."id" = ${hold}::int and h."attendee_id" = ${booked.attendee}::int and h."groomer_id" = ${booked.groomer}::int and ${holdIsActive}
        and not ${blockedTimeOverlaps(booked.groomer, range)} and not ${heldTimeOverlaps(booked.groomer, range, hold)}
      returning h."id"),
    inserted as (
      insert into "appointments" ("reference", "groomer_id", "attendee_id", "source", "motive_id", "title", "location", "timezone", "start", "end",
        "status", "confirmed_at", "kind", "video_link", "number_of_attendees", "note", "price", "pet_name", "pet_species", "pet_breed", "pet_size")
      select ${booked.reference}::varchar, ${booked.groomer}::int, ${booked.attendee}::int, 'online', ${booked.motive}::int, ${booked.title}::varchar,
        ${booked.location}::varchar, ${booked.timezone}::varchar, ${booked.start}::timestamptz, ${booked.end}::timestamptz,
        ${confirmed ? 'confirmed' : 'pending'}::"enum_appointments_status", case when ${confirmed ? 'true' : 'false'}::boolean then now() end,
        ${booked.kind}::"enum_appointments_kind", ${booked.videoLink}::varchar, 1, ${booked.note}::varchar, ${priceText(booked.price)}::numeric, ${booked.pet.name}::varchar,
        ${booked.pet.species}::"enum_appointments_pet_species", ${booked.pet.breed}::varchar, ${booked.pet.size}::"enum_appointments_pet_size"
      where ${allowed} and case when ${hold}::int = 0 then not ${blockedTimeOverlaps(booked.groomer, range)} and not ${heldTimeOverlaps(booked.groomer, range)}
        else exists(select 1 from claimed) end
      returning "id", "created_at", "confirmed_at"),
    email as (
      insert into "appointments_texts" ("order", "parent_id", "path", "text") select 1, inserted."id", 'attendeeEmails', ${booked.attendeeEmail}::varchar from inserted),
    followed as (${booked.guarantee ? heldGuarantee(booked, booked.guarantee) : queueFollowUp(sql`inserted`, { kind: confirmed ? 'booked' : 'requested' })})${sql.join(insertedLines(booked.lines), sql``)}
    select "id", ${iso('"created_at"')} as "createdAt", ${iso('"confirmed_at"')} as "confirmedAt" from inserted`,
    ...(hold ? [consumedHold(hold, booked.reference)] : []),
  ])
  if (rows.length === 0)
    throw (await pendingLimitRefusal(booked.attendee, booked.groomer, booked.limits)) ?? new BlockedTimeError()
  const row = rows[0] as unknown as { id: number; createdAt: string; confirmedAt: string | null }
  return {
    id: row.id,
    reference: booked.reference,
    groomer: booked.groomer,
    attendee: booked.attendee,
    source: 'online',
    customerName: null,
    customerPhone: null,
    customerFolder: null,
    motive: booked.motive,
    title: booked.title,
    location: booked.location,
    timezone: booked.timezone,
    start: booked.start,
    end: booked.end,
    status: confirmed ? 'confirmed' : 'pending',
    kind: booked.kind,
    videoLink: booked.videoLink,
    attendeeEmails: [booked.attendeeEmail],
    numberOfAttendees: 1,
    note: booked.note,
    price: booked.price,
    pet: { ...booked.pet },
    lines: booked.lines.map((line) => ({ ...line, id: null })),
    visitStatus: null,
    visitStatusAt: null,
    refusalReason: null,
    confirmedAt: row.confirmedAt ?? null,
    requestedAt: row.createdAt,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    cancellationNote: null,
    reminderEmailSentAt: null,
    reminderSmsSentAt: null,
    reviewRequestSentAt: null,
    // A new row's revision, as the column's default (migration 20261127_110000).
    calendarRevision: 0,
    availabilityRequest: null,
    updatedAt: row.createdAt,
    createdAt: row.createdAt,
  }
}
