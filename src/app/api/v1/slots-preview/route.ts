import { NextResponse } from 'next/server'

import { answerSettings, signedInGroomer } from '@/server/groomerSettings/http'
import { previewSlots } from '@/server/groomerSettings/preview'
import { previewQuery } from '@/server/groomerSettings/schemas'
import { parseQuery } from '@/server/http/responses'

/** `GET /api/v1/slots-preview?motive=&weeks=&size=`: the public slots the groomer's settings give, `{days}`. */
export async function GET(request: Request) {
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = parseQuery(request, previewQuery)
    if (!parsed.ok) return parsed.response
    const result = await previewSlots(groomer, parsed.data.motive, parsed.data.weeks, parsed.data.size ?? null)
    const days = result.days.map((day) => ({ date: day.date, open: day.open, ...(day.reason ? { reason: day.reason } : {}), slots: day.slots.map((s) => ({ start: s.start, end: s.end })) }))
    return NextResponse.json({ days }, { headers: { 'cache-control': 'no-store' } })
  })
}
