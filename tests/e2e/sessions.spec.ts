import type { Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'

async function cookieNamed(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)
}

async function fillLogin(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test.describe('protected groups send anonymous visitors to their own login page', () => {
  for (const [path, login] of [
    ['/user/dashboard', '/user/connexion'],
    ['/user/calendriers', '/user/connexion'],
    ['/participant/mes-rdvs', '/participant/connexion'],
    ['/participant/profil', '/participant/connexion'],
    ['/admin/collections/users', '/admin/login'],
  ]) {
    test(`${path} → ${login}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${login}(\\?|$)`))
    })
  }

  test('a stale session cookie is checked by the layout, not trusted', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'user_token', value: 'forged', url: baseURL ?? '' }])
    await page.goto('/user/dashboard')
    await expect(page).toHaveURL(/\/user\/connexion\?redirect=%2Fuser%2Fdashboard/)
  })
})

test('a groomer logs in, sees the dashboard, and logs out', async ({ page, accounts }) => {
  const groomer = await accounts.groomer()
  await page.goto('/user/dashboard')
  await fillLogin(page, groomer)
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible()
  expect(await cookieNamed(page, 'user_token')).toMatchObject({ httpOnly: true })
  const checked = await page.request.get('/api/v1/auth/user/check-logged')
  expect(checked.status()).toBe(200)

  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/user\/connexion/)
  expect(await cookieNamed(page, 'user_token')).toBeUndefined()
  expect((await page.request.get('/api/v1/auth/user/check-logged')).status()).toBe(401)
})

test('a wrong password shows a French message and no session', async ({ page, accounts }) => {
  const groomer = await accounts.groomer()
  await page.goto('/user/connexion')
  await fillLogin(page, { ...groomer, password: 'mauvais-mot-de-passe' })
  await expect(page.locator('.form-error')).toHaveText('Aucun compte n’existe avec cet e-mail et ce mot de passe.')
  expect(await cookieNamed(page, 'user_token')).toBeUndefined()
})

test('the login form checks the e-mail before calling the API', async ({ page }) => {
  await page.goto('/participant/connexion')
  await fillLogin(page, { email: 'pas-un-email', password: '' })
  await expect(page.getByText('Veuillez saisir un e-mail valide.')).toBeVisible()
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible()
})

test('an attendee logs in, sees their appointments and profile, and logs out', async ({ page, accounts }) => {
  const attendee = await accounts.attendee()
  await accounts.appointment(await accounts.groomer(), attendee)
  await page.goto('/participant/mes-rdvs')
  await fillLogin(page, attendee)
  await expect(page).toHaveURL(/\/participant\/mes-rdvs$/)
  await expect(page.getByRole('heading', { name: 'Mes rendez-vous', level: 1 })).toBeVisible()
  await expect(page.getByText(/Confirmé · Réf\./).first()).toBeVisible()
  expect(await cookieNamed(page, 'attendee_token')).toMatchObject({ httpOnly: true })

  await page.goto('/participant/profil')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(attendee.email)

  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/participant\/connexion/)
  expect(await cookieNamed(page, 'attendee_token')).toBeUndefined()
})

test('an attendee changes their e-mail and password on /participant/profil: the current password is asked, then they log in again with the new ones', async ({
  page,
  request,
}, testInfo) => {
  const email = `e2e-mdp-${Date.now()}${testInfo.workerIndex}@example.fr`
  const created = await request.post('/api/v1/attendees', {
    data: {
      civility: 'm',
      firstName: 'Hugo',
      lastName: 'Petit',
      email,
      password: 'ancien-secret-1',
      acceptTerms: true,
    },
  })
  expect(created.status()).toBe(201)
  await page.goto('/participant/profil')
  await fillLogin(page, { email, password: 'ancien-secret-1' })
  await expect(page).toHaveURL(/\/participant\/profil$/)

  // A new e-mail: the form asks for the current password before saving it.
  const newEmail = email.replace('e2e-mdp-', 'e2e-mdp-nouveau-')
  const details = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Mes informations' }) })
  // The form answers once React runs it (its button is enabled then), as a person sees it.
  await expect(details.getByRole('button', { name: 'Enregistrer' })).toBeEnabled()
  await expect(details.getByLabel('Mot de passe actuel', { exact: true })).toHaveCount(0)
  await details.getByLabel('E-mail', { exact: true }).fill(newEmail)
  await details.getByLabel('Mot de passe actuel', { exact: true }).fill('ancien-secret-1')
  await details.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(details.getByText('Vos informations sont enregistrées.')).toBeVisible()
  await expect(details.getByLabel('Mot de passe actuel', { exact: true })).toHaveCount(0)

  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Mot de passe' }) })
  await form.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon-1')
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret-2')
  await form.getByLabel('Confirmez le nouveau mot de passe', { exact: true }).fill('nouveau-secret-2')
  await form.getByRole('button', { name: 'Changer mon mot de passe' }).click()
  await expect(form.getByText('Votre mot de passe actuel est incorrect.').first()).toBeVisible()

  await form.getByLabel('Mot de passe actuel', { exact: true }).fill('ancien-secret-1')
  await form.getByRole('button', { name: 'Changer mon mot de passe' }).click()
  await expect(page.getByText('Mot de passe modifié avec succès, reconnectez-vous avec le nouveau.')).toBeVisible()
  await page.getByRole('link', { name: 'Me reconnecter' }).click()
  await expect(page).toHaveURL(/\/participant\/connexion/)
  await fillLogin(page, { email: newEmail, password: 'nouveau-secret-2' })
  await expect(page).toHaveURL(/\/participant\/mes-rdvs$/)
})

test('an admin logs in to the French Payload admin with the admin_token cookie', async ({ page, accounts }) => {
  const admin = await accounts.admin()
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('E-mail').fill(admin.email)
  await page.getByLabel('Mot de passe').fill(admin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users/)
  await expect(page.getByRole('heading', { name: 'Toiletteurs' }).first()).toBeVisible()
  expect(await cookieNamed(page, 'admin_token')).toMatchObject({ httpOnly: true })
  expect((await page.request.get('/api/v1/auth/admin/check-logged')).status()).toBe(200)
})
