import { bookableGroomer, bookableMotive } from '@/server/booking/groomers'
import { slotsQuery } from '@/server/booking/schemas'
import { apiRoute } from '@/server/http/route'
import { slotsBetween } from '@/server/slots/groomerSlots'
import { durationForSize } from '@/server/slots/motiveDuration'

/** `GET /api/v1/users/{id}/slots?motive=&from=&to=&size=`: `{days: [{date, open, reason?, slots: [{start, end}]}]}`. */
export const GET = apiRoute(
  { session: 'none', ids: { id: 'Ce toiletteur est introuvable.' }, query: slotsQuery },
  async ({ ids, query }) => {
    const groomer = await bookableGroomer(ids.id)
    const motive = await bookableMotive(groomer.id, query.motive)
    const result = await slotsBetween(
      groomer,
      { durationMinutes: durationForSize(motive, query.size) },
      new Date(),
      query.from,
      query.to,
    )
    const days = result.days.map((day) => ({
      date: day.date,
      open: day.open,
      ...(day.reason ? { reason: day.reason } : {}),
      slots: day.slots.map((slot) => ({ start: slot.start, end: slot.end })),
    }))
    return Response.json({ days }, { headers: { 'cache-control': 'no-store' } })
  },
)
