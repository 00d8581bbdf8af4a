import { connectIcloudRoute } from '@/server/calendarSync/http'

/** `POST /api/v1/calendar-connections/icloud` `{appleId, appPassword}`: connects Apple iCloud (CalDAV); `201 {id}`. */
export const POST = connectIcloudRoute
