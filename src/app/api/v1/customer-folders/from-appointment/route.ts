import { z } from 'zod'

import { createFolderFromAppointment } from '@/server/customerFolders/appointments'
import { requireFeatures } from '@/server/groomerSpace/features'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const body = z.object({
  appointment: z
    .number({ error: 'Choisissez un rendez-vous.' })
    .int('Choisissez un rendez-vous.')
    .positive('Choisissez un rendez-vous.')
    .max(2_147_483_647, 'Choisissez un rendez-vous.'),
})

/** `POST /api/v1/customer-folders/from-appointment` `{appointment}`: the folder of that appointment's customer. */
export const POST = apiRoute(
  { session: 'groomer', prepare: () => requireFeatures('customerFolder'), body },
  async ({ person, body }) => {
    const result = await createFolderFromAppointment(person, body.appointment)
    return jsonAnswer({ folder: { id: result.id }, created: result.created }, { status: result.created ? 201 : 200 })
  },
)
