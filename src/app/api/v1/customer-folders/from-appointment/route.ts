import { NextResponse } from 'next/server'
import { z } from 'zod'

import { createFolderFromAppointment } from '@/server/customerFolders/appointments'
import { groomerRoute } from '@/server/groomerSpace/route'
import { parseJsonBody } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

const body = z.object({ appointment: z.number({ error: 'Choisissez un rendez-vous.' }).int('Choisissez un rendez-vous.').positive('Choisissez un rendez-vous.') })

/** `POST /api/v1/customer-folders/from-appointment` `{appointment}`: the folder of that appointment's customer. */
export function POST(request: Request) {
  return groomerRoute(request, ['customerFolder'], async (groomer) => {
    const parsed = await parseJsonBody(request, body)
    if (!parsed.ok) return parsed.response
    const result = await createFolderFromAppointment(groomer, parsed.data.appointment)
    return NextResponse.json({ folder: { id: result.id }, created: result.created }, { status: result.created ? 201 : 200 })
  })
}
