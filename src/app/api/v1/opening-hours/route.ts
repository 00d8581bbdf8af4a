import { listOpeningHours, replaceOpeningHours } from '@/server/openingHours/weekly'
import { openingHoursBody } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/opening-hours`: `{ranges: [{weekday, start, end, everyNWeeks, validFrom}]}`. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ ranges: await listOpeningHours(person) }),
)

/** `PUT /api/v1/opening-hours` with `{ranges}`: replaces the whole weekly set (all or nothing). */
export const PUT = apiRoute({ session: 'groomer', body: openingHoursBody }, async ({ person, body }) =>
  jsonAnswer({ ranges: await replaceOpeningHours(person, body) }),
)
