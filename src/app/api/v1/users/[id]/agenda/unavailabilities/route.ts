import { NextResponse } from 'next/server'

import { blockTime } from '@/server/agenda/blocks'
import { agendaRoute } from '@/server/agenda/route'
import { blockBody } from '@/server/agenda/schemas'
import { parseJsonBody } from '@/server/http/responses'

type Params = { params: Promise<{ id: string }> }

/** `POST /api/v1/users/{id}/agenda/unavailabilities`: blocks a time range `{start, end, reason}`. */
export async function POST(request: Request, { params }: Params) {
  const { id } = await params
  return agendaRoute(request, id, async (owner) => {
    const parsed = await parseJsonBody(request, blockBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ unavailability: await blockTime(owner, parsed.data) }, { status: 201 })
  })
}
