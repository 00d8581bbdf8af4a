import { ApiError } from '@/server/http/errors'
import { apiRoute, type Params } from '@/server/http/route'
import { requireTemplatesOwner, SIGN_IN_TO_SPACE, TEMPLATES_NOT_FOUND } from '@/server/templates/access'
import { templateBody, templateParams } from '@/server/templates/schema'
import { getTemplate, resetTemplate, saveTemplate } from '@/server/templates/store'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** The template's channel and purpose from the path, or a 404. */
function templateOf(params: Params) {
  const parsed = templateParams.safeParse({ channel: params.channel, purpose: params.purpose })
  if (!parsed.success) throw new ApiError(404, 'Ce modèle n’existe pas.')
  return parsed.data
}

const options = {
  session: 'groomer',
  unauthorized: SIGN_IN_TO_SPACE,
  ids: { id: TEMPLATES_NOT_FOUND },
  prepare: ({
    person,
    ids,
    params,
  }: {
    person: Parameters<typeof requireTemplatesOwner>[0]
    ids: { id: number }
    params: Params
  }) => {
    requireTemplatesOwner(person, ids.id)
    return templateOf(params)
  },
} as const

/** `GET /api/v1/users/{id}/templates/{email|sms|chat}/{purpose}`: the template as the groomer edits it. */
export const GET = apiRoute(options, async ({ person, prepared: { channel, purpose } }) =>
  jsonAnswer({ template: await getTemplate(person, channel, purpose) }, { headers: { 'cache-control': 'no-store' } }),
)

/** `PUT …`: `{subject (e-mails), body, active?}` saved as the groomer's version; unknown variables are a 400 naming them. */
export const PUT = apiRoute(
  { ...options, body: (params: Params) => templateBody(...(Object.values(templateOf(params)) as [never, never])) },
  async ({ person, prepared: { channel, purpose }, body }) =>
    jsonAnswer({ template: await saveTemplate(person, channel, purpose, body as never) }),
)

/** `DELETE …`: "Rétablir le modèle par défaut" — the groomer's version is deleted, the default is answered. */
export const DELETE = apiRoute(options, async ({ person, prepared: { channel, purpose } }) =>
  jsonAnswer({ template: await resetTemplate(person, channel, purpose) }),
)
