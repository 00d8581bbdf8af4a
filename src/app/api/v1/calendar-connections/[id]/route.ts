import { chooseRoute, disconnectRoute } from '@/server/calendarSync/http'

/** `PATCH /api/v1/calendar-connections/{id}` `{busy: remoteId[], target: remoteId | null}`. */
export const PATCH = chooseRoute

/** `DELETE /api/v1/calendar-connections/{id}`: disconnects; another groomer's id is a 404. */
export const DELETE = disconnectRoute
