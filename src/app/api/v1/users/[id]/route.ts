import { expiredSessionCookie } from '@/server/auth/cookies'
import { publicPerson } from '@/server/auth/sessions'
import { groomerProfileBody, updateGroomerProfile } from '@/server/groomerAccount/profile'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { withCookies } from '@/server/http/cookies'
import { apiRoute } from '@/server/http/route'
import { eraseGroomer } from '@/server/privacy/groomerErasure'
import { accountDeletionBody } from '@/server/privacy/ownerErasure'
import { clientIp } from '@/server/rateLimits'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `PUT /api/v1/users/{id}` `{user}`: the signed-in groomer's own profile (whitelisted fields). */
export const PUT = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    body: groomerProfileBody,
  },
  async ({ prepared: groomer, body }) => {
    const saved = await updateGroomerProfile(groomer, body.user)
    return jsonAnswer({
      user: publicPerson({ ...saved, collection: 'users' } as typeof groomer),
      message: 'Modifications enregistrées',
    })
  },
)

/**
 * `DELETE /api/v1/users/{id}` with `{ currentPassword }`: the groomer deletes their account
 * (src/server/privacy/groomerErasure.ts): appointments to come cancelled and their clients told,
 * the page unpublished, personal data erased. 409 while the subscription still charges. Signs them out.
 */
export const DELETE = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    body: accountDeletionBody,
  },
  async ({ prepared: groomer, body, request }) => {
    const { cancelled, appointmentsKept } = await eraseGroomer(groomer, body.currentPassword, clientIp(request.headers))
    return withCookies(jsonAnswer({ deleted: true, cancelled, appointmentsKept }), [expiredSessionCookie('groomer')])
  },
)
