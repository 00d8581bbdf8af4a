import { z } from 'zod'

import type { User } from '@/payload-types'

import { newPasswordFields, PASSWORDS_DIFFER, resetPassword } from '../auth/passwordReset'
import { login } from '../auth/sessions'
import { getPayloadClient } from '../payload'

export const INVITATION_INVALID = 'Ce lien d’inscription n’est plus valide : il a déjà servi ou a expiré.'

/** `POST /api/v1/users` `{user:{id, token, password, passwordConfirm}}`. */
export const finishAccountBody = z.object({
  user: z
    .object({
      id: z.coerce.number({ error: INVITATION_INVALID }).int(INVITATION_INVALID).positive(INVITATION_INVALID),
      token: z.string({ error: INVITATION_INVALID }).trim().min(1, INVITATION_INVALID),
      password: newPasswordFields.password,
      passwordConfirm: z.string({ error: 'Confirmez le mot de passe.' }),
    })
    .refine((user) => user.password === user.passwordConfirm, {
      message: PASSWORDS_DIFFER,
      path: ['passwordConfirm'],
    }),
})

/**
 * The invited groomer whose link this is: the account `id` holds this unexpired reset token
 * (written when an admin accepted the signup request). Null otherwise.
 */
export async function findInvitation(id: number, token: string): Promise<User | null> {
  if (!Number.isInteger(id) || id <= 0 || !token) return null
  const payload = await getPayloadClient()
  // The token is the only proof of identity here: nobody is signed in, so access cannot apply.
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { id: { equals: id } },
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/** Sets the invited groomer's password (the link's token is then used up) and opens their session. */
export async function finishInvitedAccount(input: { id: number; token: string; password: string }) {
  const groomer = await findInvitation(input.id, input.token)
  if (!groomer) return { ok: false as const }
  // Consumes the token; a second use of the same link is refused by Payload.
  if (!(await resetPassword('groomer', input.token, input.password))) return { ok: false as const }
  const session = await login('groomer', groomer.email, input.password)
  if (!session.ok) return { ok: false as const }
  return session
}
