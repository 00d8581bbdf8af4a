import { NextResponse } from 'next/server'

import { APPOINTMENT_NOT_FOUND, cancelByGroomer, moveAppointment } from '@/server/agenda/appointments'
import { agendaRoute, pathId } from '@/server/agenda/route'
import { moveBody } from '@/server/agenda/schemas'
import { jsonError, parseJsonBody } from '@/server/http/responses'

type Params = { params: Promise<{ id: string; appointmentId: string; action: string }> }

/** `POST /api/v1/users/{id}/agenda/appointments/{appointmentId}/{move|cancel}`. */
export async function POST(request: Request, { params }: Params) {
  const { id, appointmentId, action } = await params
  return agendaRoute(request, id, async (owner) => {
    const appointment = pathId(appointmentId)
    if (!appointment) return jsonError(404, APPOINTMENT_NOT_FOUND)
    if (action === 'cancel') return NextResponse.json({ appointment: await cancelByGroomer(owner, appointment) })
    if (action !== 'move') return jsonError(404, 'Action inconnue.')
    const parsed = await parseJsonBody(request, moveBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ appointment: await moveAppointment(owner, appointment, parsed.data.start) })
  })
}
