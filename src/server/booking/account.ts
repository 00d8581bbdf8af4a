import { z } from 'zod'

import { TERMS_REQUIRED } from '@/lib/terms'

import { newPassword } from '../auth/passwordReset'
import { validationIssues } from '../payloadErrors'
import { getPayloadClient } from '../payload'
import { DomainError } from '../domainErrors'

export const EMAIL_TAKEN = 'Un utilisateur avec cet e-mail existe déjà.'

/** `POST /api/v1/attendees`: the identification step's new account. */
export const attendeeAccountBody = z.object({
  civility: z.enum(['mme', 'm'], { error: 'Choisissez votre civilité.' }),
  firstName: z
    .string({ error: 'Le prénom est obligatoire.' })
    .trim()
    .min(1, 'Le prénom est obligatoire.')
    .max(60, 'Le prénom est trop long.'),
  lastName: z
    .string({ error: 'Le nom est obligatoire.' })
    .trim()
    .min(1, 'Le nom est obligatoire.')
    .max(60, 'Le nom est trop long.'),
  email: z.email('Veuillez saisir un e-mail valide.').trim().toLowerCase(),
  password: newPassword,
  acceptTerms: z.literal(true, { error: TERMS_REQUIRED }),
})
export type AttendeeAccountInput = z.infer<typeof attendeeAccountBody>

/** Creates the attendee account (anyone may); an e-mail already used is a 400 on `email`. */
export async function createAttendeeAccount(input: AttendeeAccountInput) {
  const payload = await getPayloadClient()
  const existing = await payload.count({
    collection: 'attendees',
    overrideAccess: true,
    where: { email: { equals: input.email } },
  })
  if (existing.totalDocs > 0) throw new DomainError('invalid', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
  try {
    // No one is signed in yet: the collection's create access (anyone) applies.
    const { acceptTerms: _accepted, ...account } = input
    return await payload.create({
      collection: 'attendees',
      overrideAccess: false,
      data: { ...account, termsAcceptedAt: new Date().toISOString() },
    })
  } catch (error) {
    // Two sign-ups with one e-mail at the same instant: the unique index refuses the second.
    if (validationIssues(error)?.some((issue) => issue.path === 'email')) {
      throw new DomainError('invalid', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
    }
    throw error
  }
}
