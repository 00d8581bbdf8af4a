import type { Attendee } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { NOT_YOUR_ACCOUNT } from '../appointments/errors'
import { DomainError, SIGN_IN_FIRST } from '../domainErrors'

export const ATTENDEE_NOT_FOUND = 'Ce compte est introuvable.'

/** The signed-in attendee acting on `/attendees/{id}/…`: 401 without a session, 403 for another id. */
export function requireSelf(person: AuthenticatedPerson | null, id: string): AuthenticatedPerson & Attendee {
  if (!person) throw new DomainError('sign_in', SIGN_IN_FIRST)
  if (String(person.id) !== id) throw new DomainError('forbidden', NOT_YOUR_ACCOUNT)
  return person as AuthenticatedPerson & Attendee
}

/** Booking needs a verified mobile number (the groomer must be able to reach the owner). */
export function requireVerifiedPhone(attendee: Attendee): void {
  if (!attendee.phoneVerified) {
    const message = 'Vérifiez votre numéro de mobile avant de réserver.'
    throw new DomainError('forbidden', message, { fields: { phone: message } })
  }
}
