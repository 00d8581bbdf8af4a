import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'

export const TEMPLATES_NOT_FOUND = 'Modèles introuvables.'
export const SIGN_IN_TO_SPACE = 'Connectez-vous à votre espace toiletteur.'

/** The signed-in groomer when `{id}` is themself; another groomer's id is a 404. */
export function requireTemplatesOwner(person: AuthenticatedPerson, id: number): AuthenticatedPerson {
  if (person.id !== id) throw new DomainError('not_found', TEMPLATES_NOT_FOUND)
  return person
}
