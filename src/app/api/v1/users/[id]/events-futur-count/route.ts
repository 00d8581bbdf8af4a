import { NextResponse } from 'next/server'
import { z } from 'zod'

import { futureEventCounts, NotAllowedIds } from '@/server/appointments/futureCount'
import { getSession } from '@/server/auth/sessions'
import { NOT_YOUR_ACCOUNT, SIGN_IN_FIRST } from '@/server/booking/errors'
import { jsonError, parseQuery } from '@/server/http/responses'

const groomerId = z.coerce.number({ error: 'Identifiant de toiletteur invalide.' }).int('Identifiant de toiletteur invalide.').positive('Identifiant de toiletteur invalide.')

/** `ids[]=1&ids[]=2` (or a single `ids=1`): at most the size of a practice. */
const countQuery = z.object({
  ids: z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(groomerId).max(50, 'Au plus 50 toiletteurs à la fois.'))
    .default([]),
})

/** `GET /api/v1/users/{_id}/events-futur-count?ids[]=…`: `{u_f_e_c: [{user, count}], count}` (spec section 7). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const groomer = await getSession('user', request.headers)
  if (!groomer) return jsonError(401, SIGN_IN_FIRST)
  if (String(groomer.id) !== id) return jsonError(403, NOT_YOUR_ACCOUNT)
  const parsed = parseQuery(request, countQuery)
  if (!parsed.ok) return parsed.response
  try {
    const counts = await futureEventCounts(groomer, parsed.data.ids, new Date())
    return NextResponse.json(counts, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    if (error instanceof NotAllowedIds) return jsonError(403, error.message, { ids: error.message })
    throw error
  }
}
