import { expect, test } from './helpers/accounts'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/**
 * Issue 29 item 11: on a French mobile network many people share one public address. Every request
 * of this run comes from 127.0.0.1, like the customers of one operator's address: eleven other
 * accounts get their codes first (one more than the old per-address limit of 10 in 10 minutes),
 * then a brand-new owner books and still gets, and checks, their first code.
 */
test('a brand-new owner gets their first SMS code though other accounts on the same address just got theirs', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  for (let i = 0; i < 11; i++) {
    const other = await accounts.attendee({ phoneVerified: false })
    const login = await request.post('/api/v1/auth/attendee/login', {
      data: { email: other.email, password: other.password },
    })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const sent = await request.post(`/api/v1/attendees/${other.id}/send-token-to-verify-number`, {
      headers: { authorization: `Bearer ${token}` },
      data: { phone: other.phone, phone_country_code: 'FR' },
    })
    expect(sent.status(), `code ${i + 1} of the other accounts`).toBe(200)
  }

  const run = `${Date.now()}${testInfo.workerIndex}`
  const email = `e2e-partage-${run}@example.fr`
  const mobile = `07 58 ${run.slice(-6, -4)} ${run.slice(-4, -2)} ${run.slice(-2)}`
  const e164 = `+33${mobile.replace(/\s/g, '').slice(1)}`

  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('button.slot').first().click()
  await dialog.getByRole('button', { name: 'Continuer' }).click()

  await expect(dialog.getByRole('heading', { name: /Identification/ })).toBeFocused()
  await dialog.getByLabel('Madame').check()
  await dialog.getByLabel('Prénom').fill('Inès')
  await dialog.getByLabel('Nom', { exact: true }).fill('Moreau')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Mot de passe').fill('mot-de-passe-e2e')
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check()
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click()

  await expect(dialog.getByRole('heading', { name: /Vérification/ })).toBeVisible()
  await dialog.getByLabel('Numéro de mobile').fill(mobile)
  await dialog.getByRole('button', { name: 'Recevoir le code par SMS' }).click()
  await expect(dialog.getByLabel('Code reçu par SMS')).toBeVisible()
  await expect(dialog.getByText(/Trop de demandes/)).toHaveCount(0)
  const sms = await accounts.message(e164, () => true, 'sms')
  const code = /(\d{6})/.exec(sms.text)?.[1] ?? ''
  await dialog.getByLabel('Code reçu par SMS').fill(code)
  await dialog.getByRole('button', { name: 'Vérifier le code' }).click()
  await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
})
