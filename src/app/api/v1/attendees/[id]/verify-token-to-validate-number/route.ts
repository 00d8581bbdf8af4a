import { z } from 'zod'

import { publicPerson } from '@/server/auth/sessions'
import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'
import { checkVerificationCode, clientIp, verificationError } from '@/server/verification'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const body = z.object({
  token: z
    .string({ error: 'Saisissez le code reçu par SMS.' })
    .trim()
    .regex(/^\d{6}$/, 'Le code reçu par SMS compte 6 chiffres.'),
})

/** `POST /api/v1/attendees/{id}/verify-token-to-validate-number` `{token}`: the number becomes verified. */
export const POST = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body,
  },
  async ({ request, prepared: attendee, body }) => {
    const answer = await checkVerificationCode(attendee, body.token, clientIp(request.headers))
    if (!answer.ok) throw verificationError(answer)
    const payload = await getPayloadClient()
    const fresh = await payload.findByID({
      collection: 'attendees',
      id: attendee.id,
      depth: 0,
      user: attendee,
      overrideAccess: false,
    })
    return jsonAnswer({
      verified: true,
      attendee: publicPerson({ ...fresh, collection: 'attendees' } as typeof attendee),
    })
  },
)
