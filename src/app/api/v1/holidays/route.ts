import { NextResponse } from 'next/server'

import { answerSettings, signedInGroomer } from '@/server/groomerSettings/http'
import { addHoliday, listHolidays } from '@/server/groomerSettings/holidays'
import { holidayBody } from '@/server/groomerSettings/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** `GET /api/v1/holidays`: the groomer's holidays not over yet, `{holidays}`. */
export async function GET(request: Request) {
  return answerSettings(async () => NextResponse.json({ holidays: await listHolidays(await signedInGroomer(request)) }))
}

/** `POST /api/v1/holidays` with `{from, to, label}`: `201 {holiday, clashes}` (appointments kept, listed). */
export async function POST(request: Request) {
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = await parseJsonBody(request, holidayBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json(await addHoliday(groomer, parsed.data), { status: 201 })
  })
}
