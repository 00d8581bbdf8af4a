import { z } from 'zod'

import { zoneOf } from '@/server/appointments/dashboard'
import { closePeriod, closuresOf } from '@/server/checkout/closures'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const closureBody = z.strictObject({
  period: z.enum(['day', 'month', 'year'], { error: 'Choisissez : jour, mois ou année.' }),
  date: z.iso.date('Date au format AAAA-MM-JJ.'),
})

/** `GET /api/v1/register/closures`: the groomer's closures, the newest first. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ closures: await closuresOf(person.id) }),
)

/** `POST /api/v1/register/closures` `{period, date}`: closes that day, month or year (once; again: the same closure). */
export const POST = apiRoute({ session: 'groomer', body: closureBody }, async ({ person, body }) =>
  jsonAnswer({ closure: await closePeriod(person.id, body.period, body.date, zoneOf(person)) }, { status: 201 }),
)
