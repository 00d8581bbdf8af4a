import { logoutResponse } from '@/server/auth/routes'

export const GET = (request: Request) => logoutResponse('attendee', request)
