import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SignupRequest } from '../../src/payload-types'
import { env } from '../../src/server/env'
import { createAdmin, createGroomer, createPractice } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>
let cityId: number
let counter = 0

// Test files share a process (and its pid) in one worker: a random part keeps their values apart.
const RUN = String(Math.floor(Math.random() * 1e6))
const unique = (prefix: string) => `${prefix}-${process.pid}-${RUN}-${++counter}`
const CITY = `Villacceptée ${process.pid}`
const TWIN_CITY = `Jumelle ${process.pid}`

/** A new request as the public form stores it (a fixture: written directly). */
async function createRequest(data: Partial<SignupRequest> = {}) {
  return payload.create({
    collection: 'signup-requests',
    overrideAccess: true,
    depth: 0,
    data: {
      firstName: 'Julie',
      lastName: 'Moreau',
      email: `${unique('acceptee')}@test.fr`,
      phone: '+41791234567',
      city: CITY.toUpperCase(),
      acceptedTermsAt: new Date().toISOString(),
      ...data,
    },
  })
}

/** The admin changes the request's status in /admin. */
const setStatus = (id: number, status: 'new' | 'accepted' | 'rejected', data: Partial<SignupRequest> = {}) =>
  payload.update({
    collection: 'signup-requests',
    id,
    data: { status, ...data },
    user: admin,
    overrideAccess: false,
    depth: 0,
  })

const reload = (id: number) => payload.findByID({ collection: 'signup-requests', id, overrideAccess: true, depth: 0 })
const usersWithEmail = (email: string) =>
  payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
const practicesWithCode = async (code: string) =>
  (await payload.count({ collection: 'teams', where: { code: { equals: code } }, overrideAccess: true })).totalDocs
const emailsTo = (to: string) =>
  payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true, depth: 0 })

async function createCity(name: string, department: number) {
  const id = unique('ville')
  return payload.create({
    collection: 'cities',
    overrideAccess: true,
    data: { name, uri: id, inseeCode: id, department },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createAdmin(payload)
  const department = await payload.create({
    collection: 'departments',
    overrideAccess: true,
    data: { code: unique('dep'), name: 'Département de test', uri: unique('departement') },
  })
  cityId = (await createCity(CITY, department.id)).id
  await createCity(TWIN_CITY, department.id)
  await createCity(TWIN_CITY, department.id)
})

describe('accepting a signup request', () => {
  it('creates one unpublished groomer, their practice, and e-mails them the link to finish their account', async () => {
    const practiceCode = unique('ETUDE-ACCEPTEE')
    const request = await createRequest({ teamName: 'Salon des Quais', teamCode: practiceCode })

    const accepted = await setStatus(request.id, 'accepted')

    expect(accepted.status).toBe('accepted')
    expect(accepted.acceptedAt).toBeTruthy()
    const { docs: users } = await usersWithEmail(request.email)
    expect(users).toHaveLength(1)
    const groomer = users[0]!
    expect(accepted.user).toBe(groomer.id)
    expect(groomer).toMatchObject({
      firstName: 'Julie',
      lastName: 'Moreau',
      published: false,
      phone: '+41791234567',
      country: 'CH',
      city: cityId,
    })
    const practice = await payload.findByID({
      collection: 'teams',
      id: groomer.team as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(practice).toMatchObject({ name: 'Salon des Quais', code: practiceCode })

    const { docs: emails } = await emailsTo(request.email)
    expect(emails).toHaveLength(1)
    const link = `${env().SITE_URL}/user/inscription/${groomer.id}`
    expect(emails[0]).toMatchObject({ channel: 'email', subject: 'Votre compte Mon Toiletteur est prêt' })
    const token = new RegExp(`${link}\\?jeton=([0-9a-f]+)`).exec(emails[0]!.text ?? '')?.[1]
    expect(token).toBeTruthy()
    expect(emails[0]!.html).toContain(`href="${link}?jeton=${token}"`)
    // The token is the account's own password-reset token, valid for days, not hours.
    const withSecrets = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
    expect(withSecrets.resetPasswordToken).toBe(token)
    expect(new Date(withSecrets.resetPasswordExpiration as string).getTime()).toBeGreaterThan(
      Date.now() + 6 * 24 * 3600 * 1000,
    )
  })

  it('creates nothing more when the request is saved again', async () => {
    const request = await createRequest()
    const first = await setStatus(request.id, 'accepted')
    const again = await setStatus(request.id, 'accepted', { message: 'Relu par l’équipe' })
    const last = await setStatus(request.id, 'accepted')

    expect(again.user).toBe(first.user)
    expect(last.user).toBe(first.user)
    expect(last.acceptedAt).toBe(first.acceptedAt)
    expect((await usersWithEmail(request.email)).totalDocs).toBe(1)
    expect((await emailsTo(request.email)).totalDocs).toBe(1)
  })

  it('creates no practice without a code, and leaves the city empty when the name is ambiguous', async () => {
    const request = await createRequest({ city: TWIN_CITY, teamName: 'Salon sans code' })
    await setStatus(request.id, 'accepted')
    const groomer = (await usersWithEmail(request.email)).docs[0]!
    expect(groomer.city ?? null).toBeNull()
    expect(groomer.team ?? null).toBeNull()
  })

  it('refuses an e-mail already used by a groomer: the request stays new, no practice is created', async () => {
    const groomer = await createGroomer(payload)
    const practiceCode = unique('ETUDE-ACCEPTEE')
    const request = await createRequest({ email: groomer.email, teamName: 'Salon', teamCode: practiceCode })

    await expect(setStatus(request.id, 'accepted')).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'email', message: 'Un utilisateur avec cet e-mail existe déjà.' }] },
    })

    expect(await reload(request.id)).toMatchObject({ status: 'new', acceptedAt: null })
    expect((await reload(request.id)).user ?? null).toBeNull()
    expect(await practicesWithCode(practiceCode)).toBe(0)
    expect((await usersWithEmail(groomer.email)).totalDocs).toBe(1)
    expect((await emailsTo(groomer.email)).totalDocs).toBe(0)
  })

  it('refuses a practice code already used: no groomer is created', async () => {
    const practice = await createPractice(payload)
    const request = await createRequest({ teamName: 'Autre salon', teamCode: practice.code })

    await expect(setStatus(request.id, 'accepted')).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'teamCode', message: 'Une étude avec ce code existe déjà.' }] },
    })

    expect((await reload(request.id)).status).toBe('new')
    expect((await usersWithEmail(request.email)).totalDocs).toBe(0)
    expect(await practicesWithCode(practice.code)).toBe(1)
    expect((await emailsTo(request.email)).totalDocs).toBe(0)
  })

  it('undoes the practice when the groomer account then fails (one transaction)', async () => {
    const practiceCode = unique('ETUDE-ACCEPTEE')
    // A blank first name passes the request's rules but not the account's: the failure comes after the practice was written.
    const request = await createRequest({ firstName: '   ', teamName: 'Salon', teamCode: practiceCode })

    await expect(setStatus(request.id, 'accepted')).rejects.toMatchObject({
      status: 400,
      data: { collection: 'users', errors: [{ path: 'firstName' }] },
    })

    expect((await reload(request.id)).status).toBe('new')
    expect(await practicesWithCode(practiceCode)).toBe(0)
    expect((await usersWithEmail(request.email)).totalDocs).toBe(0)
    expect((await emailsTo(request.email)).totalDocs).toBe(0)
  })

  it('creates nothing when the request is rejected, and e-mails the reason', async () => {
    const request = await createRequest({ teamName: 'Salon refusé', teamCode: unique('ETUDE-ACCEPTEE') })
    const rejected = await setStatus(request.id, 'rejected', {
      refusalReason: 'Votre SIRET ne correspond pas à une activité de toilettage.\n<b>Merci</b>',
    })

    expect(rejected.user ?? null).toBeNull()
    expect(rejected.acceptedAt ?? null).toBeNull()
    expect(rejected.refusedAt).toBeTruthy()
    expect((await usersWithEmail(request.email)).totalDocs).toBe(0)
    expect(await practicesWithCode(request.teamCode!)).toBe(0)
    const { docs: emails } = await emailsTo(request.email)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ subject: 'Votre demande d’inscription sur Mon Toiletteur' })
    expect(emails[0]!.text).toContain('> Votre SIRET ne correspond pas à une activité de toilettage.')
    // The admin's words are text in the e-mail, never markup.
    expect(emails[0]!.html).toContain('&lt;b&gt;Merci&lt;/b&gt;')

    // Saving the refused request again sends nothing more.
    await setStatus(request.id, 'rejected', { message: 'Relu' })
    expect((await emailsTo(request.email)).totalDocs).toBe(1)
  })

  it('refuses a refusal without its reason', async () => {
    const request = await createRequest()
    await expect(setStatus(request.id, 'rejected')).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'refusalReason' }] },
    })
    await expect(setStatus(request.id, 'rejected', { refusalReason: '  ' })).rejects.toMatchObject({ status: 400 })
    expect((await reload(request.id)).status).toBe('new')
    expect((await emailsTo(request.email)).totalDocs).toBe(0)
  })

  it('keeps an accepted request accepted: its account exists', async () => {
    const request = await createRequest()
    await setStatus(request.id, 'accepted')
    await expect(setStatus(request.id, 'rejected', { refusalReason: 'Erreur de clic' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'status' }] },
    })
    expect((await reload(request.id)).status).toBe('accepted')
  })

  it('keeps the created groomer and the acceptance date out of the admin’s hands', async () => {
    const other = await createGroomer(payload)
    const request = await createRequest()
    const saved = await setStatus(request.id, 'new', { user: other.id, acceptedAt: new Date().toISOString() })
    expect(saved.user ?? null).toBeNull()
    expect(saved.acceptedAt ?? null).toBeNull()
  })

  it('lets no one but an admin accept a request', async () => {
    const request = await createRequest()
    await expect(
      payload.update({
        collection: 'signup-requests',
        id: request.id,
        data: { status: 'accepted' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await usersWithEmail(request.email)).totalDocs).toBe(0)
  })
})
