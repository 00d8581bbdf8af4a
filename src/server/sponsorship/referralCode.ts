import { randomInt } from 'node:crypto'

import { REFERRAL_ALPHABET, REFERRAL_CODE_LENGTH } from './referral'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

export function generateReferralCode(): string {
  let code = ''
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]
  return code
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause, data } = current as {
      code?: string
      message?: string
      cause?: unknown
      data?: { errors?: { path?: string }[] }
    }
    if (
      code === '23505' ||
      data?.errors?.some((item) => item.path === 'referralCode') ||
      message?.includes('referral_code')
    )
      return true
    current = cause
  }
  return false
}

/**
 * The groomer's referral code, created on first need. `referralCode` is an admin-only field so
 * that no groomer can pick a code (and take another's referrals): the service writes it with
 * access bypassed, for the signed-in groomer's own record only. A collision retries a new code.
 */
export async function ensureReferralCode(groomer: AuthenticatedPerson): Promise<string> {
  const payload = await getPayloadClient()
  const current = await payload.findByID({
    collection: 'users',
    id: groomer.id,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    select: { referralCode: true },
  })
  if (current.referralCode) return current.referralCode
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateReferralCode()
    try {
      // Only when still empty: two first visits at once keep one code.
      const { docs } = await payload.update({
        collection: 'users',
        where: {
          and: [
            { id: { equals: groomer.id } },
            { or: [{ referralCode: { exists: false } }, { referralCode: { equals: '' } }] },
          ],
        },
        data: { referralCode: code },
        overrideAccess: true,
        depth: 0,
        select: { referralCode: true },
      })
      if (docs[0]?.referralCode) return docs[0].referralCode
      const again = await payload.findByID({
        collection: 'users',
        id: groomer.id,
        overrideAccess: true,
        depth: 0,
        select: { referralCode: true },
      })
      if (again.referralCode) return again.referralCode
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error
    }
  }
  throw new Error('Impossible de créer un code de parrainage.')
}
