import { NextResponse } from 'next/server'

import { bookingDelaysOf, updateBookingDelays } from '@/server/groomerSettings/delays'
import { answerSettings, signedInGroomer } from '@/server/groomerSettings/http'
import { bookingDelaysBody } from '@/server/groomerSettings/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** `GET /api/v1/booking-delays`: `{delays: {minNoticeMinutes, notBeforeHour, horizonMonths}}`. */
export async function GET(request: Request) {
  return answerSettings(async () => NextResponse.json({ delays: bookingDelaysOf(await signedInGroomer(request)) }))
}

/** `PUT /api/v1/booking-delays` with the three delays: `{delays}`. */
export async function PUT(request: Request) {
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = await parseJsonBody(request, bookingDelaysBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ delays: await updateBookingDelays(groomer, parsed.data) })
  })
}
