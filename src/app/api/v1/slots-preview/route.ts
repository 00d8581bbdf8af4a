import { previewSlots } from '@/server/groomerSettings/preview'
import { previewQuery } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/slots-preview?motive=&weeks=&size=`: the public slots the groomer's settings give, `{days}`. */
export const GET = apiRoute({ session: 'groomer', query: previewQuery }, async ({ person, query }) => {
  const result = await previewSlots(person, query.motive, query.weeks, query.size ?? null)
  const days = result.days.map((day) => ({
    date: day.date,
    open: day.open,
    ...(day.reason ? { reason: day.reason } : {}),
    slots: day.slots.map((s) => ({ start: s.start, end: s.end })),
  }))
  return jsonAnswer({ days }, { headers: { 'cache-control': 'no-store' } })
})
