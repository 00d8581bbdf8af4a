import AxeBuilder from '@axe-core/playwright'
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test'

import { expect, test, type TestAdmin } from './helpers/accounts'
import { signInAdminApi, signInGroomer } from './helpers/groomerSpace'

type Features = Partial<Record<'customerFolder' | 'attachments' | 'sponsorshipActive', boolean>>

/** Switches site features as an admin through Payload's REST API (only the given flags change). */
async function setFeatures(request: APIRequestContext, admin: TestAdmin, features: Features) {
  await signInAdminApi(request, admin)
  const response = await request.post('/api/globals/site-settings', { data: { features } })
  expect(response.status()).toBe(200)
  const saved = (await response.json()) as { result?: { features?: Features } }
  expect(saved.result?.features).toMatchObject(features)
}

/** Serious and critical WCAG 2 A/AA violations of the page, named with their nodes. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

// Each test changes the site-wide config: one project runs each, so they never overlap.
test('customer folders: the groomer creates one with a pet and a vaccination; they disappear when the config disables them', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The config switch is site-wide: run once, on the phone.')
  const name = `Client E2E ${Date.now()}`
  const [admin, groomer, attendee] = [await accounts.admin(), await accounts.groomer(), await accounts.attendee()]
  const { reference } = await accounts.appointment(groomer, attendee)
  await setFeatures(request, admin, { customerFolder: true })
  try {
    await signInGroomer(page, groomer)
    await expect(page.locator('#space-menu a[href="/user/dossiers-client"]')).toHaveCount(1)
    await page.goto('/user/dossiers-client')
    await expect(page.getByRole('heading', { name: 'Dossiers clients', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Nouveau dossier' }).click()
    await expect(page.getByRole('heading', { name: 'Nouveau dossier client' })).toBeVisible()

    // The name is required: the API's message shows beside the field.
    const submit = page.getByRole('button', { name: 'Créer le dossier' })
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.getByText('Veuillez saisir le nom du client.')).toBeVisible()

    await page.getByLabel('Nom du client').fill(name)
    await page.getByLabel('Téléphone').fill('06 12 34 56 78')
    await page.getByRole('button', { name: 'Ajouter un animal' }).click()
    await page.getByRole('textbox', { name: 'Nom (obligatoire)', exact: true }).fill('Pompon')
    await page.getByLabel('Espèce').selectOption('dog')
    await page.getByLabel('Race').fill('Bichon')
    await page.getByRole('button', { name: 'Ajouter un vaccin' }).click()
    await page.getByLabel('Vaccin (obligatoire)').fill('Rage')
    await page.getByLabel('Date').fill('2023-05-04')
    await expect(page.getByText('Plus d’un an : rappel à vérifier')).toBeVisible()
    await submit.click()

    await expect(page).toHaveURL(/\/user\/dossiers-client\/\d+$/)
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    const stale = page.getByRole('region', { name: 'Vaccins de plus d’un an' })
    await expect(stale).toContainText('Pompon')
    await expect(stale).toContainText('04/05/2023')
    await expect(page.getByLabel('Race')).toHaveValue('Bichon')
    expect(await seriousViolations(page)).toEqual([])
    const folderPath = new URL(page.url()).pathname
    const folderId = folderPath.split('/').pop()

    // Attachments (when the config enables them): uploaded through the API, listed, private.
    await setFeatures(request, admin, { attachments: true })
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
    )
    const uploaded = await page.request.post(`/api/v1/customer-folders/${folderId}/attachments`, {
      multipart: { file: { name: 'carnet.pdf', mimeType: 'application/pdf', buffer: pdf }, label: 'Carnet de santé' },
    })
    expect(uploaded.status()).toBe(201)
    const { attachment } = (await uploaded.json()) as { attachment: { id: number; filename: string } }
    await page.reload()
    const fileLink = page.getByRole('link', { name: /Carnet de santé/ })
    await expect(fileLink).toBeVisible()
    expect((await page.request.get(`/api/v1/customer-folders/${folderId}/attachments/${attachment.id}`)).status()).toBe(
      200,
    )
    const anonymous = await apiRequest.newContext({ baseURL: testInfo.project.use.baseURL })
    for (const path of [
      `/api/v1/customer-folders/${folderId}/attachments/${attachment.id}`,
      `/api/customer-attachments/file/${attachment.filename}`,
      `/customer-attachments/${attachment.filename}`,
      `/.data/customer-attachments/${attachment.filename}`,
    ]) {
      expect([401, 403, 404]).toContain((await anonymous.get(path)).status())
    }
    await anonymous.dispose()
    await setFeatures(request, admin, { attachments: false })
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Pièces jointes' })).toHaveCount(0)

    // Another groomer's folder, or a missing one, is a 404 page.
    const otherGroomer = await accounts.groomer()
    const foreign = await request.post('/api/customer-folders', {
      data: { groomer: otherGroomer?.id, name: 'Client d’un autre toiletteur' },
    })
    expect(foreign.status()).toBe(201)
    const foreignId = ((await foreign.json()) as { doc: { id: number } }).doc.id
    expect((await page.goto(`/user/dossiers-client/${foreignId}`))?.status()).toBe(404)
    expect((await page.request.get(`/api/v1/customer-folders/${foreignId}`)).status()).toBe(404)
    expect((await page.goto('/user/dossiers-client/99999999'))?.status()).toBe(404)

    // Found again by phone number from the list.
    await page.goto(`/user/dossiers-client?q=${encodeURIComponent('06 12 34')}`)
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // From an appointment: the customer's folder, with their appointments in its history.
    await page.goto('/user/dossiers-client')
    const fromAppointment = page.getByRole('region', { name: 'Créer depuis un rendez-vous' })
    const customer = fromAppointment.getByRole('listitem').filter({ hasText: 'Julie Bernard' })
    await expect(customer).toHaveCount(1)
    await customer.getByRole('button', { name: /Créer le dossier/ }).click()
    await expect(page).toHaveURL(/\/user\/dossiers-client\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Julie Bernard', level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Historique des rendez-vous' })).toContainText(reference)
    await page.goto('/user/dossiers-client')
    await expect(
      page
        .getByRole('region', { name: 'Créer depuis un rendez-vous' })
        .getByRole('listitem')
        .filter({ hasText: 'Julie Bernard' }),
    ).toHaveCount(0)

    // The admin switches customer folders off: menu item and page are gone.
    await setFeatures(request, admin, { customerFolder: false })
    await page.goto('/user/dashboard')
    await expect(page.locator('#space-menu a[href="/user/appels"]')).toHaveCount(1)
    await expect(page.locator('#space-menu a[href="/user/dossiers-client"]')).toHaveCount(0)
    const response = await page.goto('/user/dossiers-client')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
    expect((await page.request.get('/api/v1/customer-folders')).status()).toBe(404)
  } finally {
    // Back to the demo's settings (the demo seed switches customer folders on).
    await setFeatures(request, admin, { customerFolder: true, attachments: false })
  }
})

test('sponsorship: the page shows the referral code and link when active, 404 otherwise', async ({
  page,
  request,
  accounts,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The config switch is site-wide: run once, on the desktop.')
  const admin = await accounts.admin()
  await signInGroomer(page, await accounts.groomer())
  // Calls: an honest empty state until an admin assigns a tracking number.
  await page.goto('/user/appels')
  await expect(page.getByText(/^Aucun numéro de suivi ne vous est encore attribué\./)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  // The demo switches sponsorship on: off, the page is gone.
  await setFeatures(request, admin, { sponsorshipActive: false })
  try {
    expect((await page.goto('/user/parrainage'))?.status()).toBe(404)
    await setFeatures(request, admin, { sponsorshipActive: true })
    await page.goto('/user/parrainage')
    await expect(page.getByRole('heading', { name: 'Parrainage', level: 1 })).toBeVisible()
    const code =
      (await page
        .locator('strong')
        .filter({ hasText: /^[A-Z0-9]{8}$/ })
        .textContent()) ?? ''
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/)
    const link = page.getByLabel('Lien à partager')
    await expect(link).toHaveValue(new RegExp(`/demande-inscription\\?parrain=${code}$`))
    await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])
    // The same code on the next visit.
    await page.reload()
    await expect(page.getByLabel('Lien à partager')).toHaveValue(new RegExp(`parrain=${code}$`))
    // The link opens the signup form, which carries the code.
    await page.goto(`/demande-inscription?parrain=${code}`)
    await expect(page.locator('input[type="hidden"][name="referralCode"]')).toHaveValue(code)
  } finally {
    await setFeatures(request, admin, { sponsorshipActive: true })
  }
})
