import { getPayloadClient } from '@/server/payload'

import { localCalendar } from './local'
import type { CalendarPort } from './port'

export type { CalendarEntryInput, CalendarPort } from './port'

let port: CalendarPort | undefined

/** The calendar port; the outside calendars' adapters come with calendar sync. */
export function getCalendarPort(): CalendarPort {
  port ??= localCalendar(getPayloadClient)
  return port
}
