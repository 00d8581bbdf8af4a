import { expect, type Page, test } from '@playwright/test'

const cards = (page: Page) => page.locator('article.groomer-card')

// The cookie card comes 10 s after the page opens, over the bottom of a phone's screen: a tap there
// (« Page suivante », a download) would land on it. Its own tests are in layouts.spec.ts.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test.describe('groomer directory', () => {
  test('the home search suggests Lyon from "lyo"; picking it lands on its groomers at once', async ({ page }) => {
    await page.goto('/')
    const city = page.getByRole('combobox', { name: 'Ville ou code postal' })
    await city.fill('lyo')
    const option = page.getByRole('listbox', { name: 'Villes proposées' }).getByRole('option', { name: /^Lyon\b/ })
    await expect(option).toBeVisible()
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await option.click()
    await expect(page).toHaveURL(/\/toiletteurs\/lyon$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toiletteurs à Lyon')
    await expect(cards(page).first()).toBeVisible()
  })

  for (const [typed, city, uri] of [
    ['saint-eti', 'Saint-Étienne', 'saint-etienne'],
    ['SAINT ÉTIENNE', 'Saint-Étienne', 'saint-etienne'],
    ['4200', 'Saint-Étienne', 'saint-etienne'],
  ]) {
    test(`searching "${typed}" leads to ${city}, then to a groomer's profile`, async ({ page }) => {
      await page.goto('/')
      await page.getByRole('combobox', { name: 'Ville ou code postal' }).fill(typed)
      await page
        .getByRole('listbox', { name: 'Villes proposées' })
        .getByRole('option', { name: new RegExp(`^${city}`) })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`/toiletteurs/${uri}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Toiletteurs à ${city}`)
      const name = (await cards(page).first().getByRole('heading').first().textContent()) ?? ''
      await cards(page).first().getByRole('link', { name }).first().click()
      await expect(page).toHaveURL(/\/toiletteur\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    })
  }

  // The demo's Paris groomers are in the 3rd, 6th, 16th… arrondissements.
  test('"75003" lists the 3rd arrondissement’s groomers first, each card with its street address', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Ville ou code postal' }).fill('75003')
    await page
      .getByRole('listbox', { name: 'Villes proposées' })
      .getByRole('option', { name: /^Paris/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/toiletteurs\/paris\?cp=75003$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toiletteurs à Paris')
    const summary = page.locator('.directory-head p.muted').first()
    await expect(summary).toContainText('ceux du 75003 d’abord')
    const count = Number(/ceux du 75003 d’abord \((\d+)\)/.exec((await summary.textContent()) ?? '')?.[1])
    expect(count).toBeGreaterThan(0)
    const addresses = await cards(page).locator('.groomer-card-address').allTextContents()
    expect(addresses.slice(0, Math.min(count, addresses.length)).every((text) => text.endsWith('75003 Paris'))).toBe(
      true,
    )
    if (addresses.length > count) expect(addresses[count]).not.toMatch(/75003 Paris$/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test('the city combobox works with the keyboard', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Spécialité (facultatif)').selectOption({ label: 'Toilettage chien' })
    const city = page.getByRole('combobox', { name: 'Ville ou code postal' })
    await city.fill('lyo')
    await expect(page.getByRole('option', { name: /^Lyon\b/ })).toBeVisible()
    await city.press('ArrowDown')
    await expect(city).toHaveAttribute('aria-activedescendant', /.+/)
    await city.press('Escape')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await city.press('ArrowDown')
    await city.press('Enter')
    await expect(page).toHaveURL(/\/toiletteurs\/lyon\/toilettage-chien$/)
  })

  test('the search works without JavaScript for a typed city', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByLabel('Ville ou code postal').fill('Paris')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/toiletteurs\/paris$/)
    await page.goto('/')
    await page.getByLabel('Ville ou code postal').fill('Atlantide')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page.getByText('Aucun toiletteur trouvé pour votre recherche.')).toBeVisible()
    await context.close()
  })

  test('the annuaire lists departments and links to their cities', async ({ page }) => {
    await page.goto('/toiletteurs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annuaire des toiletteurs de France')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0)
    const rhone = page.getByRole('region', { name: /69\s+Rhône/ })
    await expect(rhone).toBeVisible()
    // Exact: other cities of the Rhône (Sainte-Foy-lès-Lyon) hold "Lyon" in their names.
    await rhone.getByRole('link', { name: 'Lyon', exact: true }).click()
    await expect(page).toHaveURL(/\/toiletteurs\/lyon$/)
    await expect(cards(page).first()).toBeVisible()
  })

  test('a city page shows 20 groomers on a computer, 10 on a phone, and page 2 works', async ({ page, isMobile }) => {
    const pageSize = isMobile ? 10 : 20
    await page.goto('/toiletteurs/paris')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toiletteurs à Paris')
    await expect(cards(page)).toHaveCount(pageSize)
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveAttribute('href', /\/toiletteurs\/paris$/)
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type': string; itemListElement: unknown[] }
    expect(jsonLd['@type']).toBe('ItemList')
    expect(jsonLd.itemListElement).toHaveLength(pageSize)
    const firstPage = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    // A plain link: the browser loads page 2 as a document (a router link tapped while the phone hydrated was once lost).
    const documentLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && /[?&]page=2$/.test(request.url()),
    )
    await page.locator('a[rel="next"]').click()
    await documentLoad
    await expect(page).toHaveURL(/\/toiletteurs\/paris\?page=2$/)
    // The link back shows once page 2 is on screen.
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/toiletteurs/paris')
    await expect(cards(page).first()).toBeVisible()
    expect(await cards(page).count()).toBeLessThanOrEqual(pageSize)
    const secondPage = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false)
  })

  test('a slot links to the groomer profile with the motive and the start', async ({ page }) => {
    await page.goto('/toiletteurs/paris')
    const slot = page.locator('article.groomer-card a[data-slot]').first()
    const href = (await slot.getAttribute('href')) ?? ''
    const url = new URL(href, 'http://x')
    expect(url.pathname).toMatch(/^\/toiletteur\/[a-z0-9-]+$/)
    expect(url.searchParams.get('motif')).toMatch(/^\d+$/)
    expect(url.searchParams.get('creneau')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    // Shown as "10:15", named with its day: "mardi 24 novembre, 10 h 15".
    await expect(slot.locator('[aria-hidden="true"]')).toHaveText(/^\d{2}:\d{2}$/)
    await expect(slot).toHaveAccessibleName(/^[a-z]+di \d{1,2} [a-zéû]+, \d{1,2} h( \d{2})?$/)
    await slot.click()
    await expect(page).toHaveURL(
      (target) =>
        target.pathname === url.pathname && target.searchParams.get('creneau') === url.searchParams.get('creneau'),
    )
  })

  test('a city page hands its cards and slots to the browser as data, not as a second copy of their rendered tree', async ({
    page,
  }) => {
    // The RSC payload (self.__next_f chunks) repeats what server components render: the rendered
    // slot links made it 214 KB of a 388 KB page on a computer (decision 0052). Now only their starts.
    const html = await (await page.request.get('/toiletteurs/paris')).text()
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
      .map(([, chunk]) => JSON.parse(chunk) as unknown[])
      .map((chunk) => (typeof chunk[1] === 'string' ? chunk[1] : ''))
      .join('')
    const slots = html.match(/<a [^>]*data-slot=""/g) ?? []
    expect(slots.length).toBeGreaterThan(20)
    expect(payload).toContain('"starts":["')
    expect(payload).not.toContain('creneau=')
    // The whole card too: its formatted texts travel, not its element tree (the tree's class names).
    expect(html).toContain('class="groomer-card-price"')
    expect(payload).toContain('"price":{"amount":"')
    expect(payload).not.toContain('"className":"groomer-card-price"')
  })

  test('a city and speciality page keeps only groomers with that speciality', async ({ page }) => {
    await page.goto('/toiletteurs/paris/toilettage-chat')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toiletteurs à Paris : Toilettage chat')
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index += 1) {
      await expect(cards(page).nth(index).getByRole('list', { name: 'Spécialités' })).toContainText('Toilettage chat')
    }
    await expect(page.getByRole('link', { name: 'Toilettage chat', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  for (const path of [
    '/toiletteurs/atlantide',
    '/toiletteurs/paris/dressage-de-dragons',
    '/toiletteurs/paris/tonte/en-trop',
    '/toiletteurs/paris?page=99',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    })
  }
})
