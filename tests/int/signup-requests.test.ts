import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as submit } from '../../src/app/api/v1/signup-requests/route'
import { pendingSignupFigures } from '../../src/server/signup/pendingRequests'
import { createGroomer, createPractice } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest } from './helpers/requests'

let payload: Payload
let counter = 0

/** A body that passes every rule, with an e-mail nobody uses yet. */
const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Julie',
  lastName: 'Moreau',
  email: `demande-${process.pid}-${++counter}@test.fr`,
  phone: '06 12 34 56 78',
  city: 'Nantes',
  teamName: '',
  teamCode: '',
  acceptTerms: true,
  acceptPrivacy: true,
  ...overrides,
})

const post = (body: unknown) => submit(jsonRequest('/api/v1/signup-requests', body))
const requestsCount = async () =>
  (await payload.count({ collection: 'signup-requests', overrideAccess: true })).totalDocs

/** Posts the body and expects a 400 carrying `message` on `field`; nothing may be written. */
async function expectFieldError(body: unknown, field: string, message: string) {
  const before = await requestsCount()
  const response = await post(body)
  expect(response.status).toBe(400)
  const answer = (await response.json()) as { error: string; fields: Record<string, string> }
  expect(answer.error).toBeTruthy()
  expect(answer.fields[field]).toBe(message)
  expect(await requestsCount()).toBe(before)
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('POST /api/v1/signup-requests: refusals', () => {
  it('refuses an invalid e-mail', () =>
    expectFieldError(validBody({ email: 'julie@' }), 'email', 'Veuillez saisir un e-mail valide.'))

  it('refuses the e-mail of an existing groomer, whatever its case', async () => {
    const groomer = await createGroomer(payload)
    await expectFieldError(
      validBody({ email: groomer.email.toUpperCase() }),
      'email',
      'Un utilisateur avec cet e-mail existe déjà.',
    )
  })

  it('refuses a practice code already used', async () => {
    const practice = await createPractice(payload)
    await expectFieldError(
      validBody({ teamName: 'Mon salon', teamCode: practice.code }),
      'teamCode',
      'Une étude avec ce code existe déjà.',
    )
  })

  it('refuses a practice code without a practice name', () =>
    expectFieldError(
      validBody({ teamCode: 'CODE-SEUL' }),
      'teamCode',
      'Le code d’étude ne peut être saisi qu’avec le nom de l’étude.',
    ))

  it('requires the CGU and the data policy to be accepted', async () => {
    await expectFieldError(validBody({ acceptTerms: false }), 'acceptTerms', 'Vous devez accepter les CGU.')
    await expectFieldError(
      validBody({ acceptPrivacy: undefined }),
      'acceptPrivacy',
      'Vous devez accepter la politique de confidentialité.',
    )
  })

  it.each(['01 23 45 67 89', '+44 7700 900123', '0612'])(
    'refuses %s (not a French, Swiss or Belgian mobile)',
    (phone) =>
      expectFieldError(
        validBody({ phone }),
        'phone',
        'Veuillez saisir un numéro de mobile français, suisse ou belge valide.',
      ),
  )

  it('reports every field error at once', async () => {
    const response = await post(validBody({ email: 'x', teamCode: 'SEUL', acceptTerms: false }))
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual(['acceptTerms', 'email', 'teamCode'])
  })

  it.each([['{"firstName":'], ['[]'], ['null'], ['"texte"']])('answers 400, never 500, to the body %s', async (raw) => {
    const before = await requestsCount()
    const response = await post(raw)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: expect.any(String), fields: expect.any(Object) })
    expect(await requestsCount()).toBe(before)
  })
})

describe('POST /api/v1/signup-requests: success', () => {
  it('stores one new request; a password sent by an old form is neither required nor kept', async () => {
    const body = validBody({
      email: `  Nouvelle-${process.pid}@Test.fr `,
      teamName: 'Salon des Quais',
      teamCode: `QUAIS-${process.pid}`,
    })
    const before = await requestsCount()
    const response = await post({
      ...body,
      password: 'un-mot-de-passe-solide',
      passwordConfirmation: 'un-mot-de-passe-solide',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    expect(await requestsCount()).toBe(before + 1)

    const stored = await payload.findByID({ collection: 'signup-requests', id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({
      firstName: 'Julie',
      lastName: 'Moreau',
      email: `nouvelle-${process.pid}@test.fr`,
      phone: '+33612345678',
      city: 'Nantes',
      teamName: 'Salon des Quais',
      teamCode: `QUAIS-${process.pid}`,
      status: 'new',
    })
    expect(stored.acceptedTermsAt).toBeTruthy()
    expect(JSON.stringify(stored)).not.toContain('un-mot-de-passe-solide')
  })

  it('accepts Swiss and Belgian mobiles', async () => {
    expect((await post(validBody({ phone: '+41 79 123 45 67' }))).status).toBe(201)
    expect((await post(validBody({ phone: '+32 470 12 34 56' }))).status).toBe(201)
  })

  it('keeps the requests away from anonymous readers', async () => {
    await expect(payload.find({ collection: 'signup-requests', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })
})

describe('the admin dashboard’s signup figures', () => {
  it('count the requests no admin has answered, and how long the oldest has waited', async () => {
    const before = await pendingSignupFigures(payload)
    const response = await post(validBody())
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const after = await pendingSignupFigures(payload, new Date(Date.now() + 3 * 3_600_000))
    expect(after.pending).toBe(before.pending + 1)
    expect(after.oldestWaitHours).toBeGreaterThanOrEqual(3)
    await payload.update({
      collection: 'signup-requests',
      id,
      overrideAccess: true,
      data: { status: 'rejected', refusalReason: 'Activité hors toilettage' },
    })
    expect((await pendingSignupFigures(payload)).pending).toBe(before.pending)
  })
})
