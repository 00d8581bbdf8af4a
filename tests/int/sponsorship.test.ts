import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as submitSignup } from '../../src/app/api/v1/signup-requests/route'
import { GET as sponsorshipRoute } from '../../src/app/api/v1/sponsorship/route'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { ensureReferralCode } from '../../src/server/sponsorship/referralCode'
import { setFeatures } from './helpers/groomerSpace'
import { bearerOf } from './helpers/sessions'
import { createAdmin, createAttendee, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest } from './helpers/requests'

let payload: Payload
let admin: AuthenticatedPerson
let sponsor: AuthenticatedPerson
let stranger: AuthenticatedPerson
let sponsorAuth: Record<string, string>
let counter = 0

type Answer = { code: string; link: string; sponsorships: { name: string | null; email: string; status: string }[] }

const get = (headers: Record<string, string>) => sponsorshipRoute(getRequest('/api/v1/sponsorship', headers))
const CODE = /^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/

/** The /demande-inscription form as sent from a sponsor's link, then accepted by an admin. */
async function signUpAndAccept(referralCode: unknown) {
  const email = `filleul-${process.pid}-${++counter}@test.fr`
  const password = 'un-mot-de-passe-solide'
  const response = await submitSignup(
    jsonRequest('/api/v1/signup-requests', {
      firstName: 'Inès',
      lastName: 'Filleule',
      email,
      phone: '06 12 34 56 78',
      city: 'Lyon',
      password,
      passwordConfirmation: password,
      acceptTerms: true,
      acceptPrivacy: true,
      referralCode,
    }),
  )
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  const stored = await payload.findByID({ collection: 'signup-requests', id, overrideAccess: true, depth: 0 })
  const accepted = await payload.update({
    collection: 'signup-requests',
    id,
    data: { status: 'accepted' },
    user: admin,
    overrideAccess: false,
    depth: 0,
  })
  return { email, stored, userId: accepted.user as number }
}

const sponsorshipsOf = async (groomerId: number) =>
  (
    await payload.find({
      collection: 'sponsorships',
      overrideAccess: true,
      depth: 0,
      where: { groomer: { equals: groomerId } },
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
  ;[admin, sponsor, stranger] = await Promise.all([
    createAdmin(payload),
    createGroomer(payload),
    createGroomer(payload),
  ])
  sponsorAuth = await bearerOf(payload, 'users', sponsor.email as string)
  await setFeatures(payload, { sponsorshipActive: true })
})

afterAll(async () => {
  await setFeatures(payload, { sponsorshipActive: false })
})

describe('the referral code', () => {
  it('is created on the first visit, readable and stable; a groomer cannot choose it', async () => {
    const first = (await (await get(sponsorAuth)).json()) as Answer
    expect(first.code).toMatch(CODE)
    expect(first.link).toBe(`/demande-inscription?parrain=${first.code}`)
    expect(((await (await get(sponsorAuth)).json()) as Answer).code).toBe(first.code)

    await payload.update({
      collection: 'users',
      id: sponsor.id,
      data: { referralCode: 'AAAAAAAA' },
      user: sponsor,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'users', id: sponsor.id, overrideAccess: true, depth: 0 })
    expect(stored.referralCode).toBe(first.code)
  })

  it('different groomers get different codes', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 5; i++) codes.add(await ensureReferralCode(await createGroomer(payload)))
    expect(codes.size).toBe(5)
  })

  it('answers 401 to an attendee or without a token, 404 when sponsorship is off', async () => {
    const attendee = await createAttendee(payload)
    expect((await get(await bearerOf(payload, 'attendees', attendee.email as string))).status).toBe(401)
    expect((await get({})).status).toBe(401)
    await setFeatures(payload, { sponsorshipActive: false })
    try {
      expect((await get(sponsorAuth)).status).toBe(404)
    } finally {
      await setFeatures(payload, { sponsorshipActive: true })
    }
  })
})

describe('a signup from the referral link', () => {
  it('keeps the code on the request; accepting it records the referred groomer as registered for the sponsor only', async () => {
    const code = await ensureReferralCode(sponsor)
    const { email, stored, userId } = await signUpAndAccept(code.toLowerCase())
    expect(stored.referralCode).toBe(code)
    const [sponsorship] = await sponsorshipsOf(sponsor.id as number)
    expect(sponsorship).toMatchObject({
      referred: userId,
      referredEmail: email,
      referredName: 'Inès Filleule',
      status: 'registered',
    })

    const answer = (await (await get(sponsorAuth)).json()) as Answer
    expect(answer.sponsorships).toContainEqual(
      expect.objectContaining({ email, name: 'Inès Filleule', status: 'registered' }),
    )
    const strangerAnswer = (await (
      await get(await bearerOf(payload, 'users', stranger.email as string))
    ).json()) as Answer
    expect(strangerAnswer.sponsorships).toEqual([])
  })

  it('an invitation of that e-mail becomes the registration (no duplicate)', async () => {
    const code = await ensureReferralCode(stranger)
    const email = `filleul-${process.pid}-${counter + 1}@test.fr`
    await payload.create({
      collection: 'sponsorships',
      overrideAccess: true,
      data: { groomer: stranger.id as number, referredEmail: email, status: 'invited' },
    })
    await signUpAndAccept(code)
    const rows = (await sponsorshipsOf(stranger.id as number)).filter((row) => row.referredEmail === email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('registered')
  })

  it('an unknown or malformed code is ignored and the acceptance goes through', async () => {
    const before = (await payload.count({ collection: 'sponsorships', overrideAccess: true })).totalDocs
    const unknown = await signUpAndAccept('XXXXXXXX')
    expect(unknown.stored.referralCode).toBe('XXXXXXXX')
    expect(unknown.userId).toEqual(expect.any(Number))
    const malformed = await signUpAndAccept('<script>')
    expect(malformed.stored.referralCode ?? null).toBeNull()
    expect((await payload.count({ collection: 'sponsorships', overrideAccess: true })).totalDocs).toBe(before)
  })
})
