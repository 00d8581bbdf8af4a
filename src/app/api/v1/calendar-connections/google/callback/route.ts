import { finishConsent } from '@/server/calendarSync/oauthConnect'

/** `GET /api/v1/calendar-connections/google/callback`: see finishConsent. */
export const GET = (request: Request) => finishConsent(request, 'google')
