import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test, type TestAdmin } from './helpers/accounts'
import { acceptedSignup, asAdmin } from './helpers/invitation'
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** The admin makes the new groomer bookable online (a motive, opening hours) and publishes the profile. */
async function publishWithSchedule(request: APIRequestContext, admin: TestAdmin, userId: number): Promise<string> {
  await asAdmin(request, admin, () =>
    request.post('/api/motives', {
      data: {
        groomer: userId,
        title: 'Bain et brushing',
        duration: 60,
        price: 40,
        kind: 'salon',
        bookableOnline: true,
      },
    }),
  )
  for (const weekday of ['1', '2', '3', '4', '5', '6']) {
    await asAdmin(request, admin, () =>
      request.post('/api/availabilities', {
        data: { groomer: userId, weekday, start: '08:00', end: '20:00', everyNWeeks: 1 },
      }),
    )
  }
  const published = await asAdmin(request, admin, () =>
    request.patch(`/api/users/${userId}`, { data: { published: true } }),
  )
  return ((await published.json()) as { doc: { uri: string } }).doc.uri
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test('an accepted groomer finishes the account (password, SMS code, profile), then edits settings seen on the public profile', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  const admin = await accounts.admin()
  // Two people (admin and groomer) and several pages: longer than one page's test.
  test.setTimeout(120_000)
  const run = `${Date.now()}${testInfo.workerIndex}`
  const invited = await acceptedSignup(request, accounts, admin, run)

  // 1. Password: different ones are refused, then the session opens.
  await page.goto(invited.path)
  await expect(page.getByRole('heading', { name: /Bienvenue Inès/ })).toBeVisible()
  await page.getByLabel('Mot de passe', { exact: true }).fill('mon-nouveau-secret')
  await page.getByLabel('Confirmez le mot de passe').fill('autre-secret-123')
  await page.getByRole('button', { name: 'Choisir ce mot de passe' }).click()
  await expect(page.getByText('Les mots de passe sont différents.')).toBeVisible()
  await page.getByLabel('Confirmez le mot de passe').fill('mon-nouveau-secret')
  await page.getByRole('button', { name: 'Choisir ce mot de passe' }).click()

  // 2. Phone: the number of the request, checked with the code of the SMS in the outbox.
  await expect(page.getByRole('heading', { name: 'Vérifiez votre numéro de mobile' })).toBeVisible()
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'user_token' && cookie.value)).toBe(true)
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click()
  await expect(page.getByLabel('Code reçu par SMS')).toBeVisible()
  const sms = await accounts.message(invited.e164, () => true, 'sms')
  const code = /(\d{6})/.exec(sms?.text ?? '')?.[1] ?? ''
  await page.getByLabel('Code reçu par SMS').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Vérifier le code' }).click()
  await expect(page.getByLabel('Code reçu par SMS')).toHaveAccessibleDescription('Ce code est incorrect.')
  await page.getByLabel('Code reçu par SMS').fill(code)
  await page.getByRole('button', { name: 'Vérifier le code' }).click()

  // 3. Profile, then the dashboard.
  await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible()
  await page.getByLabel('Présentation', { exact: true }).fill(`Toiletteuse passionnée ${run}.`)
  await page.getByRole('button', { name: 'Terminer et aller au tableau de bord' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Bonjour Inès' })).toBeVisible()

  // The link is used up: opened again without the session, it says so and offers a new one.
  const anonymous = await page.context().browser()!.newContext()
  const stranger = await anonymous.newPage()
  await stranger.goto(invited.path)
  await expect(stranger.getByRole('heading', { name: 'Ce lien n’est plus valide' })).toBeVisible()
  await expect(stranger.getByRole('button', { name: 'Mot de passe oublié ?' })).toBeEnabled()
  await anonymous.close()

  // The admin publishes the profile with a bookable motive: the public page offers slots.
  const uri = await publishWithSchedule(request, admin, invited.userId)
  await page.goto(`/toiletteur/${uri}`)
  await expect(page.getByRole('heading', { name: /Disponibilités pour « Bain et brushing »/ })).toBeVisible()
  await expect(page.getByText(`Toiletteuse passionnée ${run}.`)).toBeVisible()

  // Settings: phone only, a new presentation, a wrong copy address refused beside its field.
  await page.goto('/user/setting')
  // Nothing wider than the screen on a phone (a long time-zone name must not stretch the form).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // A photo goes to the media library and shows at once.
  await page
    .getByLabel('Nouvelle photo (JPEG, PNG ou WebP, 5 Mo au plus)')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Envoyer la photo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Photo enregistrée' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Photo de Inès/ })).toBeVisible()
  await page.getByLabel('Téléphone uniquement').check()
  await page.getByLabel('Présentation', { exact: true }).fill(`Sur rendez-vous téléphonique ${run}.\nChats acceptés.`)
  await page.getByLabel('Copie à').fill('accueil@example.fr\npas-une-adresse')
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(
    page.getByText('« pas-une-adresse » n’est pas une adresse e-mail valide (une adresse par ligne).'),
  ).toBeVisible()
  await page.getByLabel('Copie à').fill('accueil@example.fr')
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Modifications enregistrées' })).toBeVisible()

  // The public profile shows the phone instead of the slots, and the new presentation.
  await page.goto(`/toiletteur/${uri}`)
  await expect(page.getByRole('heading', { name: 'Rendez-vous par téléphone' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Appeler le ${invited.e164}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Disponibilités pour/ })).toHaveCount(0)
  await expect(page.getByText(`Sur rendez-vous téléphonique ${run}.`)).toBeVisible()
  await expect(page.getByText('Chats acceptés.')).toBeVisible()
})

test('a groomer who forgot the password gets a link by e-mail, sets a new one and logs in with it', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  const admin = await accounts.admin()
  const run = `${Date.now()}${testInfo.workerIndex}9`
  const invited = await acceptedSignup(request, accounts, admin, run)
  // The account is finished through the API (the page is covered above).
  const token = /jeton=([0-9a-f]+)/.exec(invited.path)?.[1]
  const finished = await request.post('/api/v1/users', {
    data: { user: { id: invited.userId, token, password: 'premier-secret-1', passwordConfirm: 'premier-secret-1' } },
  })
  expect(finished.status()).toBe(201)

  await page.goto('/user/connexion')
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
  await page.getByLabel('Votre e-mail').fill(invited.email)
  await page.getByRole('button', { name: 'Recevoir le lien' }).click()
  await expect(page.getByText('Les instructions de réinitialisation vous seront envoyées par e-mail.')).toBeVisible()

  const mail = await accounts.message(invited.email, (candidate) => candidate.subject.includes('Réinitialisez'))
  const path = /\/user\/mot-de-passe\?jeton=[0-9a-f]+/.exec(mail?.html ?? '')?.[0]
  expect(path).toBeTruthy()
  await page.goto(path ?? '')
  await page.getByLabel('Nouveau mot de passe').fill('second-secret-2')
  await page.getByLabel('Confirmez le mot de passe').fill('second-secret-2')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Mot de passe modifié avec succès, reconnectez-vous avec le nouveau.')).toBeVisible()
  await page.getByRole('link', { name: 'Me connecter' }).click()
  await expect(page).toHaveURL(/\/user\/connexion/)
  await login(page, invited.email, 'premier-secret-1')
  await expect(page.getByText('Aucun compte n’existe avec cet e-mail et ce mot de passe.')).toBeVisible()
  await login(page, invited.email, 'second-secret-2')
  await expect(page).toHaveURL(/\/user\/dashboard$/)
})
