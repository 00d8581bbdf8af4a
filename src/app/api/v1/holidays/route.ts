import { addHoliday, listHolidays } from '@/server/groomerSettings/holidays'
import { holidayBody } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/holidays`: the groomer's holidays not over yet, `{holidays}`. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ holidays: await listHolidays(person) }),
)

/** `POST /api/v1/holidays` with `{from, to, label}`: `201 {holiday, clashes}` (appointments kept, listed). */
export const POST = apiRoute({ session: 'groomer', body: holidayBody }, async ({ person, body }) =>
  jsonAnswer(await addHoliday(person, body), { status: 201 }),
)
