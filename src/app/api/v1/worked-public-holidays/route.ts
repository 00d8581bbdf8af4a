import { publicHolidaysByMonth, setPublicHolidayWorked } from '@/server/groomerSettings/publicHolidays'
import { workedHolidayBody } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/worked-public-holidays`: the coming public holidays by month, `{months: [{month, days: [{date, worked}]}]}`. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ months: await publicHolidaysByMonth(person) }),
)

/** `PUT /api/v1/worked-public-holidays` with `{date, worked}`: `{day}`. */
export const PUT = apiRoute({ session: 'groomer', body: workedHolidayBody }, async ({ person, body }) =>
  jsonAnswer({ day: await setPublicHolidayWorked(person, body.date, body.worked) }),
)
