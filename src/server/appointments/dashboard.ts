import { DateTime } from 'luxon'
import type { Where } from 'payload'

import type { Appointment } from '@/payload-types'
import { relationId } from '@/lib/relations'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { withCustomerNames } from './customers'

const ACTIVE: Where = { status: { in: ['pending', 'confirmed'] } }

export type MonthFigures = { appointments: number; newCustomers: number; calls: number }

/** The groomer's zone (their profile's), never the process zone. */
export const zoneOf = (groomer: AuthenticatedPerson): string => {
  const zone = (groomer as { timezone?: unknown }).timezone
  return typeof zone === 'string' && DateTime.local().setZone(zone).isValid ? zone : 'Europe/Paris'
}

const between = (from: DateTime, to: DateTime): Where[] => [
  { start: { greater_than_equal: from.toUTC().toISO() } },
  { start: { less_than: to.toUTC().toISO() } },
]

async function ownActive(groomer: AuthenticatedPerson, where: Where[], limit = 100): Promise<Appointment[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    depth: 1,
    limit,
    sort: 'start',
    where: { and: [{ groomer: { equals: groomer.id } }, ACTIVE, ...where] },
  })
  return withCustomerNames(docs)
}

/** Today's appointments (whole day, in the groomer's zone) and those of the next 7 days after today. */
export async function dayAndWeek(
  groomer: AuthenticatedPerson,
  now: Date,
): Promise<{ today: Appointment[]; coming: Appointment[] }> {
  const today = DateTime.fromJSDate(now, { zone: zoneOf(groomer) }).startOf('day')
  const tomorrow = today.plus({ days: 1 })
  const [todays, coming] = await Promise.all([
    ownActive(groomer, between(today, tomorrow)),
    ownActive(groomer, between(tomorrow, tomorrow.plus({ days: 7 }))),
  ])
  return { today: todays, coming }
}

/** Who the appointment is with: an attendee account or a customer folder (appointments entered by hand). */
const customerKey = (appointment: Pick<Appointment, 'attendee' | 'customerFolder'>): string | null => {
  const attendee = relationId(appointment.attendee as number | { id: number } | null)
  if (attendee) return `a${attendee}`
  const folder = relationId(appointment.customerFolder as number | { id: number } | null)
  return folder ? `f${folder}` : null
}

/**
 * The month's figures (calendar month in the groomer's zone): appointments that hold their slot,
 * customers whose first such appointment with this groomer falls in the month, tracked calls.
 */
export async function monthFigures(groomer: AuthenticatedPerson, now: Date): Promise<MonthFigures> {
  const payload = await getPayloadClient()
  const monthStart = DateTime.fromJSDate(now, { zone: zoneOf(groomer) }).startOf('month')
  const monthEnd = monthStart.plus({ months: 1 })
  const own: Where = { groomer: { equals: groomer.id } }
  const access = { user: groomer, overrideAccess: false } as const
  const [month, calls] = await Promise.all([
    payload.find({
      collection: 'appointments',
      ...access,
      depth: 0,
      pagination: false,
      select: { attendee: true, customerFolder: true },
      where: { and: [own, ACTIVE, ...between(monthStart, monthEnd)] },
    }),
    payload.count({
      collection: 'calls',
      ...access,
      where: {
        and: [
          own,
          { startedAt: { greater_than_equal: monthStart.toUTC().toISO() } },
          { startedAt: { less_than: monthEnd.toUTC().toISO() } },
        ],
      },
    }),
  ])
  const customers = new Set(month.docs.map(customerKey).filter((key): key is string => key !== null))
  const ids = (prefix: string) =>
    [...customers].filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(1)))
  const attendees = ids('a')
  const folders = ids('f')
  if (attendees.length + folders.length > 0) {
    const earlier = await payload.find({
      collection: 'appointments',
      ...access,
      depth: 0,
      pagination: false,
      select: { attendee: true, customerFolder: true },
      where: {
        and: [
          own,
          ACTIVE,
          { start: { less_than: monthStart.toUTC().toISO() } },
          {
            or: [
              ...(attendees.length ? [{ attendee: { in: attendees } }] : []),
              ...(folders.length ? [{ customerFolder: { in: folders } }] : []),
            ],
          },
        ],
      },
    })
    for (const appointment of earlier.docs) {
      const key = customerKey(appointment)
      if (key) customers.delete(key)
    }
  }
  return { appointments: month.docs.length, newCustomers: customers.size, calls: calls.totalDocs }
}
