import { getPayloadClient } from '@/server/payload'

import { localCalendar, type LocalCalendar } from './local'

export type { CalendarEntryInput, LocalCalendar } from './local'

let local: LocalCalendar | undefined

/** The site's own agenda (`calendar-entries`); outside calendars go through the port in ./port.ts. */
export function getLocalCalendar(): LocalCalendar {
  local ??= localCalendar(getPayloadClient)
  return local
}

/**
 * The former name, still called by server/booking/notify.ts and server/agenda/notify.ts (another
 * change of issue 30 rewrites them): use getLocalCalendar.
 */
export const getCalendarPort = getLocalCalendar
