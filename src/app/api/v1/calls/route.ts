import { NextResponse } from 'next/server'
import { z } from 'zod'

import { listCalls, trackingNumberOf } from '@/server/calls/list'
import { groomerRoute } from '@/server/groomerSpace/route'
import { parseQuery } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

const query = z.object({ page: z.coerce.number({ error: 'Page invalide.' }).int('Page invalide.').min(1, 'Page invalide.').max(10_000, 'Page invalide.').optional() })

/** `GET /api/v1/calls?page=`: the groomer's tracking number and tracked calls, newest first. */
export function GET(request: Request) {
  return groomerRoute(request, [], async (groomer) => {
    const parsed = parseQuery(request, query)
    if (!parsed.ok) return parsed.response
    const [result, trackingNumber] = await Promise.all([listCalls(groomer, parsed.data.page), trackingNumberOf(groomer)])
    return NextResponse.json({ trackingNumber, calls: result.docs, page: result.page, totalPages: result.totalPages, totalDocs: result.totalDocs })
  })
}
