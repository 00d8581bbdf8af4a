import { NextResponse } from 'next/server'
import { z } from 'zod'

import { getSession, publicPerson } from '@/server/auth/sessions'
import { answerBooking } from '@/server/booking/errors'
import { requireSelfGroomer } from '@/server/groomerAccount/self'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import { getPayloadClient } from '@/server/payload'
import { checkVerificationCode, clientIp } from '@/server/verification'

const body = z.object({
  infos: z.object({
    token: z.string({ error: 'Saisissez le code reçu par SMS.' }).trim().regex(/^\d{6}$/, 'Le code reçu par SMS compte 6 chiffres.'),
  }),
})

/** `POST /api/v1/users/{id}/verify-token-to-validate-number` `{infos:{token}}`: the groomer's number becomes verified. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const groomer = requireSelfGroomer(await getSession('user', request.headers), id)
    const parsed = await parseJsonBody(request, body)
    if (!parsed.ok) return parsed.response
    const answer = await checkVerificationCode(groomer, parsed.data.infos.token, clientIp(request.headers))
    if (!answer.ok) return jsonError(answer.status, answer.error, answer.fields.token ? { 'infos.token': answer.fields.token } : {})
    const payload = await getPayloadClient()
    const fresh = await payload.findByID({ collection: 'users', id: groomer.id, depth: 0, user: groomer, overrideAccess: false })
    return NextResponse.json({ verified: true, user: publicPerson({ ...fresh, collection: 'users' } as typeof groomer) })
  })
}
