import { jsonError } from '../http/responses'
import { getSession } from '../auth/sessions'
import type { AuthenticatedPerson } from '../auth/tokens'

export const TEMPLATES_NOT_FOUND = 'Modèles introuvables.'

/**
 * The signed-in groomer when `{id}` is themself; otherwise the answer to send: 401 without a
 * groomer session (an attendee's token is none), 404 for another groomer's id.
 */
export async function templatesOwner(request: Request, id: string): Promise<{ person: AuthenticatedPerson } | { response: Response }> {
  const person = await getSession('user', request.headers)
  if (!person) return { response: jsonError(401, 'Connectez-vous à votre espace toiletteur.') }
  if (String(person.id) !== id) return { response: jsonError(404, TEMPLATES_NOT_FOUND) }
  return { person }
}
