import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test, type TestAdmin } from './helpers/accounts'
import { signInAdminApi } from './helpers/groomerSpace'

const GUIDE = '/guide-des-demarches-aupres-de-votre-toiletteur'

const CONTENT_PAGES: [string, string][] = [
  ['/cgu', 'Conditions générales d’utilisation'],
  ['/cgv', 'Conditions générales de vente'],
  ['/mentions-legales', 'Mentions légales'],
  ['/politique-de-confidentialite', 'Politique de confidentialité'],
  ['/domaines-de-competences', 'Domaines de compétences'],
  ['/service-avis', 'Service avis'],
]

/** The site's header (its links fold behind a menu button on a phone). */
const header = (page: Page) => page.locator('header.site-header')

/** The demo seed has exactly 10 articles: an admin publishes an older one so that a page 2 exists. */
async function publishOldArticle(request: APIRequestContext, admin: TestAdmin, title: string) {
  await signInAdminApi(request, admin)
  const uri = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const text = {
    type: 'text',
    version: 1,
    text: 'Un article plus ancien.',
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
  }
  const paragraph = {
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [text],
  }
  const content = { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph] } }
  const created = await request.post('/api/posts', {
    data: {
      title,
      uri,
      excerpt: 'Un article plus ancien.',
      content,
      published: true,
      publishedAt: '2020-01-15T08:00:00.000Z',
    },
  })
  expect(created.status()).toBe(201)
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie card would cover the bottom of the page after 10 s.
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test.describe('guide', () => {
  test('lists articles with their date, and opens one', async ({ page }) => {
    await page.goto(GUIDE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide des démarches auprès de votre toiletteur')
    await expect(header(page)).toBeVisible()
    await expect(page).toHaveTitle(/Guide des démarches auprès de votre toiletteur · Mon Toiletteur/)
    // The articles (each with its heading), not the page links under them.
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    expect(await items.count()).toBeGreaterThanOrEqual(1)
    expect(await items.count()).toBeLessThanOrEqual(10)
    await expect(items.first().getByText(/Publié le \d{1,2} \p{L}+ \d{4}/u)).toBeVisible()

    const link = items.first().getByRole('link')
    const title = (await link.textContent()) ?? ''
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${GUIDE}/[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(header(page)).toBeVisible()
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)

    await page.getByRole('link', { name: 'Retour au guide' }).click()
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`))
  })

  test('paginates with crawlable links; a page out of range is a 404', async ({
    page,
    request,
    accounts,
  }, testInfo) => {
    const title = `Archive ${testInfo.project.name} ${Date.now()}`
    await publishOldArticle(request, await accounts.admin(), title)
    await page.goto(GUIDE)
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${GUIDE}?page=2`)
    await page.getByRole('navigation', { name: 'Pages du guide' }).getByRole('link', { name: 'Page suivante' }).click()
    await expect(page).toHaveURL(new RegExp(`${GUIDE}\\?page=2$`))
    await expect(page.getByRole('link', { name: title })).toBeVisible()
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', GUIDE)

    const beyond = await page.goto(`${GUIDE}?page=99`)
    expect(beyond?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })

  test('an unknown article is the 404 page', async ({ page }) => {
    const response = await page.goto(`${GUIDE}/cet-article-n-existe-pas`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })
})

test.describe('content pages', () => {
  for (const [path, title] of CONTENT_PAGES) {
    test(`${path} answers 200 with its title`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(header(page)).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(title))
    })
  }

  test('the specialities page lists the specialities', async ({ page }) => {
    await page.goto('/domaines-de-competences')
    await expect(page.getByRole('heading', { name: 'Les spécialités proposées' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Toilettage chat' })).toBeVisible()
  })
})

test.describe('groomer signup request', () => {
  async function fillForm(page: Page, email: string) {
    await page.getByLabel('Prénom').fill('Julie')
    await page.getByLabel('Nom', { exact: true }).fill('Moreau')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Téléphone mobile').fill('06 12 34 56 78')
    await page.getByLabel('Ville').fill('Nantes')
    await page.getByRole('checkbox', { name: /CGU/ }).check()
    await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check()
  }

  test('shows the server’s error beside the field, keeps the input, then succeeds', async ({ page }, testInfo) => {
    await page.goto('/demande-inscription')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande d’inscription')
    await expect(header(page)).toBeVisible()
    const email = `julie-${testInfo.project.name}-${Date.now()}@example.org`
    await fillForm(page, email)
    // The form asks no password: it is chosen from the invitation once the request is accepted.
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0)
    await expect(page.getByText('vous recevrez par e-mail le lien pour choisir votre mot de passe')).toBeVisible()
    const code = page.getByLabel('Code de l’étude')
    await code.fill('CODE-SANS-NOM')
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()

    await expect(page.getByText('Le code d’étude ne peut être saisi qu’avec le nom de l’étude.')).toBeVisible()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expect(code).toBeFocused()
    await expect(page.getByLabel('Prénom')).toHaveValue('Julie')
    await expect(page.getByLabel('E-mail')).toHaveValue(email)

    await code.fill('')
    await code.press('Enter')
    await expect(page.getByRole('status')).toContainText('Merci ! Votre demande a bien été envoyée.')
  })

  test('shows each validation message of the spec beside its field', async ({ page, accounts }, testInfo) => {
    const groomer = await accounts.groomer()
    const send = () => page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await page.goto('/demande-inscription')
    await fillForm(page, 'pas-un-e-mail')
    await send()
    await expect(page.getByText('Veuillez saisir un e-mail valide.')).toBeVisible()

    // An e-mail already used by a groomer.
    await page.getByLabel('E-mail').fill(groomer.email)
    await send()
    await expect(page.getByText('Un utilisateur avec cet e-mail existe déjà.')).toBeVisible()

    // A practice code already taken (a demo practice).
    await page.getByLabel('E-mail').fill(`equipe-${testInfo.project.name}-${Date.now()}@example.org`)
    await page.getByLabel('Nom de l’étude').fill('Salon des Quais')
    await page.getByLabel('Code de l’étude').fill('ETUDE-PARIS-MARAIS')
    await send()
    await expect(page.getByText('Une étude avec ce code existe déjà.')).toBeVisible()
  })

  test('a successful request is listed for the admin in /admin', async ({ page, accounts }, testInfo) => {
    const email = `visible-${testInfo.project.name}-${Date.now()}@example.org`
    await page.goto('/demande-inscription')
    await fillForm(page, email)
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByRole('status')).toContainText('Merci ! Votre demande a bien été envoyée.')

    await signInAdminApi(page.request, await accounts.admin())
    await page.goto('/admin/collections/signup-requests')
    await expect(page.getByText(email)).toBeVisible()
  })

  test('refuses a missing consent', async ({ page }) => {
    await page.goto('/demande-inscription')
    await fillForm(page, `sans-cgu-${Date.now()}@example.org`)
    await page.getByRole('checkbox', { name: /CGU/ }).uncheck()
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByText('Vous devez accepter les CGU.')).toBeVisible()
  })
})
