import { z } from 'zod'

import { CODE_TTL_SECONDS } from '@/integrations/sms'
import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { apiRoute } from '@/server/http/route'
import { clientIp, sendVerificationCode, verificationError } from '@/server/verification'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const body = z.object({
  phone: z
    .string({ error: 'Le numéro de mobile est obligatoire.' })
    .trim()
    .min(1, 'Le numéro de mobile est obligatoire.')
    .max(30, 'Ce numéro est trop long.'),
  phone_country_code: z.string({ error: 'Choisissez France, Suisse ou Belgique.' }).trim().toUpperCase(),
})

/** `POST /api/v1/attendees/{id}/send-token-to-verify-number` `{phone, phone_country_code}`: an SMS code. */
export const POST = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body,
  },
  async ({ request, prepared: attendee, body }) => {
    const answer = await sendVerificationCode(
      attendee,
      { phone: body.phone, phoneCountryCode: body.phone_country_code },
      clientIp(request.headers),
    )
    if (!answer.ok) throw verificationError(answer)
    return jsonAnswer({ sent: true, expiresInSeconds: CODE_TTL_SECONDS })
  },
)
