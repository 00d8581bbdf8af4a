import type { FieldErrors } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { normalisePracticeCode, practiceCodeTaken } from '../practices/practiceCode'
import { SIGNUP_MESSAGES, type SignupRequestInput } from './schema'

export type SignupResult = { ok: true; id: number } | { ok: false; fields: FieldErrors }

/** Whether a groomer account already uses this e-mail. */
async function groomerEmailTaken(email: string): Promise<boolean> {
  const payload = await getPayloadClient()
  // System lookup on behalf of an anonymous visitor: groomers' e-mails are private fields,
  // so only the count (never the account) comes out of this bypass.
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Records a groomer's signup request for the admins to review. Refused (nothing written) when
 * the e-mail belongs to a groomer or the practice code is taken.
 */
export async function submitSignupRequest(input: SignupRequestInput, now = new Date()): Promise<SignupResult> {
  const [emailTaken, codeTaken] = await Promise.all([
    groomerEmailTaken(input.email),
    input.teamCode
      ? getPayloadClient().then((payload) => practiceCodeTaken(payload, input.teamCode as string))
      : Promise.resolve(false),
  ])
  const fields: FieldErrors = {}
  if (emailTaken) fields.email = SIGNUP_MESSAGES.emailTaken
  if (codeTaken) fields.teamCode = SIGNUP_MESSAGES.practiceCodeTaken
  if (Object.keys(fields).length > 0) return { ok: false, fields }

  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'signup-requests',
    // The public form: an anonymous visitor may create a request (collection access), nothing more.
    overrideAccess: false,
    depth: 0,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      city: input.city,
      teamName: input.teamName,
      teamCode: input.teamCode ? normalisePracticeCode(input.teamCode) : input.teamCode,
      referralCode: input.referralCode,
      acceptedTermsAt: now.toISOString(),
    },
  })
  return { ok: true, id: doc.id }
}
