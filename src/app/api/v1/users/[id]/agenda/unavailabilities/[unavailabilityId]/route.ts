import { NextResponse } from 'next/server'

import { unblockTime } from '@/server/agenda/blocks'
import { agendaRoute, pathId } from '@/server/agenda/route'
import { jsonError } from '@/server/http/responses'

type Params = { params: Promise<{ id: string; unavailabilityId: string }> }

/** `DELETE /api/v1/users/{id}/agenda/unavailabilities/{unavailabilityId}`: unblocks that time. */
export async function DELETE(request: Request, { params }: Params) {
  const { id, unavailabilityId } = await params
  return agendaRoute(request, id, async (owner) => {
    const block = pathId(unavailabilityId)
    if (!block) return jsonError(404, 'Plage bloquée introuvable dans cet agenda.')
    await unblockTime(owner, block)
    return NextResponse.json({ message: 'La plage est débloquée.' })
  })
}
