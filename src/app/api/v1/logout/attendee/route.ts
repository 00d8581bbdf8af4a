import { logoutResponse } from '@/server/auth/routes'
import { apiRoute } from '@/server/http/route'

export const GET = apiRoute({ session: 'none' }, ({ request }) => logoutResponse('attendee', request))
