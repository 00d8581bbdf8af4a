import { getPayloadClient } from '@/server/payload'

import { localCalendar, type LocalCalendar } from './local'

export type { CalendarEntryInput, LocalCalendar } from './local'

let local: LocalCalendar | undefined

/** The site's own agenda (`calendar-entries`); outside calendars go through the port in ./port.ts. */
export function getLocalCalendar(): LocalCalendar {
  local ??= localCalendar(getPayloadClient)
  return local
}
