import type { Availability } from '@/payload-types'

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']

export type WeekdayHours = { weekday: string; ranges: string[] }

const hour = (hhmm: string) => hhmm.replace(':', ' h ').replace(' h 00', ' h')

/** Opening hours by weekday in French ("9 h – 12 h"), every day listed, closed days empty. */
export function weekdayHours(
  availabilities: Pick<Availability, 'weekday' | 'start' | 'end' | 'everyNWeeks'>[],
): WeekdayHours[] {
  return WEEKDAYS.map((weekday, index) => {
    const ranges = availabilities
      .filter((availability) => Number(availability.weekday) === index + 1)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(
        (a) =>
          `${hour(a.start).replace(/^0/, '')} – ${hour(a.end).replace(/^0/, '')}${a.everyNWeeks > 1 ? ` (une semaine sur ${a.everyNWeeks})` : ''}`,
      )
    return { weekday, ranges }
  })
}
