import { z } from 'zod'

import type { Attendee } from '@/payload-types'

import { newPasswordFields, PASSWORDS_DIFFER } from '../auth/passwordReset'
import type { AuthenticatedPerson } from '../auth/tokens'
import { EMAIL_TAKEN } from '../booking/account'
import { loginRefusalStatus } from '../payloadErrors'
import { getPayloadClient } from '../payload'
import { inPersonTransaction } from '../transaction'
import { parseMobilePhone } from '../verification/phone'
import { DomainError } from '../domainErrors'

export const CURRENT_PASSWORD_MISSING = 'Saisissez votre mot de passe actuel.'
export const CURRENT_PASSWORD_WRONG = 'Votre mot de passe actuel est incorrect.'

/** `PUT /api/v1/attendees/{id}`: every field optional; a new password comes with its confirmation; a new password or e-mail with the current password. */
export const attendeeProfileBody = z
  .object({
    civility: z.enum(['mme', 'm'], { error: 'Choisissez votre civilité.' }).optional(),
    firstName: z.string().trim().min(1, 'Le prénom est obligatoire.').max(60, 'Le prénom est trop long.').optional(),
    lastName: z.string().trim().min(1, 'Le nom est obligatoire.').max(60, 'Le nom est trop long.').optional(),
    birthdate: z.union([z.iso.date('Date au format AAAA-MM-JJ.'), z.literal(''), z.null()]).optional(),
    email: z.email('Veuillez saisir un e-mail valide.').trim().toLowerCase().optional(),
    phone: z.string().trim().max(30, 'Ce numéro est trop long.').optional(),
    phone_country_code: z.string().trim().toUpperCase().optional(),
    password: newPasswordFields.password.optional(),
    passwordConfirmation: z.string().optional(),
    currentPassword: z.string().max(200).optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.passwordConfirmation, {
    message: PASSWORDS_DIFFER,
    path: ['passwordConfirmation'],
  })
  .refine((body) => !body.birthdate || body.birthdate < new Date().toISOString().slice(0, 10), {
    message: 'La date de naissance doit être passée.',
    path: ['birthdate'],
  })

export type AttendeeProfileInput = z.infer<typeof attendeeProfileBody>

/**
 * Updates the attendee's own profile. A new phone number must be verified again; a new password
 * ends every session (the person logs in again with it). A new password or e-mail needs the
 * current password first: a session left open on a shared phone must not be enough to take the
 * account (a new e-mail, then « mot de passe oublié »).
 */
export async function updateAttendeeProfile(
  attendee: AuthenticatedPerson & Attendee,
  input: AttendeeProfileInput,
): Promise<{ attendee: Attendee; passwordChanged: boolean }> {
  const payload = await getPayloadClient()
  if (input.password || (input.email && input.email !== attendee.email))
    await requireCurrentPassword(attendee, input.currentPassword)
  const data: Partial<Attendee> & { password?: string } = {}
  if (input.civility) data.civility = input.civility
  if (input.firstName) data.firstName = input.firstName
  if (input.lastName) data.lastName = input.lastName
  if (input.birthdate !== undefined) data.birthdate = input.birthdate || null
  if (input.email && input.email !== attendee.email) {
    const taken = await payload.count({
      collection: 'attendees',
      overrideAccess: true,
      where: { and: [{ email: { equals: input.email } }, { id: { not_equals: attendee.id } }] },
    })
    if (taken.totalDocs > 0) throw new DomainError('invalid', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
    data.email = input.email
  }
  let phoneChanged = false
  if (input.phone !== undefined) {
    if (input.phone === '') {
      phoneChanged = Boolean(attendee.phone)
      data.phone = null
    } else {
      const parsed = parseMobilePhone(input.phone, input.phone_country_code ?? attendee.phoneCountryCode ?? 'FR')
      if (!parsed.ok)
        throw new DomainError('invalid', 'Ce numéro ne peut pas recevoir de SMS de vérification.', {
          fields: parsed.fields,
        })
      phoneChanged = parsed.e164 !== attendee.phone
      data.phone = parsed.e164
      data.phoneCountryCode = parsed.country
    }
  }
  if (input.password) data.password = input.password
  const saved = await payload.update({
    collection: 'attendees',
    id: attendee.id,
    data,
    user: attendee,
    overrideAccess: false,
    depth: 0,
  })
  if (phoneChanged || input.password) {
    // System write: `phoneVerified` and the sessions are not the person's to edit directly.
    await payload.update({
      collection: 'attendees',
      id: attendee.id,
      overrideAccess: true,
      data: { ...(phoneChanged ? { phoneVerified: false } : {}), ...(input.password ? { sessions: [] } : {}) },
    })
  }
  return {
    attendee: { ...saved, ...(phoneChanged ? { phoneVerified: false } : {}) },
    passwordChanged: Boolean(input.password),
  }
}

/** A 400 on `currentPassword` unless `given` is the attendee's current password. */
export async function requireCurrentPassword(
  person: AuthenticatedPerson & { email: string },
  given: string | undefined,
): Promise<void> {
  if (!given)
    throw new DomainError('invalid', CURRENT_PASSWORD_MISSING, {
      fields: { currentPassword: CURRENT_PASSWORD_MISSING },
    })
  if (!(await isCurrentPassword(person, given)))
    throw new DomainError('invalid', CURRENT_PASSWORD_WRONG, { fields: { currentPassword: CURRENT_PASSWORD_WRONG } })
}

const VERIFIED = Symbol('verified')

/**
 * True when `password` is the person's current one (an owner or a groomer): Payload's own login, in
 * a transaction that is always rolled back, so no session is opened and nothing else changes.
 */
async function isCurrentPassword(person: AuthenticatedPerson & { email: string }, password: string): Promise<boolean> {
  try {
    await inPersonTransaction(person, async (req) => {
      await req.payload.login({ collection: person.collection, data: { email: person.email, password }, req })
      throw VERIFIED
    })
  } catch (error) {
    if (error === VERIFIED) return true
    if (loginRefusalStatus(error)) return false
    throw error
  }
  return false
}
