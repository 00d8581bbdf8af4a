import { listPublicHolidays, type HolidayCountry } from 'booking-engine'
import { DateTime } from 'luxon'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { DomainError } from '../domainErrors'

export const NOT_A_PUBLIC_HOLIDAY = 'Ce jour n’est pas un jour férié de votre région dans les douze prochains mois.'

export type PublicHolidayDay = { date: string; worked: boolean }
export type PublicHolidayMonth = { month: string; days: PublicHolidayDay[] }

type GroomerRegion = { timezone?: unknown; country?: unknown; holidayRegion?: unknown }

/** ISO weekday 7: the engine never opens a Sunday (booking-engine/src/day.ts), so no holiday on one is offered. */
const isSunday = (date: string) => DateTime.fromISO(date).weekday === 7

/** The public holidays of the groomer's region from today for twelve months (date-holidays, as the engine), Sundays left out. */
export function comingPublicHolidays(groomer: GroomerRegion, now = new Date()): string[] {
  const zone = typeof groomer.timezone === 'string' && groomer.timezone ? groomer.timezone : 'Europe/Paris'
  const today = DateTime.fromJSDate(now, { zone })
  const from = today.toISODate() ?? ''
  const until = today.plus({ months: 12 }).toISODate() ?? ''
  const region = {
    country: (typeof groomer.country === 'string' && groomer.country ? groomer.country : 'FR') as HolidayCountry,
    region: typeof groomer.holidayRegion === 'string' && groomer.holidayRegion ? groomer.holidayRegion : undefined,
  }
  return [...listPublicHolidays(region, today.year), ...listPublicHolidays(region, today.year + 1)].filter(
    (day) => day >= from && day <= until && !isSunday(day),
  )
}

async function workedDates(groomer: AuthenticatedPerson) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'worked-public-holidays',
    user: groomer,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    where: { groomer: { equals: groomer.id } },
  })
  return docs
}

/** The coming public holidays grouped by month, each with whether the groomer works it. */
export async function publicHolidaysByMonth(
  groomer: AuthenticatedPerson,
  now = new Date(),
): Promise<PublicHolidayMonth[]> {
  const worked = new Set((await workedDates(groomer)).map((w) => w.date))
  const months = new Map<string, PublicHolidayDay[]>()
  for (const date of comingPublicHolidays(groomer as GroomerRegion, now)) {
    const month = date.slice(0, 7)
    months.set(month, [...(months.get(month) ?? []), { date, worked: worked.has(date) }])
  }
  return [...months].map(([month, days]) => ({ month, days }))
}

/** Marks one coming public holiday as worked (the engine then opens it) or closed again. */
export async function setPublicHolidayWorked(
  groomer: AuthenticatedPerson,
  date: string,
  worked: boolean,
  now = new Date(),
): Promise<PublicHolidayDay> {
  if (!comingPublicHolidays(groomer as GroomerRegion, now).includes(date))
    throw new DomainError('invalid', NOT_A_PUBLIC_HOLIDAY, { fields: { date: NOT_A_PUBLIC_HOLIDAY } })
  const payload = await getPayloadClient()
  const existing = (await workedDates(groomer)).find((w) => w.date === date)
  if (worked && !existing) {
    await payload.create({
      collection: 'worked-public-holidays',
      user: groomer,
      overrideAccess: false,
      depth: 0,
      data: { groomer: groomer.id, date },
    })
  }
  if (!worked && existing) {
    await payload.delete({
      collection: 'worked-public-holidays',
      id: existing.id,
      user: groomer,
      overrideAccess: false,
      depth: 0,
    })
  }
  return { date, worked }
}
