import { NextResponse } from 'next/server'

import { answerBooking } from '@/server/booking/errors'
import { bookableGroomer, bookableMotive } from '@/server/booking/groomers'
import { slotsQuery } from '@/server/booking/schemas'
import { jsonError, parseQuery } from '@/server/http/responses'
import { slotsBetween } from '@/server/slots/groomerSlots'
import { durationForSize } from '@/server/slots/motiveDuration'

/** `GET /api/v1/users/{id}/slots?motive=&from=&to=&size=`: `{days: [{date, open, reason?, slots: [{start, end}]}]}`. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const groomerId = Number(id)
  if (!Number.isInteger(groomerId) || groomerId <= 0) return jsonError(404, 'Ce toiletteur est introuvable.')
  const parsed = parseQuery(request, slotsQuery)
  if (!parsed.ok) return parsed.response
  return answerBooking(async () => {
    const groomer = await bookableGroomer(groomerId)
    const motive = await bookableMotive(groomer.id, parsed.data.motive)
    const result = await slotsBetween(groomer, { durationMinutes: durationForSize(motive, parsed.data.size) }, new Date(), parsed.data.from, parsed.data.to)
    const days = result.days.map((day) => ({
      date: day.date,
      open: day.open,
      ...(day.reason ? { reason: day.reason } : {}),
      slots: day.slots.map((slot) => ({ start: slot.start, end: slot.end })),
    }))
    return NextResponse.json({ days }, { headers: { 'cache-control': 'no-store' } })
  })
}
