import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('the groomer reaches the calendars page from the profile; Exchange on premises is refused plainly', async ({
  page,
  accounts,
}) => {
  await signInGroomer(page, await accounts.groomer())
  await page.goto('/user/setting')
  await page.getByRole('link', { name: 'connecter et choisir vos calendriers' }).click()
  await expect(page).toHaveURL(/\/user\/setting\/calendriers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendriers' })).toBeVisible()
  await expect(page.getByText('Aucun agenda connecté.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Connecter Google' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Connecter Outlook / Office 365' })).toBeVisible()
  await expect(page.getByRole('link', { name: /mot de passe pour application \(aide Apple\)/ })).toHaveAttribute(
    'href',
    /support\.apple\.com/,
  )
  expect(await seriousViolations(page)).toEqual([])

  // Nothing typed: each field says what is missing.
  await page.getByRole('button', { name: 'Connecter Apple iCloud' }).click()
  await expect(page.getByText('Saisissez l’identifiant Apple (adresse e-mail) du compte.')).toBeVisible()
  await expect(page.getByText(/Saisissez le mot de passe pour application/)).toBeVisible()

  // Exchange is refused as soon as it is chosen: no Apple form to fill in for nothing.
  await page.getByLabel('Type d’agenda').selectOption('exchange')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Exchange sur serveur d’entreprise n’est pas pris en charge' }),
  ).toBeVisible()
  await expect(page.getByLabel('Identifiant Apple (e-mail)')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connecter Apple iCloud' })).toHaveCount(0)
  await page.getByLabel('Type d’agenda').selectOption('icloud')
  await expect(page.getByLabel('Identifiant Apple (e-mail)')).toBeVisible()
  await expect(page.getByText('Aucun agenda connecté.')).toBeVisible()
})

for (const provider of [
  {
    button: 'Connecter Google',
    consent: 'Consentement Google (factice)',
    card: 'Google Agenda — lea.toilettage@gmail.com',
  },
  {
    button: 'Connecter Outlook / Office 365',
    consent: 'Consentement Microsoft (factice)',
    card: 'Outlook / Office 365 — lea@outlook.fr',
  },
]) {
  test(`« ${provider.button} » opens the provider's consent page and comes back connected`, async ({
    page,
    accounts,
    baseURL,
  }) => {
    await signInGroomer(page, await accounts.groomer())
    await page.goto('/user/setting/calendriers')
    // The site's CSP once blocked this navigation (a form redirected off-site): it must reach the provider.
    await page.getByRole('link', { name: provider.button }).click()
    await expect(page.getByRole('heading', { name: provider.consent })).toBeVisible()
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL ?? '').origin)
    await page.getByRole('link', { name: 'Autoriser' }).click()
    await expect(page).toHaveURL(/\/user\/setting\/calendriers\?calendrier=ok/)
    await expect(page.getByRole('status').filter({ hasText: 'est connecté' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: provider.card })).toBeVisible()
  })
}

test('the calendars page and its API need a groomer session', async ({ page, request }) => {
  await page.goto('/user/setting/calendriers')
  await expect(page).toHaveURL(/\/user\/connexion/)
  expect((await request.get('/api/v1/calendar-connections')).status()).toBe(401)
  expect(
    (
      await request.post('/api/v1/calendar-connections/icloud', { data: { appleId: 'a@b.fr', appPassword: 'x' } })
    ).status(),
  ).toBe(401)
})
