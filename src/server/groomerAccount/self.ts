import type { User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { NOT_YOUR_ACCOUNT } from '../appointments/errors'
import { DomainError, SIGN_IN_FIRST } from '../domainErrors'

export const GROOMER_NOT_FOUND = 'Ce toiletteur est introuvable.'

export type SignedInGroomer = AuthenticatedPerson & User

/** The signed-in groomer acting on `/users/{id}/…`: 401 without a groomer session, 403 for another id. */
export function requireSelfGroomer(person: AuthenticatedPerson | null, id: string): SignedInGroomer {
  if (!person || person.collection !== 'users') throw new DomainError('sign_in', SIGN_IN_FIRST)
  if (String(person.id) !== id) throw new DomainError('forbidden', NOT_YOUR_ACCOUNT)
  return person as SignedInGroomer
}
