import { z } from 'zod'

import { listCalls, trackingNumberOf } from '@/server/calls/list'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const query = z.object({
  page: z.coerce
    .number({ error: 'Page invalide.' })
    .int('Page invalide.')
    .min(1, 'Page invalide.')
    .max(10_000, 'Page invalide.')
    .optional(),
})

/** `GET /api/v1/calls?page=`: the groomer's tracking number and tracked calls, newest first. */
export const GET = apiRoute({ session: 'groomer', query }, async ({ person, query }) => {
  const [result, trackingNumber] = await Promise.all([listCalls(person, query.page), trackingNumberOf(person)])
  return jsonAnswer({
    trackingNumber,
    calls: result.docs,
    page: result.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  })
})
