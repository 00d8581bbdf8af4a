import type { Payload, Where } from 'payload'

/** Spec section 5: "practice code already used" is refused with this message. */
export const PRACTICE_CODE_TAKEN = 'Une étude avec ce code existe déjà.'

/**
 * A practice's code as it is stored and compared: trimmed, inner spaces as one hyphen, upper case.
 * "etude-paris-marais" and "ETUDE-PARIS-MARAIS" are one code (the database's unique index is on
 * this form too, migrations/20261126_000000_team_codes_normalised.ts).
 */
export const normalisePracticeCode = (code: string): string => code.trim().replace(/\s+/g, '-').toUpperCase()

/** Whether another practice than `exceptId` has this code, whatever its case. System lookup: only the count leaves it. */
export async function practiceCodeTaken(payload: Payload, code: string, exceptId?: number | string): Promise<boolean> {
  const sameCode: Where = { code: { equals: normalisePracticeCode(code) } }
  const where: Where = exceptId === undefined ? sameCode : { and: [sameCode, { id: { not_equals: exceptId } }] }
  const { totalDocs } = await payload.count({ collection: 'teams', where, overrideAccess: true })
  return totalDocs > 0
}
