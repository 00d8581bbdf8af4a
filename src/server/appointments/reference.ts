import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * A public reference that is also the secret of the appointment page: 12 characters from a
 * 32-letter alphabet without look-alikes (60 random bits), e.g. `RDV-K7Q2-M9XP-4TZA`.
 */
export function newReference(prefix = 'RDV'): string {
  const bytes = randomBytes(12)
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`
}
