import { DateTime } from 'luxon'

import type { Holiday } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { HolidayInput } from './schemas'
import { DomainError } from '../domainErrors'
import { offerFreedTimeQuietly } from '../waitlist/offer'

export const HOLIDAY_NOT_FOUND = 'Cette période de vacances est introuvable.'
export const HOLIDAY_IN_PAST = 'La période ne peut pas commencer dans le passé.'

export type HolidayPeriod = { id: number; from: string; to: string; label: string }
/** A future appointment that falls inside a new holiday: it is kept, the groomer is told. */
export type ClashingAppointment = { reference: string; start: string; title: string }

const zoneOf = (groomer: AuthenticatedPerson) =>
  ('timezone' in groomer && typeof groomer.timezone === 'string' && groomer.timezone) || 'Europe/Paris'
const asPeriod = (h: Holiday): HolidayPeriod => ({
  id: h.id,
  from: h.from.slice(0, 10),
  to: h.to.slice(0, 10),
  label: h.label ?? '',
})

/** The groomer's holidays that are not over yet, soonest first. */
export async function listHolidays(groomer: AuthenticatedPerson, now = new Date()): Promise<HolidayPeriod[]> {
  const payload = await getPayloadClient()
  const today = DateTime.fromJSDate(now, { zone: zoneOf(groomer) }).toISODate() ?? ''
  const { docs } = await payload.find({
    collection: 'holidays',
    user: groomer,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort: 'from',
    where: { and: [{ groomer: { equals: groomer.id } }, { to: { greater_than_equal: `${today}T00:00:00.000Z` } }] },
  })
  return docs.map(asPeriod)
}

/** Adds a holiday (not starting before today, in the groomer's zone) and lists the appointments it contains. */
export async function addHoliday(
  groomer: AuthenticatedPerson,
  input: HolidayInput,
  now = new Date(),
): Promise<{ holiday: HolidayPeriod; clashes: ClashingAppointment[] }> {
  const zone = zoneOf(groomer)
  const today = DateTime.fromJSDate(now, { zone }).toISODate() ?? ''
  if (input.from < today) throw new DomainError('invalid', HOLIDAY_IN_PAST, { fields: { from: HOLIDAY_IN_PAST } })
  const payload = await getPayloadClient()
  const created = await payload.create({
    collection: 'holidays',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    data: { groomer: groomer.id, from: input.from, to: input.to, label: input.label || null },
  })
  return { holiday: asPeriod(created), clashes: await appointmentsDuring(groomer, input.from, input.to) }
}

/** Appointments waiting or confirmed between the local days `from` and `to` (both included). */
export async function appointmentsDuring(
  groomer: AuthenticatedPerson,
  from: string,
  to: string,
): Promise<ClashingAppointment[]> {
  const zone = zoneOf(groomer)
  const start = DateTime.fromISO(from, { zone }).startOf('day').toUTC().toISO() ?? ''
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day').toUTC().toISO() ?? ''
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort: 'start',
    select: { reference: true, start: true, title: true },
    where: {
      and: [
        { groomer: { equals: groomer.id } },
        { status: { in: ['pending', 'confirmed'] } },
        { start: { less_than: end } },
        { end: { greater_than: start } },
      ],
    },
  })
  return docs.map((a) => ({ reference: a.reference, start: a.start, title: a.title ?? '' }))
}

export async function deleteHoliday(groomer: AuthenticatedPerson, id: number): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'holidays',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: groomer.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', HOLIDAY_NOT_FOUND)
  await payload.delete({ collection: 'holidays', id, user: groomer, overrideAccess: false, depth: 0 })
  // The days are open again: offered to the waiting list (decision 0036).
  const zone = zoneOf(groomer)
  const start = DateTime.fromISO(docs[0].from.slice(0, 10), { zone }).startOf('day').toJSDate()
  const end = DateTime.fromISO(docs[0].to.slice(0, 10), { zone }).plus({ days: 1 }).startOf('day').toJSDate()
  await offerFreedTimeQuietly(groomer.id, [{ start, end }])
}
