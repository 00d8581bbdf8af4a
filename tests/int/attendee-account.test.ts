import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as checkLogged } from '../../src/app/api/v1/auth/[segment]/check-logged/route'
import { POST as forgotPassword } from '../../src/app/api/v1/auth/attendee/forgot-password/route'
import { POST as resetPassword } from '../../src/app/api/v1/auth/attendee/reset-password/route'
import { PUT as updateAttendee } from '../../src/app/api/v1/attendees/[id]/route'
import { createAttendee, PASSWORD } from '../../scripts/lib/people'
import { verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { outboxTo, stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const put = (id: number | string, headers: Record<string, string>, body: unknown) =>
  updateAttendee(jsonRequest(`/api/v1/attendees/${id}`, body, { method: 'PUT', headers }), params({ id: String(id) }))

describe('PUT /api/v1/attendees/{id}', () => {
  it('updates the own profile; a new phone number must be verified again', async () => {
    const attendee = await verifiedAttendee(payload)
    const response = await put(attendee.id, await bearer('attendees', attendee.email), {
      civility: 'mme',
      firstName: 'Chloé',
      birthdate: '1990-05-14',
      phone: '07 81 23 45 67',
      phone_country_code: 'FR',
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { attendee: Record<string, unknown> }
    expect(body.attendee).toMatchObject({
      civility: 'mme',
      firstName: 'Chloé',
      phone: '+33781234567',
      phoneVerified: false,
    })
    expect(body.attendee).not.toHaveProperty('hash')
    expect(await stored('attendees', attendee.id)).toMatchObject({ phone: '+33781234567', phoneVerified: false })
  })

  it('refuses another attendee’s id (403), no session (401), a used e-mail, a bad phone, a mismatched password', async () => {
    const attendee = await createAttendee(payload)
    const other = await createAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    expect((await put(other.id, headers, { firstName: 'Pirate' })).status).toBe(403)
    expect((await put(attendee.id, {}, { firstName: 'Pirate' })).status).toBe(401)
    const taken = await put(attendee.id, headers, { email: other.email, currentPassword: PASSWORD })
    expect(taken.status).toBe(400)
    expect(await taken.json()).toMatchObject({ fields: { email: 'Un utilisateur avec cet e-mail existe déjà.' } })
    expect((await put(attendee.id, headers, { phone: '+1 415 555 2671' })).status).toBe(400)
    const mismatch = await put(attendee.id, headers, {
      currentPassword: PASSWORD,
      password: 'nouveau-mot-de-passe',
      passwordConfirmation: 'autre-chose-123',
    })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({
      fields: { passwordConfirmation: 'Les mots de passe sont différents.' },
    })
    expect(await stored('attendees', attendee.id)).toMatchObject({ email: attendee.email, firstName: 'Paul' })
  })

  it('a new e-mail needs the current password: missing or wrong, nothing changes', async () => {
    const attendee = await createAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const email = `nouvelle-${Date.now()}@test.fr`
    const missing = await put(attendee.id, headers, { email })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fields: { currentPassword: 'Saisissez votre mot de passe actuel.' } })
    const wrong = await put(attendee.id, headers, { email, currentPassword: 'pas-le-bon-123' })
    expect(await wrong.json()).toMatchObject({
      fields: { currentPassword: 'Votre mot de passe actuel est incorrect.' },
    })
    expect((await stored('attendees', attendee.id)).email).toBe(attendee.email)
    // The same e-mail again, or any other field, needs no password.
    expect((await put(attendee.id, headers, { email: attendee.email, firstName: 'Léa' })).status).toBe(200)
    const changed = await put(attendee.id, headers, { email, currentPassword: PASSWORD })
    expect(changed.status).toBe(200)
    expect((await stored('attendees', attendee.id)).email).toBe(email)
  })

  it('a password change ends the sessions, removes the cookie and says to log in again', async () => {
    const attendee = await createAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    // The current password is asked for: missing or wrong, nothing changes and the session stays.
    const missing = await put(attendee.id, headers, {
      password: 'nouveau-mot-de-passe',
      passwordConfirmation: 'nouveau-mot-de-passe',
    })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fields: { currentPassword: 'Saisissez votre mot de passe actuel.' } })
    const wrong = await put(attendee.id, headers, {
      currentPassword: 'pas-le-bon-123',
      password: 'nouveau-mot-de-passe',
      passwordConfirmation: 'nouveau-mot-de-passe',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      fields: { currentPassword: 'Votre mot de passe actuel est incorrect.' },
    })
    expect(
      (await checkLogged(getRequest('/api/v1/auth/attendee/check-logged', headers), params({ segment: 'attendee' })))
        .status,
    ).toBe(200)
    await expect(bearer('attendees', attendee.email)).resolves.toBeTruthy()

    const response = await put(attendee.id, headers, {
      currentPassword: PASSWORD,
      password: 'nouveau-mot-de-passe',
      passwordConfirmation: 'nouveau-mot-de-passe',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      passwordChanged: true,
      message: 'Mot de passe modifié avec succès, reconnectez-vous avec le nouveau.',
    })
    expect(setCookie(response, 'attendee_token')?.expired).toBe(true)
    expect(
      (await checkLogged(getRequest('/api/v1/auth/attendee/check-logged', headers), params({ segment: 'attendee' })))
        .status,
    ).toBe(401)
    await expect(bearer('attendees', attendee.email, 'nouveau-mot-de-passe')).resolves.toBeTruthy()
  })
})

describe('forgotten password', () => {
  it('answers the same for a known and an unknown e-mail; only the account gets the e-mail', async () => {
    const attendee = await createAttendee(payload)
    const unknown = `inconnu-${Date.now()}@test.fr`
    const known = await forgotPassword(jsonRequest('/api/v1/auth/attendee/forgot-password', { email: attendee.email }))
    const other = await forgotPassword(jsonRequest('/api/v1/auth/attendee/forgot-password', { email: unknown }))
    expect(known.status).toBe(200)
    expect(other.status).toBe(200)
    expect(await known.json()).toEqual({
      message: 'Les instructions de réinitialisation vous seront envoyées par e-mail.',
    })
    expect(await other.json()).toEqual({
      message: 'Les instructions de réinitialisation vous seront envoyées par e-mail.',
    })
    const [mail] = await outboxTo(attendee.email)
    expect(mail.html).toContain('/participant/mot-de-passe?jeton=')
    expect(await outboxTo(unknown)).toHaveLength(0)
  })

  it('the link’s token sets a new password; a bad token or different passwords are refused', async () => {
    const attendee = await createAttendee(payload)
    await forgotPassword(jsonRequest('/api/v1/auth/attendee/forgot-password', { email: attendee.email }))
    const [mail] = await outboxTo(attendee.email)
    const token = decodeURIComponent(/jeton=([^"&]+)/.exec(mail.html ?? '')?.[1] ?? '')
    const reset = (body: unknown) => resetPassword(jsonRequest('/api/v1/auth/attendee/reset-password', body))
    expect((await reset({ token, password: 'mot-de-passe-neuf', passwordConfirmation: 'autre' })).status).toBe(400)
    expect(
      (await reset({ token: 'faux-jeton', password: 'mot-de-passe-neuf', passwordConfirmation: 'mot-de-passe-neuf' }))
        .status,
    ).toBe(400)
    const ok = await reset({ token, password: 'mot-de-passe-neuf', passwordConfirmation: 'mot-de-passe-neuf' })
    expect(ok.status).toBe(200)
    await expect(bearer('attendees', attendee.email, 'mot-de-passe-neuf')).resolves.toBeTruthy()
  })
})
