import { expect, test } from './helpers/accounts'
import { acceptedSignup, asAdmin } from './helpers/invitation'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('a new groomer completes their page (address checked against the commune, specialities, languages), follows the checklist, publishes it, then withdraws it', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  const admin = await accounts.admin()
  // The invitation, the account's three steps, two forms, the public page: several pages.
  test.setTimeout(150_000)
  const run = `${Date.now()}${testInfo.workerIndex}7`
  const invited = await acceptedSignup(request, accounts, admin, run)

  // The invitation: password, SMS code, then the profile, where French is ticked from the start.
  await page.goto(invited.path)
  await page.getByLabel('Mot de passe', { exact: true }).fill('ma-page-secrete-1')
  await page.getByLabel('Confirmez le mot de passe').fill('ma-page-secrete-1')
  await page.getByRole('button', { name: 'Choisir ce mot de passe' }).click()
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click()
  await expect(page.getByLabel('Code reçu par SMS')).toBeVisible()
  const sms = await accounts.message(invited.e164, () => true, 'sms')
  await page.getByLabel('Code reçu par SMS').fill(/(\d{6})/.exec(sms?.text ?? '')?.[1] ?? '')
  await page.getByRole('button', { name: 'Vérifier le code' }).click()
  const languages = page.getByRole('group', { name: 'Langues parlées' })
  await expect(languages.getByLabel('Français')).toBeChecked()
  await expect(languages.getByLabel('Anglais')).not.toBeChecked()
  await languages.getByLabel('Allemand').check()
  await page.getByLabel('Présentation', { exact: true }).fill(`Toiletteuse à Paris ${run}.`)
  await page.getByRole('button', { name: 'Terminer et aller au tableau de bord' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard$/)

  // The dashboard's checklist: what is done, what is missing, nothing to publish yet.
  const checklist = page.getByRole('list', { name: 'Ce qu’il faut pour publier' })
  await expect(page.getByRole('heading', { name: 'Publier ma page' })).toBeVisible()
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Téléphone mobile vérifié' })).toContainText('(fait)')
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Présentation' })).toContainText('(fait)')
  await expect(page.getByRole('button', { name: 'Publier ma page' })).toHaveCount(0)
  await checklist.getByRole('link', { name: 'Adresse du salon (rue, code postal et commune)' }).click()
  await expect(page).toHaveURL(/\/user\/setting#ma-page$/)

  // A postcode of other communes is refused in French, beside the postcode, naming them.
  const form = page.locator('#ma-page')
  await form.getByLabel('Adresse du salon').fill(`12 rue des Acacias ${run.slice(-4)}`)
  await form.getByLabel('Code postal').fill('29690')
  await form.getByLabel('Commune').fill('Paris')
  await form.getByRole('button', { name: 'Enregistrer l’adresse et les spécialités' }).click()
  await expect(form.getByLabel('Code postal')).toHaveAccessibleDescription(
    'Le code postal 29690 ne correspond pas à la commune « Paris » : ce code est celui de Berrien, Botmeur, Brennilis, Huelgoat, La Feuillée, Plouyé, Poullaouen.',
  )
  await expect(form.getByRole('alert')).toHaveText('L’adresse n’est pas enregistrée : corrigez les champs signalés.')

  // The right postcode: its only commune fills in, then the specialities.
  await form.getByLabel('Code postal').fill('75011')
  await expect(form.getByLabel('Commune')).toHaveValue('Paris')
  await form.getByLabel('Toilettage à domicile').check()
  await form.getByLabel('Toilettage chat').check()
  await form.getByRole('button', { name: 'Enregistrer l’adresse et les spécialités' }).click()
  await expect(form.getByRole('status')).toHaveText('Adresse et spécialités enregistrées')
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Adresse du salon' })).toContainText('(fait)')
  await expect(checklist.getByRole('link', { name: 'Au moins un motif réservable en ligne' })).toHaveAttribute(
    'href',
    '/user/motifs',
  )
  // Nothing wider than a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // A motive and opening hours (their own screens are tested elsewhere): then the page can go online.
  await asAdmin(request, admin, () =>
    request.post('/api/motives', {
      data: {
        groomer: invited.userId,
        title: 'Bain et brushing',
        duration: 60,
        price: 40,
        kind: 'salon',
        bookableOnline: true,
      },
    }),
  )
  await asAdmin(request, admin, () =>
    request.post('/api/availabilities', {
      data: { groomer: invited.userId, weekday: '2', start: '09:00', end: '18:00', everyNWeeks: 1 },
    }),
  )
  // The last item: a subscription. The free trial starts on Stripe's hosted checkout (faked here).
  await page.goto('/user/dashboard')
  await expect(page.getByRole('button', { name: 'Publier ma page' })).toHaveCount(0)
  await checklist.getByRole('link', { name: 'Abonnement en cours (essai gratuit, actif ou offert)' }).click()
  await expect(page).toHaveURL(/\/user\/abonnement$/)
  await expect(page.getByTestId('subscription-state')).toHaveText('Sans abonnement')
  await page.getByRole('button', { name: 'Commencer mon essai gratuit' }).click()
  await expect(page.getByRole('heading', { name: 'Abonnement Mon Toiletteur' })).toBeVisible()
  await expect(page.getByText('29,00 € HT par mois, 30 jours d’essai.')).toBeVisible()
  await page.getByRole('button', { name: 'S’abonner' }).click()
  await expect(page).toHaveURL(/\/user\/abonnement\?retour=paiement$/)
  await expect(page.getByTestId('subscription-state')).toHaveText('Essai gratuit')
  await page.goto('/user/dashboard')
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Abonnement en cours' })).toContainText('(fait)')
  await page.getByRole('button', { name: 'Publier ma page' }).click()
  await expect(page.getByRole('heading', { name: 'Votre page est en ligne' })).toBeVisible()
  const link = page.getByRole('link', { name: /^\/toiletteur\// })
  const path = (await link.textContent()) ?? ''

  // The public page answers and shows what the groomer entered, and only that.
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  const address = page.getByRole('region', { name: 'Adresse' })
  await expect(address).toContainText(`12 rue des Acacias ${run.slice(-4)}`)
  await expect(address).toContainText('75011 Paris')
  await expect(address).toContainText('Langues parlées : Français, Allemand')
  await expect(page.getByRole('list', { name: 'Spécialités' }).getByRole('listitem')).toHaveText([
    'Toilettage à domicile',
    'Toilettage chat',
  ])
  await expect(page.getByText(`Toiletteuse à Paris ${run}.`)).toBeVisible()

  // The groomer withdraws the page: it is gone from the site.
  await page.goto('/user/setting')
  await page.getByRole('button', { name: 'Retirer ma page du site' }).click()
  await expect(page.getByRole('heading', { name: 'Publier ma page' })).toBeVisible()
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 15_000 }).toBe(404)
})
