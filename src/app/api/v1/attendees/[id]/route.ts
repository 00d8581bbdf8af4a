import type { Attendee } from '@/payload-types'
import { attendeeProfileBody, updateAttendeeProfile } from '@/server/attendees/profile'
import { expiredSessionCookie } from '@/server/auth/cookies'
import { PASSWORD_CHANGED } from '@/server/auth/passwordReset'
import { publicPerson } from '@/server/auth/sessions'
import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { withCookies } from '@/server/http/cookies'
import { apiRoute } from '@/server/http/route'
import { clientIp } from '@/server/rateLimits'
import { accountDeletionBody, eraseOwner } from '@/server/privacy/ownerErasure'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `PUT /api/v1/attendees/{id}`: the signed-in attendee's own profile. */
export const PUT = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: attendeeProfileBody,
  },
  async ({ prepared: attendee, body }) => {
    const result = await updateAttendeeProfile(attendee, body)
    const shown = publicPerson({ ...result.attendee, collection: 'attendees' } as typeof attendee & Attendee)
    if (!result.passwordChanged) return jsonAnswer({ attendee: shown })
    return withCookies(jsonAnswer({ attendee: shown, passwordChanged: true, message: PASSWORD_CHANGED }), [
      expiredSessionCookie('attendee'),
    ])
  },
)

/**
 * `DELETE /api/v1/attendees/{id}` with `{ currentPassword }`: the owner deletes their account
 * (src/server/privacy/ownerErasure.ts); 409 while an appointment is to come. Signs them out.
 */
export const DELETE = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: accountDeletionBody,
  },
  async ({ prepared: attendee, body, request }) => {
    const { appointmentsKept } = await eraseOwner(attendee, body.currentPassword, clientIp(request.headers))
    return withCookies(jsonAnswer({ deleted: true, appointmentsKept }), [expiredSessionCookie('attendee')])
  },
)
