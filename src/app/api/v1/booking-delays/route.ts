import { bookingDelaysOf, updateBookingDelays } from '@/server/groomerSettings/delays'
import { bookingDelaysBody } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/booking-delays`: `{delays: {minNoticeMinutes, notBeforeHour, horizonMonths}}`. */
export const GET = apiRoute({ session: 'groomer' }, ({ person }) => jsonAnswer({ delays: bookingDelaysOf(person) }))

/** `PUT /api/v1/booking-delays` with the three delays: `{delays}`. */
export const PUT = apiRoute({ session: 'groomer', body: bookingDelaysBody }, async ({ person, body }) =>
  jsonAnswer({ delays: await updateBookingDelays(person, body) }),
)
