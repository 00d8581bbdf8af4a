import { checkLoggedResponse } from '@/server/auth/routes'
import { SESSION_KINDS, type SessionKind } from '@/server/auth/kinds'
import { jsonError } from '@/server/http/responses'

/** `GET /api/v1/auth/{admin,user,attendee}/check-logged`: 200 with the person, 401 without a valid token. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  if (!(kind in SESSION_KINDS)) return jsonError(404, 'Type de compte inconnu.')
  return checkLoggedResponse(kind as SessionKind, request)
}
