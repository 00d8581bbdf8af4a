import { sessionKindOfSegment } from '@/server/auth/kinds'
import { checkLoggedResponse } from '@/server/http/authRoutes'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'

/** `GET /api/v1/auth/{admin,user,attendee}/check-logged`: 200 with the person, 401 without a valid token. */
export const GET = apiRoute({ session: 'none' }, ({ request, params: { segment } }) => {
  const kind = sessionKindOfSegment(segment)
  if (!kind) throw new ApiError(404, 'Type de compte inconnu.')
  return checkLoggedResponse(kind, request)
})
