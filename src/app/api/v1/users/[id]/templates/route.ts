import { apiRoute } from '@/server/http/route'
import { requireTemplatesOwner, SIGN_IN_TO_SPACE, TEMPLATES_NOT_FOUND } from '@/server/templates/access'
import { listTemplates } from '@/server/templates/store'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/users/{id}/templates`: the groomer's e-mail, SMS and chat templates (their own or the default). */
export const GET = apiRoute(
  {
    session: 'groomer',
    unauthorized: SIGN_IN_TO_SPACE,
    ids: { id: TEMPLATES_NOT_FOUND },
    prepare: ({ person, ids }) => requireTemplatesOwner(person, ids.id),
  },
  async ({ person }) =>
    jsonAnswer({ templates: await listTemplates(person) }, { headers: { 'cache-control': 'no-store' } }),
)
