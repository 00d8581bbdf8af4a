/**
 * The one password rule of every form (booking account, reset, invitation, profile, /admin):
 * 8 characters at least. Sign-in throttling guards against guessing, not length alone. No zod
 * here: client forms import it (the API's schema is `newPassword`, src/server/auth/passwordReset.ts).
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`
export const PASSWORD_TOO_LONG = 'Le mot de passe est trop long.'
export const PASSWORD_REQUIRED = 'Le mot de passe est obligatoire.'
/** The hint under a new-password field. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} caractères au moins.`

/** The rule as a message, or null when the password is acceptable (client forms and Payload hooks). */
export function passwordRuleError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG
  return null
}
