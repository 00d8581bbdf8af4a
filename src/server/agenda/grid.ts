import { DateTime } from 'luxon'

import type { Agenda, AgendaItem } from './view'

/** An agenda item placed on its day's column, in wall-clock minutes from that day's midnight. */
export type GridItem = AgendaItem & { fromMinute: number; toMinute: number }

/** One column of the hour grid: a day of one groomer's agenda. */
export type GridColumn = {
  key: string
  groomerId: number
  /** The viewer's own agenda: they may validate requests and run the pet's day there. */
  own: boolean
  /** "lun. 23", or the practice member's name in the day view. */
  label: string
  date: string
  today: boolean
  /** A day before today (in the groomer's zone). */
  past: boolean
  closed: string | null
  /** Opening stretches in wall-clock minutes ([from, to)); the rest is shaded. */
  open: [number, number][]
  items: GridItem[]
}

/** The hours the grid shows by default; stretched when something falls outside them. */
export const GRID_FIRST_HOUR = 7
export const GRID_LAST_HOUR = 21

const MINUTE_MS = 60_000

/** Wall-clock minutes from `day`'s midnight (a DST day has 23 or 25 hours of instants, the grid 24 of wall time). */
const minuteOfDay = (instant: string, day: DateTime, zone: string) => {
  const at = DateTime.fromISO(instant, { zone })
  const minutes = (at.toMillis() - day.toMillis()) / MINUTE_MS + (at.offset - day.offset)
  return Math.round(Math.min(Math.max(minutes, 0), 24 * 60))
}

/** The columns of one agenda: its days, each with its active items and opening in minutes. */
export function gridColumns(
  agenda: Agenda,
  groomer: { id: number; own: boolean; name?: string },
  now: Date,
): GridColumn[] {
  const today = DateTime.fromJSDate(now).setZone(agenda.zone).toISODate()
  return agenda.days.map((day) => {
    const midnight = DateTime.fromISO(day.date, { zone: agenda.zone }).startOf('day')
    const items = day.items
      // The grid shows what holds time; refused and cancelled ones stay in the lists and the history.
      .filter((item) => item.kind === 'block' || item.status === 'pending' || item.status === 'confirmed')
      .map((item) => ({
        ...item,
        fromMinute: minuteOfDay(item.start, midnight, agenda.zone),
        toMinute: minuteOfDay(item.end, midnight, agenda.zone),
      }))
      .filter((item) => item.toMinute > item.fromMinute)
    return {
      key: `${groomer.id}-${day.date}`,
      groomerId: groomer.id,
      own: groomer.own,
      label: groomer.name ?? midnight.setLocale('fr').toFormat('ccc d'),
      date: day.date,
      today: day.date === today,
      past: Boolean(today) && day.date < (today ?? ''),
      closed: day.closed,
      open: day.open.map(
        (stretch) =>
          [minuteOfDay(stretch.start, midnight, agenda.zone), minuteOfDay(stretch.end, midnight, agenda.zone)] as [
            number,
            number,
          ],
      ),
      items,
    }
  })
}

/** The first and last hour shown: 07:00–21:00, stretched to whatever is booked, blocked or open outside them. */
export function gridHours(columns: GridColumn[]): { first: number; last: number } {
  let first = GRID_FIRST_HOUR * 60
  let last = GRID_LAST_HOUR * 60
  for (const column of columns) {
    for (const [from, to] of [
      ...column.open,
      ...column.items.map((item) => [item.fromMinute, item.toMinute] as const),
    ]) {
      first = Math.min(first, from)
      last = Math.max(last, to)
    }
  }
  return { first: Math.floor(first / 60), last: Math.min(24, Math.ceil(last / 60)) }
}
