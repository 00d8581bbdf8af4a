import { NextResponse } from 'next/server'

import { answerSettings, signedInGroomer } from '@/server/groomerSettings/http'
import { listOpeningHours, replaceOpeningHours } from '@/server/groomerSettings/openingHours'
import { openingHoursBody } from '@/server/groomerSettings/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** `GET /api/v1/opening-hours`: `{ranges: [{weekday, start, end, everyNWeeks, validFrom}]}`. */
export async function GET(request: Request) {
  return answerSettings(async () => NextResponse.json({ ranges: await listOpeningHours(await signedInGroomer(request)) }))
}

/** `PUT /api/v1/opening-hours` with `{ranges}`: replaces the whole weekly set (all or nothing). */
export async function PUT(request: Request) {
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = await parseJsonBody(request, openingHoursBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ ranges: await replaceOpeningHours(groomer, parsed.data) })
  })
}
