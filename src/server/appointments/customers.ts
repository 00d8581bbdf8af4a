import { sql } from '@payloadcms/db-postgres'

import type { CustomerHistory, WithCustomerHistory } from '@/lib/customerContact'
import { guaranteeViewOf, type GuaranteeView, type WithGuarantee } from '@/lib/guaranteeView'
import { relationId } from '@/lib/relations'
import type { Appointment } from '@/payload-types'

import { MAYBE_MISSED_VISIT, MISSED_VISIT } from './missedVisits'
import { getPayloadClient } from '../payload'

/**
 * Puts the attendee's name and contact details on appointments the groomer has already read with
 * their own access (the groomer calls them about their booking), and the customer's history with
 * that appointment's groomer (finished visits, no-shows). Attendee accounts are private to their
 * owner, so this read bypasses access: it is limited to the attendees of those very appointments,
 * and to their names and phone (the e-mail is on the appointment itself). Each carries its booking's
 * guarantee, when the owner gave one (issue 33: « Facturer » after a no-show).
 */
export async function withCustomerNames(
  appointments: Appointment[],
): Promise<WithGuarantee<WithCustomerHistory<Appointment>>[]> {
  if (appointments.length === 0) return appointments
  const ids = [
    ...new Set(
      appointments.map((appointment) => relationId(appointment.attendee)).filter((id): id is number => id !== null),
    ),
  ]
  const payload = await getPayloadClient()
  const [attendees, history, guarantees] = await Promise.all([
    ids.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'attendees',
          overrideAccess: true,
          depth: 0,
          pagination: false,
          select: { firstName: true, lastName: true, phone: true, phoneCountryCode: true },
          where: { id: { in: ids } },
        }),
    customerHistories(appointments),
    guaranteesOf(appointments.map((appointment) => appointment.id)),
  ])
  const byId = new Map(attendees.docs.map((attendee) => [attendee.id, attendee]))
  return appointments.map((appointment, index) => {
    const attendee = byId.get(relationId(appointment.attendee) ?? 0)
    return {
      ...appointment,
      ...(attendee ? { attendee: attendee as Appointment['attendee'] } : {}),
      customerHistory: history[index],
      guarantee: guarantees.get(appointment.id) ?? null,
    }
  })
}

/** The guarantees of these appointments (their own groomer reads them), by appointment. */
async function guaranteesOf(ids: number[]): Promise<Map<number, GuaranteeView>> {
  if (ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select "appointment_id" as "id", "kind", "state", "amount_cents" as "amountCents", "fee_cents" as "feeCents",
      "charged_cents" as "chargedCents", "refunded_cents" as "refundedCents", "free_cancellation_hours" as "freeCancellationHours"
    from "booking_guarantees" where "appointment_id" = any(${`{${ids.join(',')}}`}::int[])`)
  return new Map(rows.map((row) => [Number(row.id), guaranteeViewOf(row)]))
}

/** Who a customer is for their groomer: their account, else the folder of a hand-made booking. */
const customerKey = (groomerId: number | null, attendeeId: number | null, folderId: number | null) =>
  attendeeId ? `${groomerId}:a${attendeeId}` : folderId ? `${groomerId}:f${folderId}` : null

/**
 * Each appointment's customer history with its groomer (null when the customer is only a typed
 * name): visits finished and no-shows, in one grouped read over the customers shown.
 */
async function customerHistories(appointments: Appointment[]): Promise<(CustomerHistory | null)[]> {
  const keys = appointments.map((appointment) =>
    customerKey(
      relationId(appointment.groomer),
      relationId(appointment.attendee),
      relationId(appointment.customerFolder),
    ),
  )
  const groomers = [
    ...new Set(
      appointments.map((appointment) => relationId(appointment.groomer)).filter((id): id is number => id !== null),
    ),
  ]
  const attendees = [
    ...new Set(
      appointments.map((appointment) => relationId(appointment.attendee)).filter((id): id is number => id !== null),
    ),
  ]
  const folders = [
    ...new Set(
      appointments
        .map((appointment) => relationId(appointment.customerFolder))
        .filter((id): id is number => id !== null),
    ),
  ]
  if (keys.every((key) => key === null)) return keys.map(() => null)
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select "groomer_id", "attendee_id", "customer_folder_id",
      count(*) filter (where "visit_status" = 'finished')::int as "visits", count(*) filter (where "visit_status" = 'no_show')::int as "no_shows"
    from "appointments"
    where "groomer_id" = any(${`{${groomers.join(',')}}`}::int[]) and "visit_status" in ('finished', 'no_show')
      and ("attendee_id" = any(${`{${attendees.join(',')}}`}::int[]) or "customer_folder_id" = any(${`{${folders.join(',')}}`}::int[]))
    group by 1, 2, 3`)
  const totals = new Map<string, CustomerHistory>()
  const add = (key: string | null, visits: number, noShows: number) => {
    if (!key) return
    const total = totals.get(key) ?? { visits: 0, noShows: 0 }
    totals.set(key, { visits: total.visits + visits, noShows: total.noShows + noShows })
  }
  for (const row of rows as {
    groomer_id: number
    attendee_id: number | null
    customer_folder_id: number | null
    visits: number
    no_shows: number
  }[]) {
    // A visit of an account counts for that account; a folder's visit also for its folder.
    add(customerKey(row.groomer_id, row.attendee_id, null), row.visits, row.no_shows)
    if (row.customer_folder_id) add(`${row.groomer_id}:f${row.customer_folder_id}`, row.visits, row.no_shows)
  }
  const elsewhere = await noShowsElsewhere(attendees)
  return appointments.map((appointment, index) => {
    const key = keys[index]
    if (!key) return null
    const history = totals.get(key) ?? { visits: 0, noShows: 0 }
    const attendee = relationId(appointment.attendee)
    const groomer = relationId(appointment.groomer)
    if (attendee === null || groomer === null) return history
    // The owner's no-shows with other groomers: a count, never which groomer or when (issue 33 item 4).
    const missed = (elsewhere.get(attendee)?.total ?? 0) - (elsewhere.get(attendee)?.byGroomer.get(groomer) ?? 0)
    return missed > 0 ? { ...history, noShowsElsewhere: missed } : history
  })
}

/** Each owner account's missed visits (no-shows, late cancellations) across the marketplace, in total and by groomer. */
async function noShowsElsewhere(
  attendees: number[],
): Promise<Map<number, { total: number; byGroomer: Map<number, number> }>> {
  const found = new Map<number, { total: number; byGroomer: Map<number, number> }>()
  if (attendees.length === 0) return found
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select a."attendee_id", a."groomer_id", count(*)::int as "no_shows"
    from "appointments" a left join "booking_guarantees" g on g."appointment_id" = a."id"
    where a."attendee_id" = any(${`{${attendees.join(',')}}`}::int[]) and ${MAYBE_MISSED_VISIT} and ${MISSED_VISIT}
    group by 1, 2`)
  for (const row of rows as { attendee_id: number; groomer_id: number; no_shows: number }[]) {
    const entry = found.get(row.attendee_id) ?? { total: 0, byGroomer: new Map<number, number>() }
    entry.total += row.no_shows
    entry.byGroomer.set(row.groomer_id, row.no_shows)
    found.set(row.attendee_id, entry)
  }
  return found
}
