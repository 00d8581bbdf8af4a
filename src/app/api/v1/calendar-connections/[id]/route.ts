import { chooseRoute, disconnectRoute } from '@/server/calendarSync/http'

type Context = { params: Promise<{ id: string }> }

/** `PATCH /api/v1/calendar-connections/{id}` `{busy: remoteId[], target: remoteId | null}`. */
export async function PATCH(request: Request, { params }: Context) {
  return chooseRoute(request, (await params).id)
}

/** `DELETE /api/v1/calendar-connections/{id}`: disconnects; another groomer's id is a 404. */
export async function DELETE(request: Request, { params }: Context) {
  return disconnectRoute(request, (await params).id)
}
