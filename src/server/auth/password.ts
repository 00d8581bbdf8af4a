import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Checks a password against the hash Payload stored (its two formats: `pbkdf2-sha256-v1:` with
 * 600,000 iterations and a 32-byte key, and the legacy 25,000 iterations with 512 bytes). Kept
 * here because Payload does not export its check, and the login must run it outside any lock.
 * A unit test pins it to hashes Payload itself writes.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

function derive(
  password: string,
  salt: string,
  { iterations, keyLength }: { iterations: number; keyLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const actual = await derive(password, stored.salt, current ? CURRENT : LEGACY)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The same work as a real check, for an e-mail that has no account: without it, an unknown
 * e-mail answers in milliseconds and a known one in a few hundred, which tells who has an account.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await derive(password, randomBytes(32).toString('hex'), CURRENT)
}
