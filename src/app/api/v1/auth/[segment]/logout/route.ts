import { sessionKindOfSegment } from '@/server/auth/kinds'
import { logoutResponse } from '@/server/http/authRoutes'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'

/** `GET /api/v1/auth/{attendee,user}/logout`: 200, session ended, cookie removed. */
export const GET = apiRoute({ session: 'none' }, ({ request, params: { segment } }) => {
  const kind = sessionKindOfSegment(segment)
  if (!kind || kind === 'admin') throw new ApiError(404, 'Type de compte inconnu.')
  return logoutResponse(kind, request)
})
