import { randomBytes } from 'node:crypto'

import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { type PayloadRequest, ValidationError, type ValidationFieldError } from 'payload'

import { slugify, uniqueSlug } from '../../lib/slug'
import { env } from '../env'
import { normaliseSearch } from '../geography/searchName'
import { recordReferral } from '../sponsorship/recordReferral'
import { accountReadyEmail } from './accountReadyEmail'
import { normalisePracticeCode } from '../practices/practiceCode'
import { SIGNUP_MESSAGES } from './schema'

/** What an accepted request brings to the groomer account. */
export type AcceptedRequest = {
  firstName: string
  lastName: string
  email: string
  phone?: string | null
  city?: string | null
  teamName?: string | null
  teamCode?: string | null
  /** The sponsor's referral code (`parrain` of the signup link), if any. */
  referralCode?: string | null
}

type Options = { req: PayloadRequest; overrideAccess: boolean }

/**
 * Local API options for the work done while accepting: the acting admin's rights, in their
 * transaction (`req`), so that a failure rolls everything back. Without a person, the update was
 * a system call (seed, script) that already bypassed access: only admins may update a request.
 */
const actingFor = (req: PayloadRequest): Options => ({ req, overrideAccess: !req.user })

const PHONE_COUNTRIES = ['FR', 'CH', 'BE'] as const
type PhoneCountry = (typeof PHONE_COUNTRIES)[number]

const textOf = (value?: string | null): string | undefined => value?.trim() || undefined

const phoneCountryOf = (phone?: string): PhoneCountry | undefined => {
  const country = phone ? parsePhoneNumberFromString(phone, 'FR')?.country : undefined
  return PHONE_COUNTRIES.find((code) => code === country)
}

/** Refuses the acceptance (errors on the request's fields) when the e-mail or the practice code is taken. */
async function assertAvailable(email: string, practiceCode: string | undefined, options: Options): Promise<void> {
  const { payload } = options.req
  const [users, practices] = await Promise.all([
    payload.count({ collection: 'users', where: { email: { equals: email } }, ...options }),
    practiceCode
      ? payload.count({
          collection: 'teams',
          where: { code: { equals: normalisePracticeCode(practiceCode) } },
          ...options,
        })
      : { totalDocs: 0 },
  ])
  const errors: ValidationFieldError[] = []
  if (users.totalDocs > 0) errors.push({ path: 'email', label: 'E-mail', message: SIGNUP_MESSAGES.emailTaken })
  if (practices.totalDocs > 0)
    errors.push({ path: 'teamCode', label: 'Code de l’étude', message: SIGNUP_MESSAGES.practiceCodeTaken })
  if (errors.length > 0)
    throw new ValidationError({ collection: 'signup-requests', errors, req: options.req }, options.req.t)
}

/** The city of that name when exactly one has it (accents and case aside); otherwise none. */
async function matchCity(name: string | undefined, options: Options): Promise<number | undefined> {
  const searchName = name ? normaliseSearch(name) : ''
  if (!searchName) return undefined
  const { docs } = await options.req.payload.find({
    collection: 'cities',
    where: { searchName: { equals: searchName } },
    limit: 2,
    depth: 0,
    select: { name: true },
    ...options,
  })
  return docs.length === 1 ? docs[0]?.id : undefined
}

/** A free public address (`uri`) built from `label`, suffixed -2, -3… when taken. */
async function freeUri(collection: 'users' | 'teams', label: string, options: Options): Promise<string> {
  const base = slugify(label) || collection
  const { docs } = await options.req.payload.find({
    collection,
    where: { uri: { like: base } },
    pagination: false,
    depth: 0,
    select: { uri: true },
    // System lookup: every address counts, whoever may read the record.
    overrideAccess: true,
    req: options.req,
  })
  return uniqueSlug(new Set(docs.map((doc) => doc.uri)), base)
}

/**
 * Creates the groomer account of an accepted signup request (unpublished, with a random password
 * they will replace) and, when the request names a practice code, a new practice. Refused with a
 * ValidationError when the e-mail belongs to a groomer or the practice code is taken. Runs in the
 * request's transaction: on any error nothing stays written. Returns the new groomer's id.
 */
export async function createGroomerFromRequest(request: AcceptedRequest, req: PayloadRequest): Promise<number> {
  const options = actingFor(req)
  const email = request.email.trim().toLowerCase()
  const practiceCode = textOf(request.teamCode)
  await assertAvailable(email, practiceCode, options)

  const { payload } = req
  let practice: number | undefined
  if (practiceCode) {
    const name = textOf(request.teamName) ?? practiceCode
    const created = await payload.create({
      collection: 'teams',
      data: { name, code: practiceCode, uri: await freeUri('teams', name, options) },
      depth: 0,
      ...options,
    })
    practice = created.id
  }

  const phone = textOf(request.phone)
  const country = phoneCountryOf(phone)
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: randomBytes(24).toString('base64url'),
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      uri: await freeUri('users', `${request.firstName} ${request.lastName}`, options),
      published: false,
      phone,
      ...(country ? { country, phoneCountryCode: country } : {}),
      city: await matchCity(textOf(request.city), options),
      team: practice,
      timezone: 'Europe/Paris',
    },
    depth: 0,
    ...options,
  })
  await recordReferral(
    { code: request.referralCode, referredId: user.id, name: `${user.firstName} ${user.lastName}`, email },
    options,
  )
  return user.id
}

/** How long the link to finish an account stays valid. */
const FINISH_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** E-mails the groomer the link to finish the account created from their request. */
export async function sendAccountReadyEmail(
  groomer: { email: string; firstName: string; userId: number },
  req: PayloadRequest,
): Promise<void> {
  const email = groomer.email.trim().toLowerCase()
  // The link carries a password-reset token: the user id alone must not let anyone claim the account.
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: FINISH_LINK_LIFETIME_MS,
    req,
  })
  const message = accountReadyEmail({
    to: email,
    firstName: groomer.firstName,
    userId: groomer.userId,
    token,
    siteUrl: env().SITE_URL,
  })
  await req.payload.sendEmail({ to: message.to, subject: message.subject, html: message.html, text: message.text })
}
