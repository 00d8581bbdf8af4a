import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as checkLogged } from '../../src/app/api/v1/auth/[segment]/check-logged/route'
import { POST as forgotPassword } from '../../src/app/api/v1/auth/user/forgot-password/route'
import { POST as resetPassword } from '../../src/app/api/v1/auth/user/reset-password/route'
import { PUT as updateUser } from '../../src/app/api/v1/users/[id]/route'
import { POST as uploadPicture } from '../../src/app/api/v1/users/[id]/picture/route'
import { POST as sendToken } from '../../src/app/api/v1/users/[id]/send-token-to-verify-number/route'
import { POST as verifyToken } from '../../src/app/api/v1/users/[id]/verify-token-to-validate-number/route'
import { POST as finishAccount } from '../../src/app/api/v1/users/route'
import { loginRedirectFor } from '../../src/server/auth/protectedRoutes'
import { lexicalToPlainText } from '../../src/server/groomerAccount/richText'
import { createAttendee, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { lastCode, stored } from './helpers/records'

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

type Headers = Record<string, string>

/** A groomer with a session, plus the headers of another groomer, of an attendee and of nobody. */
async function groomerAndStrangers() {
  const groomer = await createGroomer(payload)
  const other = await createGroomer(payload)
  const attendee = await createAttendee(payload)
  return {
    groomer,
    own: await bearer('users', String(groomer.email)),
    otherGroomer: await bearer('users', String(other.email)),
    attendee: await bearer('attendees', String(attendee.email)),
    nobody: {} as Headers,
  }
}

/** The invitation link's token, as the acceptance of a signup request writes it. */
const invitationToken = (email: string) =>
  payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })

const put = (id: number | string, headers: Headers, user: unknown) =>
  updateUser(jsonRequest(`/api/v1/users/${id}`, { user }, { method: 'PUT', headers }), params({ id: String(id) }))
const finish = (user: unknown) => finishAccount(jsonRequest('/api/v1/users', { user }))
const send = (id: number | string, headers: Headers, infos: unknown, ip = '10.9.0.1') =>
  sendToken(
    jsonRequest(
      `/api/v1/users/${id}/send-token-to-verify-number`,
      { infos },
      { headers: { ...headers, 'x-forwarded-for': ip } },
    ),
    params({ id: String(id) }),
  )
const verify = (id: number | string, headers: Headers, token: string, ip = '10.9.0.1') =>
  verifyToken(
    jsonRequest(
      `/api/v1/users/${id}/verify-token-to-validate-number`,
      { infos: { token } },
      { headers: { ...headers, 'x-forwarded-for': ip } },
    ),
    params({ id: String(id) }),
  )

/** A fresh French mobile per call (the send limits count per number). */
const mobile = () => {
  const digits = String(process.pid * 100 + ++counter)
    .padStart(8, '0')
    .slice(-8)
  return { national: `06${digits}`, e164: `+336${digits}` }
}

describe('POST /api/v1/users (the invited groomer sets a password)', () => {
  it('consumes the link’s token, opens the groomer session (201 + user_token) and refuses a second use (403)', async () => {
    const groomer = await createGroomer(payload, { published: false })
    const token = await invitationToken(String(groomer.email))
    const response = await finish({
      id: groomer.id,
      token,
      password: 'nouveau-secret-2026',
      passwordConfirm: 'nouveau-secret-2026',
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { user: Record<string, unknown>; token: string }
    expect(body.user).toMatchObject({ id: groomer.id, email: groomer.email })
    expect(body.user).not.toHaveProperty('hash')
    const cookie = setCookie(response, 'user_token')
    expect(cookie?.value).toBeTruthy()
    expect(cookie?.expired).toBe(false)
    const logged = await checkLogged(
      getRequest('/api/v1/auth/user/check-logged', { cookie: `user_token=${cookie?.value}` }),
      params({ segment: 'user' }),
    )
    expect(logged.status).toBe(200)
    await expect(bearer('users', String(groomer.email), 'nouveau-secret-2026')).resolves.toBeTruthy()

    const reused = await finish({
      id: groomer.id,
      token,
      password: 'encore-autre-2026',
      passwordConfirm: 'encore-autre-2026',
    })
    expect(reused.status).toBe(403)
    await expect(bearer('users', String(groomer.email), 'nouveau-secret-2026')).resolves.toBeTruthy()
  })

  it('refuses different passwords and a short one (400 with fields) without using the token', async () => {
    const groomer = await createGroomer(payload, { published: false })
    const token = await invitationToken(String(groomer.email))
    const differ = await finish({
      id: groomer.id,
      token,
      password: 'nouveau-secret-2026',
      passwordConfirm: 'autre-secret-2026',
    })
    expect(differ.status).toBe(400)
    expect(await differ.json()).toMatchObject({
      fields: { 'user.passwordConfirm': 'Les mots de passe sont différents.' },
    })
    const short = await finish({ id: groomer.id, token, password: 'court', passwordConfirm: 'court' })
    expect(short.status).toBe(400)
    expect(((await short.json()) as { fields: Record<string, string> }).fields['user.password']).toBeTruthy()
    expect(
      (await finish({ id: groomer.id, token, password: 'nouveau-secret-2026', passwordConfirm: 'nouveau-secret-2026' }))
        .status,
    ).toBe(201)
  })

  it('refuses a wrong token, and a real token used with another groomer’s id (403), changing nothing', async () => {
    const groomer = await createGroomer(payload, { published: false })
    const other = await createGroomer(payload, { published: false })
    const token = await invitationToken(String(groomer.email))
    expect(
      (
        await finish({
          id: groomer.id,
          token: 'faux-jeton',
          password: 'nouveau-secret-2026',
          passwordConfirm: 'nouveau-secret-2026',
        })
      ).status,
    ).toBe(403)
    expect(
      (await finish({ id: other.id, token, password: 'nouveau-secret-2026', passwordConfirm: 'nouveau-secret-2026' }))
        .status,
    ).toBe(403)
    await expect(bearer('users', String(other.email))).resolves.toBeTruthy()
    await expect(bearer('users', String(groomer.email))).resolves.toBeTruthy()
  })

  it('refuses an expired link (403)', async () => {
    const groomer = await createGroomer(payload, { published: false })
    const token = await invitationToken(String(groomer.email))
    await payload.db.updateOne({
      collection: 'users',
      id: groomer.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(
      (await finish({ id: groomer.id, token, password: 'nouveau-secret-2026', passwordConfirm: 'nouveau-secret-2026' }))
        .status,
    ).toBe(403)
    await expect(bearer('users', String(groomer.email))).resolves.toBeTruthy()
  })
})

describe('PUT /api/v1/users/{id}', () => {
  it('updates the own profile: presentations stored as Lexical paragraphs, mail settings, phone only, notice', async () => {
    const { groomer, own } = await groomerAndStrangers()
    const response = await put(groomer.id, own, {
      country: 'BE',
      timezone: 'Europe/Brussels',
      language: 'fr',
      spokenLanguages: ['fr', 'nl'],
      presentation: 'Toiletteuse depuis dix ans.\n\nChiens et chats bienvenus.',
      practicePresentation: 'Salon climatisé',
      mailSettings: { active: false, copyList: ['Accueil@Salon.fr', 'compta@salon.fr'] },
      onlineBooking: false,
      cancellationNoticeHours: 48,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      message: 'Modifications enregistrées',
      user: { country: 'BE', onlineBooking: false },
    })
    const saved = await stored('users', groomer.id)
    expect(saved).toMatchObject({
      country: 'BE',
      timezone: 'Europe/Brussels',
      spokenLanguages: ['fr', 'nl'],
      onlineBooking: false,
      cancellationNoticeHours: 48,
      mailSettings: { active: false, copyList: ['accueil@salon.fr', 'compta@salon.fr'] },
    })
    expect(lexicalToPlainText(saved.presentation)).toBe('Toiletteuse depuis dix ans.\nChiens et chats bienvenus.')
    expect(
      (saved.presentation as { root: { children: { type: string }[] } }).root.children.map((node) => node.type),
    ).toEqual(['paragraph', 'paragraph'])
    expect(lexicalToPlainText(saved.practicePresentation)).toBe('Salon climatisé')
  })

  it('a new phone number is stored unverified; the same number keeps its verification', async () => {
    const { groomer, own } = await groomerAndStrangers()
    await payload.update({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      data: { phone: '+33611223344', phoneVerified: true },
    })
    expect((await put(groomer.id, own, { phone: '06 11 22 33 44', phoneCountryCode: 'FR' })).status).toBe(200)
    expect(await stored('users', groomer.id)).toMatchObject({ phone: '+33611223344', phoneVerified: true })
    expect((await put(groomer.id, own, { phone: '+41 79 123 45 67', phoneCountryCode: 'CH' })).status).toBe(200)
    expect(await stored('users', groomer.id)).toMatchObject({
      phone: '+41791234567',
      phoneCountryCode: 'CH',
      phoneVerified: false,
    })
  })

  it('bad input is a 400 with fields and writes nothing', async () => {
    const { groomer, own } = await groomerAndStrangers()
    const before = await stored('users', groomer.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ timezone: 'Mars/Olympus' }, 'user.timezone'],
      [{ country: 'US' }, 'user.country'],
      [{ phone: '01 23 45 67 89' }, 'user.phone'],
      [{ cancellationNoticeHours: -2 }, 'user.cancellationNoticeHours'],
      [{ mailSettings: { copyList: ['pas-un-email'] } }, 'user.mailSettings.copyList.0'],
      [{ spokenLanguages: ['klingon'] }, 'user.spokenLanguages.0'],
      [{ presentation: 'x'.repeat(5001) }, 'user.presentation'],
    ]
    for (const [user, field] of cases) {
      const response = await put(groomer.id, own, {
        ...user,
        cancellationNoticeHours: (user.cancellationNoticeHours as number | undefined) ?? 12,
      })
      expect(response.status, field).toBe(400)
      expect(((await response.json()) as { fields: Record<string, string> }).fields[field], field).toBeTruthy()
    }
    // Fields outside the whitelist are refused, not silently written.
    const forbidden = await put(groomer.id, own, { published: true, email: 'pirate@test.fr', phoneVerified: true })
    expect(forbidden.status).toBe(400)
    expect(await stored('users', groomer.id)).toMatchObject({
      cancellationNoticeHours: before.cancellationNoticeHours,
      published: before.published,
      email: before.email,
      phoneVerified: before.phoneVerified,
    })
  })

  it('another groomer’s id is 403; an attendee’s token and no token are 401', async () => {
    const { groomer, otherGroomer, attendee, nobody } = await groomerAndStrangers()
    expect((await put(groomer.id, otherGroomer, { cancellationNoticeHours: 1 })).status).toBe(403)
    expect((await put(groomer.id, attendee, { cancellationNoticeHours: 1 })).status).toBe(401)
    expect((await put(groomer.id, nobody, { cancellationNoticeHours: 1 })).status).toBe(401)
    expect((await stored('users', groomer.id)).cancellationNoticeHours).toBe(24)
  })
})

describe('groomer phone verification', () => {
  it('sends a code to the new mobile, refuses a wrong one, and a right one marks the number verified', async () => {
    const { groomer, own } = await groomerAndStrangers()
    const phone = mobile()
    const sent = await send(groomer.id, own, { phoneNumber: phone.national })
    expect(sent.status).toBe(200)
    expect(await stored('users', groomer.id)).toMatchObject({ phone: phone.e164, phoneVerified: false })
    const code = await lastCode(phone.e164)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = await verify(groomer.id, own, code === '000000' ? '111111' : '000000')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ fields: { 'infos.token': 'Ce code est incorrect.' } })
    const right = await verify(groomer.id, own, code)
    expect(right.status).toBe(200)
    expect(await right.json()).toMatchObject({ verified: true, user: { phoneVerified: true } })
    expect((await stored('users', groomer.id)).phoneVerified).toBe(true)
  })

  it('a new mobile waits for its code: the verified number stays meanwhile; a 429 carries Retry-After', async () => {
    const { groomer, own } = await groomerAndStrangers()
    const first = mobile()
    await send(groomer.id, own, { phoneNumber: first.national })
    expect((await verify(groomer.id, own, await lastCode(first.e164))).status).toBe(200)
    const second = mobile()
    for (let i = 0; i < 3; i++) expect((await send(groomer.id, own, { phoneNumber: second.national })).status).toBe(200)
    expect(await stored('users', groomer.id)).toMatchObject({
      phone: first.e164,
      phoneVerified: true,
      pendingPhone: second.e164,
    })
    const refused = await send(groomer.id, own, { phoneNumber: second.national })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: expect.stringMatching(/^Trop de demandes : réessayez dans \d+ minutes?\.$/),
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await verify(groomer.id, own, await lastCode(second.e164))).status).toBe(200)
    expect(await stored('users', groomer.id)).toMatchObject({
      phone: second.e164,
      phoneVerified: true,
      pendingPhone: null,
    })
  })

  it('bad input is a 400 with fields: a landline, a missing number, a code that is not 6 digits', async () => {
    const { groomer, own } = await groomerAndStrangers()
    const landline = await send(groomer.id, own, { phoneNumber: '01 23 45 67 89' })
    expect(landline.status).toBe(400)
    expect(((await landline.json()) as { fields: Record<string, string> }).fields['infos.phoneNumber']).toBeTruthy()
    expect((await send(groomer.id, own, {})).status).toBe(400)
    const short = await verify(groomer.id, own, '12')
    expect(short.status).toBe(400)
    expect(((await short.json()) as { fields: Record<string, string> }).fields['infos.token']).toBeTruthy()
  })

  it('another groomer’s id is 403; an attendee’s token and no token are 401; nothing is sent', async () => {
    const { groomer, otherGroomer, attendee, nobody } = await groomerAndStrangers()
    const phone = mobile()
    expect((await send(groomer.id, otherGroomer, { phoneNumber: phone.national })).status).toBe(403)
    expect((await send(groomer.id, attendee, { phoneNumber: phone.national })).status).toBe(401)
    expect((await send(groomer.id, nobody, { phoneNumber: phone.national })).status).toBe(401)
    expect(await lastCode(phone.e164)).toBe('')
    expect((await verify(groomer.id, otherGroomer, '123456')).status).toBe(403)
    expect((await verify(groomer.id, attendee, '123456')).status).toBe(401)
    expect((await verify(groomer.id, nobody, '123456')).status).toBe(401)
  })
})

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const pictureRequest = (id: number | string, headers: Headers, file: File | null) => {
  const form = new FormData()
  if (file) form.set('file', file)
  return uploadPicture(
    new Request(`http://localhost:3100/api/v1/users/${id}/picture`, { method: 'POST', headers, body: form }),
    params({ id: String(id) }),
  )
}

describe('POST /api/v1/users/{id}/picture', () => {
  it('stores the photo in the media library and makes it the groomer’s picture', async () => {
    const { groomer, own } = await groomerAndStrangers()
    const response = await pictureRequest(groomer.id, own, new File([PNG], 'portrait.png', { type: 'image/png' }))
    expect(response.status).toBe(201)
    const { picture } = (await response.json()) as { picture: { id: number; url: string } }
    expect(picture.url).toContain('.png')
    expect((await stored('users', groomer.id)).picture).toBe(picture.id)
  })

  it('refuses a non-image (400 on file); another groomer 403; attendee and nobody 401', async () => {
    const { groomer, own, otherGroomer, attendee, nobody } = await groomerAndStrangers()
    const text = await pictureRequest(groomer.id, own, new File(['bonjour'], 'notes.txt', { type: 'text/plain' }))
    expect(text.status).toBe(400)
    expect(((await text.json()) as { fields: Record<string, string> }).fields.file).toBeTruthy()
    const png = () => new File([PNG], 'portrait.png', { type: 'image/png' })
    expect((await pictureRequest(groomer.id, otherGroomer, png())).status).toBe(403)
    expect((await pictureRequest(groomer.id, attendee, png())).status).toBe(401)
    expect((await pictureRequest(groomer.id, nobody, png())).status).toBe(401)
    expect((await stored('users', groomer.id)).picture ?? null).toBeNull()
  })
})

describe('groomer forgotten password', () => {
  it('answers the same for a known and an unknown e-mail; the groomer’s link opens /user/mot-de-passe and sets a new password', async () => {
    const groomer = await createGroomer(payload)
    const unknown = `inconnu-toiletteur-${process.pid}@test.fr`
    const known = await forgotPassword(jsonRequest('/api/v1/auth/user/forgot-password', { email: groomer.email }))
    const other = await forgotPassword(jsonRequest('/api/v1/auth/user/forgot-password', { email: unknown }))
    const message = { message: 'Les instructions de réinitialisation vous seront envoyées par e-mail.' }
    expect(known.status).toBe(200)
    expect(other.status).toBe(200)
    expect(await known.json()).toEqual(message)
    expect(await other.json()).toEqual(message)
    const { docs } = await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { to: { equals: groomer.email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].html).toContain('/user/mot-de-passe?jeton=')
    expect(
      (await payload.find({ collection: 'outbox', overrideAccess: true, where: { to: { equals: unknown } } })).docs,
    ).toHaveLength(0)
    expect(
      (await forgotPassword(jsonRequest('/api/v1/auth/user/forgot-password', { email: 'pas-un-email' }))).status,
    ).toBe(400)

    const token = decodeURIComponent(/jeton=([^"&]+)/.exec(docs[0].html ?? '')?.[1] ?? '')
    // A forgotten-password link lasts an hour (the invitation's lasts a week).
    const withSecrets = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
    expect(new Date(withSecrets.resetPasswordExpiration as string).getTime()).toBeLessThan(Date.now() + 2 * 3600 * 1000)
    const reset = (body: unknown) => resetPassword(jsonRequest('/api/v1/auth/user/reset-password', body))
    expect((await reset({ token, password: 'mot-de-passe-neuf', passwordConfirmation: 'autre' })).status).toBe(400)
    const ok = await reset({ token, password: 'mot-de-passe-neuf', passwordConfirmation: 'mot-de-passe-neuf' })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ message: 'Mot de passe modifié avec succès, reconnectez-vous avec le nouveau.' })
    await expect(bearer('users', String(groomer.email), 'mot-de-passe-neuf')).resolves.toBeTruthy()
    expect(
      (await reset({ token, password: 'mot-de-passe-encore', passwordConfirmation: 'mot-de-passe-encore' })).status,
    ).toBe(400)
  })
})

describe('groomer pages', () => {
  it('the reset and invitation pages are open to visitors; the settings page needs a groomer session', () => {
    const anonymous = () => false
    expect(loginRedirectFor('/user/mot-de-passe', anonymous)).toBeNull()
    expect(loginRedirectFor('/user/inscription/12', anonymous)).toBeNull()
    expect(loginRedirectFor('/user/setting', anonymous)).toBe('/user/connexion?redirect=%2Fuser%2Fsetting')
    expect(loginRedirectFor('/user/setting', (cookie) => cookie === 'attendee_token')).toBe(
      '/user/connexion?redirect=%2Fuser%2Fsetting',
    )
  })
})
