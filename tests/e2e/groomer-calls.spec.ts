import type { APIRequestContext } from '@playwright/test'
import twilio from 'twilio'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAdminApi, signInGroomer } from './helpers/groomerSpace'

// globalSetup gives the server (and these tests) a Twilio auth token when none is configured.
const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? ''

/** A webhook as Twilio sends it to the running server: form-encoded, signed over SITE_URL + path. */
function twilioPost(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  token = TOKEN,
) {
  return request.post(path, {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, `${baseURL}${path}`, fields),
    },
    data: new URLSearchParams(fields).toString(),
  })
}

test('a call to the tracking number is forwarded, logged, and shown to the groomer with its status and duration', async ({
  page,
  request,
  baseURL,
  accounts,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One groomer and one call: run once, on the desktop.')
  expect(TOKEN).not.toBe('')
  const stamp = Date.now()
  const groomer = {
    email: `appels-${stamp}@test.fr`,
    password: 'mot-de-passe-appels-2026',
    name: 'Inès Appels',
    uri: `ines-appels-${stamp}`,
  }
  const trackingNumber = `+3317${String(stamp).slice(-7)}`
  // An admin creates the groomer and assigns the tracking number in /admin (Payload's REST API).
  await signInAdminApi(request, await accounts.admin())
  const created = await request.post('/api/users', {
    data: {
      email: groomer.email,
      password: groomer.password,
      firstName: 'Inès',
      lastName: 'Appels',
      uri: groomer.uri,
      timezone: 'Europe/Paris',
      phone: '+33687654321',
      phoneCountryCode: 'FR',
      trackingNumber,
    },
  })
  expect(created.status()).toBe(201)

  const sid = `CA${stamp.toString(16).padStart(32, '0')}`
  const call = {
    AccountSid: `AC${'0'.repeat(32)}`,
    CallSid: sid,
    From: '+33611223344',
    To: trackingNumber,
    CallStatus: 'ringing',
    Direction: 'inbound',
  }
  const forged = await twilioPost(request, baseURL ?? '', '/api/v1/twilio/voice', call, 'not-the-token')
  expect(forged.status()).toBe(403)
  const voice = await twilioPost(request, baseURL ?? '', '/api/v1/twilio/voice', call)
  expect(voice.status()).toBe(200)
  expect(await voice.text()).toContain('<Number>+33687654321</Number>')
  expect(
    (
      await twilioPost(request, baseURL ?? '', '/api/v1/twilio/status', {
        ...call,
        CallStatus: 'in-progress',
        DialCallStatus: 'completed',
        DialCallDuration: '65',
      })
    ).status(),
  ).toBe(200)

  await signInGroomer(page, groomer)
  await expect(page.locator('#figures-title + dl div').filter({ hasText: 'Appels' }).locator('dd')).toHaveText('1')
  await page.goto('/user/appels')
  await expect(page.getByTestId('tracking-number')).toContainText(`Votre numéro de suivi : ${trackingNumber}.`)
  const row = page.locator('li').filter({ hasText: '+33611223344' })
  await expect(row).toContainText('Durée : 1 min 05 s')
  await expect(row).toContainText('Répondu')
  expect(await seriousViolations(page)).toEqual([])
})
