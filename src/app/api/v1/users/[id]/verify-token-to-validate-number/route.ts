import { z } from 'zod'

import { publicPerson } from '@/server/auth/sessions'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import { getPayloadClient } from '@/server/payload'
import { checkVerificationCode, clientIp, verificationError } from '@/server/verification'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const body = z.object({
  infos: z.object({
    token: z
      .string({ error: 'Saisissez le code reçu par SMS.' })
      .trim()
      .regex(/^\d{6}$/, 'Le code reçu par SMS compte 6 chiffres.'),
  }),
})

/** `POST /api/v1/users/{id}/verify-token-to-validate-number` `{infos:{token}}`: the groomer's number becomes verified. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    body,
  },
  async ({ request, prepared: groomer, body }) => {
    const answer = await checkVerificationCode(groomer, body.infos.token, clientIp(request.headers))
    if (!answer.ok) throw verificationError(answer, { token: 'infos.token' })
    const payload = await getPayloadClient()
    const fresh = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      depth: 0,
      user: groomer,
      overrideAccess: false,
    })
    return jsonAnswer({ verified: true, user: publicPerson({ ...fresh, collection: 'users' } as typeof groomer) })
  },
)
