import { NextResponse } from 'next/server'
import { z } from 'zod'

import { CODE_TTL_SECONDS } from '@/integrations/sms'
import { getSession } from '@/server/auth/sessions'
import { requireSelf } from '@/server/booking/attendee'
import { answerBooking } from '@/server/booking/errors'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import { clientIp, sendVerificationCode } from '@/server/verification'

const body = z.object({
  phone: z.string({ error: 'Le numéro de mobile est obligatoire.' }).trim().min(1, 'Le numéro de mobile est obligatoire.').max(30, 'Ce numéro est trop long.'),
  phone_country_code: z.string({ error: 'Choisissez France, Suisse ou Belgique.' }).trim().toUpperCase(),
})

/** `POST /api/v1/attendees/{id}/send-token-to-verify-number` `{phone, phone_country_code}`: an SMS code. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const attendee = requireSelf(await getSession('attendee', request.headers), id)
    const parsed = await parseJsonBody(request, body)
    if (!parsed.ok) return parsed.response
    const answer = await sendVerificationCode(attendee, { phone: parsed.data.phone, phoneCountryCode: parsed.data.phone_country_code }, clientIp(request.headers))
    if (!answer.ok) return jsonError(answer.status, answer.error, answer.fields)
    return NextResponse.json({ sent: true, expiresInSeconds: CODE_TTL_SECONDS })
  })
}
