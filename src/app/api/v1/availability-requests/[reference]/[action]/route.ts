import { NextResponse } from 'next/server'

import { getSession } from '@/server/auth/sessions'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { answerAvailabilities, respondToProposal } from '@/server/booking/availabilities'
import { answerBooking, BookingError, SIGN_IN_FIRST } from '@/server/booking/errors'
import { answerBody, respondBody } from '@/server/booking/schemas'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import type { Attendee } from '@/payload-types'

type Params = { params: Promise<{ reference: string; action: string }> }

/**
 * `POST /api/v1/availability-requests/{reference}/answer` `{start, note?}` by the groomer,
 * `POST /api/v1/availability-requests/{reference}/respond` `{accept}` by the attendee.
 */
export async function POST(request: Request, { params }: Params) {
  const { reference, action } = await params
  return answerBooking(async () => {
    if (action === 'answer') {
      const groomer = await getSession('user', request.headers)
      if (!groomer) throw new BookingError(401, SIGN_IN_FIRST)
      const parsed = await parseJsonBody(request, answerBody)
      if (!parsed.ok) return parsed.response
      const { request: saved } = await answerAvailabilities(groomer, reference, parsed.data)
      return NextResponse.json({ request: saved })
    }
    if (action === 'respond') {
      const attendee = (await getSession('attendee', request.headers)) as (AuthenticatedPerson & Attendee) | null
      if (!attendee) throw new BookingError(401, SIGN_IN_FIRST)
      const parsed = await parseJsonBody(request, respondBody)
      if (!parsed.ok) return parsed.response
      return NextResponse.json(await respondToProposal(attendee, reference, parsed.data.accept))
    }
    return jsonError(404, 'Action inconnue.')
  })
}
