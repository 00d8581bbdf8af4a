import { logoutResponse } from '@/server/http/authRoutes'
import { apiRoute } from '@/server/http/route'

export const GET = apiRoute({ session: 'none' }, ({ request }) => logoutResponse('attendee', request))
