import { publicPerson } from '@/server/auth/sessions'
import { groomerProfileBody, updateGroomerProfile } from '@/server/groomerAccount/profile'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'

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
    return Response.json({
      user: publicPerson({ ...saved, collection: 'users' } as typeof groomer),
      message: 'Modifications enregistrées',
    })
  },
)
