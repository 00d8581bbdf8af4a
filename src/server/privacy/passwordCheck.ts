import { requireCurrentPassword, CURRENT_PASSWORD_WRONG } from '../attendees/profile'
import { SESSION_KINDS } from '../auth/kinds'
import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { admitSignIn, recordSignInFailure, tooManySignIns } from '../rateLimits'

/**
 * The current password before an account is deleted, counted like a sign-in (the same per-address
 * and per-account limits, 429 after 5 failures): a session left open is not enough to guess it.
 */
export async function requireCountedPassword(
  person: AuthenticatedPerson & { email: string },
  given: string | undefined,
  address: string,
): Promise<void> {
  const kind = (person.collection === 'users' ? SESSION_KINDS.groomer : SESSION_KINDS.attendee).segment
  const admitted = await admitSignIn(kind, person.email, address)
  if (!admitted.ok)
    throw new DomainError('rate_limited', tooManySignIns(admitted.retryAfterSeconds), {
      retryAfterSeconds: admitted.retryAfterSeconds,
    })
  try {
    await requireCurrentPassword(person, given)
  } catch (error) {
    if (error instanceof DomainError && error.fields.currentPassword === CURRENT_PASSWORD_WRONG)
      await recordSignInFailure(kind, person.email, address)
    throw error
  }
}
