import { NextResponse } from 'next/server'
import { z } from 'zod'

import { getSession, publicPerson } from '@/server/auth/sessions'
import { requireSelf } from '@/server/booking/attendee'
import { answerBooking } from '@/server/booking/errors'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import { getPayloadClient } from '@/server/payload'
import { checkVerificationCode, clientIp } from '@/server/verification'

const body = z.object({
  token: z.string({ error: 'Saisissez le code reçu par SMS.' }).trim().regex(/^\d{6}$/, 'Le code reçu par SMS compte 6 chiffres.'),
})

/** `POST /api/v1/attendees/{id}/verify-token-to-validate-number` `{token}`: the number becomes verified. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const attendee = requireSelf(await getSession('attendee', request.headers), id)
    const parsed = await parseJsonBody(request, body)
    if (!parsed.ok) return parsed.response
    const answer = await checkVerificationCode(attendee, parsed.data.token, clientIp(request.headers))
    if (!answer.ok) return jsonError(answer.status, answer.error, answer.fields)
    const payload = await getPayloadClient()
    const fresh = await payload.findByID({ collection: 'attendees', id: attendee.id, depth: 0, user: attendee, overrideAccess: false })
    return NextResponse.json({ verified: true, attendee: publicPerson({ ...fresh, collection: 'attendees' } as typeof attendee) })
  })
}
