import { NextResponse } from 'next/server'

import { answerSettings, signedInGroomer } from '@/server/groomerSettings/http'
import { publicHolidaysByMonth, setPublicHolidayWorked } from '@/server/groomerSettings/publicHolidays'
import { workedHolidayBody } from '@/server/groomerSettings/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** `GET /api/v1/worked-public-holidays`: the coming public holidays by month, `{months: [{month, days: [{date, worked}]}]}`. */
export async function GET(request: Request) {
  return answerSettings(async () => NextResponse.json({ months: await publicHolidaysByMonth(await signedInGroomer(request)) }))
}

/** `PUT /api/v1/worked-public-holidays` with `{date, worked}`: `{day}`. */
export async function PUT(request: Request) {
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = await parseJsonBody(request, workedHolidayBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ day: await setPublicHolidayWorked(groomer, parsed.data.date, parsed.data.worked) })
  })
}
