import { NextResponse } from 'next/server'
import { z } from 'zod'

import { CODE_TTL_SECONDS } from '@/integrations/sms'
import { getSession } from '@/server/auth/sessions'
import { answerBooking } from '@/server/booking/errors'
import { requireSelfGroomer } from '@/server/groomerAccount/self'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import { clientIp, sendVerificationCode } from '@/server/verification'
import { PHONE_COUNTRY_CODES } from '@/server/verification/phone'

const body = z.object({
  infos: z.object({
    phoneNumber: z.string({ error: 'Le numéro de mobile est obligatoire.' }).trim().min(1, 'Le numéro de mobile est obligatoire.').max(30, 'Ce numéro est trop long.'),
    phoneCountryCode: z.enum(PHONE_COUNTRY_CODES, { error: 'Choisissez France, Suisse ou Belgique.' }).optional(),
  }),
})

/** Field names of the verification service, as this route's body names them. */
const FIELD = { phone: 'infos.phoneNumber', phone_country_code: 'infos.phoneCountryCode' } as Record<string, string>

/** `POST /api/v1/users/{id}/send-token-to-verify-number` `{infos:{phoneNumber}}`: an SMS code to the groomer's mobile. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const groomer = requireSelfGroomer(await getSession('user', request.headers), id)
    const parsed = await parseJsonBody(request, body)
    if (!parsed.ok) return parsed.response
    const { phoneNumber, phoneCountryCode } = parsed.data.infos
    const answer = await sendVerificationCode(groomer, { phone: phoneNumber, phoneCountryCode: phoneCountryCode ?? groomer.phoneCountryCode ?? 'FR' }, clientIp(request.headers))
    if (!answer.ok) return jsonError(answer.status, answer.error, Object.fromEntries(Object.entries(answer.fields).map(([key, message]) => [FIELD[key] ?? key, message])))
    return NextResponse.json({ sent: true, expiresInSeconds: CODE_TTL_SECONDS })
  })
}
