import { z } from 'zod'

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@/lib/passwordRule'

import { getPayloadClient } from '../payload'
import { SESSION_KINDS } from './kinds'

/** The kinds of person who reset a forgotten password on the site (admins use /admin). */
export type ResettableKind = 'groomer' | 'attendee'

export const RESET_SENT = 'Les instructions de réinitialisation vous seront envoyées par e-mail.'
export const PASSWORD_CHANGED = 'Mot de passe modifié avec succès, reconnectez-vous avec le nouveau.'
export const PASSWORDS_DIFFER = 'Les mots de passe sont différents.'
export const LINK_EXPIRED = 'Ce lien a expiré ou n’est plus valide : demandez-en un nouveau.'

/** A new password in an API body: the one rule of src/lib/passwordRule.ts. */
export const newPassword = z
  .string({ error: PASSWORD_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)

export const newPasswordFields = {
  password: newPassword,
  passwordConfirmation: z.string({ error: 'Confirmez le mot de passe.' }),
}

export const resetPasswordBody = z
  .object({ token: z.string({ error: LINK_EXPIRED }).min(1, LINK_EXPIRED), ...newPasswordFields })
  .refine((body) => body.password === body.passwordConfirmation, {
    message: PASSWORDS_DIFFER,
    path: ['passwordConfirmation'],
  })

/**
 * Sends the reset e-mail when an account of this kind has this address. The answer is the same
 * either way, so that nobody learns which addresses have an account.
 */
export async function requestPasswordReset(kind: ResettableKind, email: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload
    .forgotPassword({ collection: SESSION_KINDS[kind].collection, data: { email }, disableEmail: false })
    .catch((error: unknown) => {
      const status = (error as { status?: number }).status
      if (status !== 404 && status !== 400) throw error
    })
}

/** Sets the new password; false when the link's token is unknown or expired. */
export async function resetPassword(kind: ResettableKind, token: string, password: string): Promise<boolean> {
  const payload = await getPayloadClient()
  try {
    // The token is the proof of identity: nobody is signed in yet.
    await payload.resetPassword({
      collection: SESSION_KINDS[kind].collection,
      data: { token, password },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 400 || status === 404) return false
    throw error
  }
}
