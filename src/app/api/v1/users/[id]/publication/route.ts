import { publicationBody, publicationStatus, setPublished } from '@/server/groomerAccount/publication'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const own = { session: 'groomer', ids: { id: GROOMER_NOT_FOUND } } as const

/** `GET /api/v1/users/{id}/publication`: whether the groomer's page is online and what it still needs. */
export const GET = apiRoute(
  {
    ...own,
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
  },
  async ({ prepared: groomer }) => jsonAnswer(await publicationStatus(groomer)),
)

/** `PUT /api/v1/users/{id}/publication` `{published}`: the groomer publishes (once ready) or withdraws their page. */
export const PUT = apiRoute(
  {
    ...own,
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    body: publicationBody,
  },
  async ({ prepared: groomer, body }) => {
    const status = await setPublished(groomer, body.published)
    return jsonAnswer({
      ...status,
      message: status.published ? 'Votre page est en ligne.' : 'Votre page n’est plus publiée.',
    })
  },
)
