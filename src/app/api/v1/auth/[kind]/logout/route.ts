import { SESSION_KINDS, type SessionKind } from '@/server/auth/kinds'
import { logoutResponse } from '@/server/auth/routes'
import { jsonError } from '@/server/http/responses'

/** `GET /api/v1/auth/{attendee,user}/logout`: 200, session ended, cookie removed. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  if (!(kind in SESSION_KINDS) || kind === 'admin') return jsonError(404, 'Type de compte inconnu.')
  return logoutResponse(kind as SessionKind, request)
}
