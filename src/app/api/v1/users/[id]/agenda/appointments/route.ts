import { NextResponse } from 'next/server'

import { createManualAppointment } from '@/server/agenda/appointments'
import { agendaRoute } from '@/server/agenda/route'
import { manualAppointmentBody } from '@/server/agenda/schemas'
import { parseJsonBody } from '@/server/http/responses'

type Params = { params: Promise<{ id: string }> }

/** `POST /api/v1/users/{id}/agenda/appointments`: an appointment typed by the groomer, confirmed. */
export async function POST(request: Request, { params }: Params) {
  const { id } = await params
  return agendaRoute(request, id, async (owner) => {
    const parsed = await parseJsonBody(request, manualAppointmentBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ appointment: await createManualAppointment(owner, parsed.data) }, { status: 201 })
  })
}
