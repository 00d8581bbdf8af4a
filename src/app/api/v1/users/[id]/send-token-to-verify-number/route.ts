import { z } from 'zod'

import { CODE_TTL_SECONDS } from '@/integrations/sms'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import { clientIp, sendVerificationCode, verificationError } from '@/server/verification'
import { PHONE_COUNTRY_CODES } from '@/server/verification/phone'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const body = z.object({
  infos: z.object({
    phoneNumber: z
      .string({ error: 'Le numéro de mobile est obligatoire.' })
      .trim()
      .min(1, 'Le numéro de mobile est obligatoire.')
      .max(30, 'Ce numéro est trop long.'),
    phoneCountryCode: z.enum(PHONE_COUNTRY_CODES, { error: 'Choisissez France, Suisse ou Belgique.' }).optional(),
  }),
})

/** Field names of the verification service, as this route's body names them. */
const FIELD = { phone: 'infos.phoneNumber', phone_country_code: 'infos.phoneCountryCode' } as Record<string, string>

/** `POST /api/v1/users/{id}/send-token-to-verify-number` `{infos:{phoneNumber}}`: an SMS code to the groomer's mobile. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    body,
  },
  async ({ request, prepared: groomer, body }) => {
    const { phoneNumber, phoneCountryCode } = body.infos
    const answer = await sendVerificationCode(
      groomer,
      { phone: phoneNumber, phoneCountryCode: phoneCountryCode ?? groomer.phoneCountryCode ?? 'FR' },
      clientIp(request.headers),
    )
    if (!answer.ok) throw verificationError(answer, FIELD)
    return jsonAnswer({ sent: true, expiresInSeconds: CODE_TTL_SECONDS })
  },
)
