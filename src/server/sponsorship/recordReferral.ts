import type { PayloadRequest } from 'payload'

import { normaliseReferralCode } from './referral'

// Called while a collection hook runs (signup request accepted): it works with the request's
// payload and never imports the Payload client, which would close an import circle through
// payload.config.ts (decision 0049).

/**
 * Records that the groomer `referredId` (just created from an accepted signup request) was
 * referred by the owner of `code`: a sponsorship "registered" for the owner (the invitation of
 * that e-mail when there was one). An unknown code, or the new groomer's own, is ignored.
 * Runs in the acceptance's transaction with its rights (`req`, `overrideAccess`).
 */
export async function recordReferral(
  input: { code?: string | null; referredId: number; name: string; email: string },
  options: { req: PayloadRequest; overrideAccess: boolean },
): Promise<void> {
  const code = normaliseReferralCode(input.code)
  if (!code) return
  const { payload } = options.req
  const owners = await payload.find({
    collection: 'users',
    where: { referralCode: { equals: code } },
    limit: 1,
    depth: 0,
    select: { referralCode: true },
    ...options,
  })
  const sponsor = owners.docs[0]
  if (!sponsor || sponsor.id === input.referredId) return
  const data = {
    groomer: sponsor.id,
    referred: input.referredId,
    referredName: input.name,
    referredEmail: input.email,
    status: 'registered' as const,
  }
  const invited = await payload.find({
    collection: 'sponsorships',
    where: { and: [{ groomer: { equals: sponsor.id } }, { referredEmail: { equals: input.email } }] },
    limit: 1,
    depth: 0,
    ...options,
  })
  const existing = invited.docs[0]
  if (existing) await payload.update({ collection: 'sponsorships', id: existing.id, data, depth: 0, ...options })
  else await payload.create({ collection: 'sponsorships', data, depth: 0, ...options })
}
