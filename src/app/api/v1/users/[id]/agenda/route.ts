import { NextResponse } from 'next/server'
import { DateTime } from 'luxon'

import { agendaRoute } from '@/server/agenda/route'
import { agendaQuery } from '@/server/agenda/schemas'
import { loadAgenda } from '@/server/agenda/view'
import { parseQuery } from '@/server/http/responses'

type Params = { params: Promise<{ id: string }> }

/** `GET /api/v1/users/{id}/agenda?vue=jour|semaine&date=YYYY-MM-DD`: appointments, blocked times, closed days. */
export async function GET(request: Request, { params }: Params) {
  const { id } = await params
  return agendaRoute(request, id, async (owner) => {
    const parsed = parseQuery(request, agendaQuery)
    if (!parsed.ok) return parsed.response
    const date = parsed.data.date ?? DateTime.now().setZone(owner.timezone || 'Europe/Paris').toISODate() ?? ''
    return NextResponse.json(await loadAgenda(owner, parsed.data.vue, date))
  })
}
