import { expect, type Page, test } from '@playwright/test'

// The centre of Lyon: the demo's Lyon and Villeurbanne groomers are the nearest.
const LYON = { latitude: 45.764, longitude: 4.8357 }

const cards = (page: Page) => page.locator('article.groomer-card')

/** Each card's distance in metres, from its « à 850 m » / « à 1,2 km ». */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator('.groomer-card-distance').allTextContents()
  return texts.map((text) => {
    const [, value, unit] = /^à ([\d,]+) (m|km)$/.exec(text.replace(/\u202f|\u00a0/g, ' ')) ?? []
    return Number(value?.replace(',', '.')) * (unit === 'km' ? 1000 : 1)
  })
}

/** Taps « Autour de moi » until the page has a position (a tap before hydration only opens /autour-de-moi). */
async function tapNearMe(page: Page) {
  await expect(async () => {
    await page
      .getByRole('link', { name: /Autour de moi/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/autour-de-moi\?lat=/, { timeout: 3_000 })
  }).toPass()
}

test.describe('near me', () => {
  test.use({ geolocation: LYON, permissions: ['geolocation'] })

  test('« Autour de moi » lists the nearest groomers first, each with its distance and address', async ({ page }) => {
    await page.goto('/')
    await tapNearMe(page)
    // The position travels rounded to about 100 m.
    await expect(page).toHaveURL(/\/autour-de-moi\?lat=45\.764&lng=4\.836$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toiletteurs autour de moi')
    await expect(page.getByRole('status').filter({ hasText: /toiletteurs? à moins de 10 km/ })).toBeVisible()
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(1)
    const metres = await distances(page)
    expect(metres).toHaveLength(count)
    expect(metres.every((m) => m > 0 && m <= 10_000)).toBe(true)
    expect(metres).toEqual([...metres].sort((a, b) => a - b))
    // The demo places its Lyon groomers within 2 km of the centre, with a street address.
    expect(metres[0]).toBeLessThan(2_000)
    await expect(cards(page).first().locator('.groomer-card-address')).toContainText(/Lyon|Villeurbanne/)
    // No page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    )
  })

  test('the filters and the radius narrow or widen the list, and the chosen one is marked', async ({ page }) => {
    await page.goto('/autour-de-moi?lat=45.764&lng=4.836')
    const all = await cards(page).count()
    await page.getByRole('navigation', { name: 'Distance maximale' }).getByRole('link', { name: '50 km' }).click()
    await expect(page).toHaveURL(/rayon=50/)
    await expect(
      page.getByRole('navigation', { name: 'Distance maximale' }).getByRole('link', { name: '50 km' }),
    ).toHaveAttribute('aria-current', 'page')
    expect(await cards(page).count()).toBeGreaterThanOrEqual(all)
    await page
      .getByRole('navigation', { name: 'Filtrer les toiletteurs' })
      .getByRole('link', { name: 'Disponible aujourd’hui' })
      .click()
    await expect(page).toHaveURL(/rayon=50&filtre=aujourdhui/)
    await expect(
      page
        .getByRole('navigation', { name: 'Filtrer les toiletteurs' })
        .getByRole('link', { name: 'Disponible aujourd’hui' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('status').filter({ hasText: /km/ })).toBeVisible()
    // Each card left has a slot today, or the list says none and offers to look further.
    const left = await cards(page).count()
    if (left === 0) await expect(page.getByRole('heading', { name: 'Élargissez la recherche' })).toBeVisible()
  })

  test('far from every groomer, the page says so and offers 50 km', async ({ page }) => {
    await page.goto('/autour-de-moi?lat=46.781&lng=-56.176')
    await expect(page.getByRole('status')).toHaveText('Aucun toiletteur à moins de 10 km.')
    await page.getByRole('link', { name: 'Voir les toiletteurs jusqu’à 50 km' }).click()
    await expect(page).toHaveURL(/rayon=50/)
  })
})

test.describe('near me, position refused', () => {
  test.use({ permissions: [] })

  test('a refusal is explained, with the city search instead', async ({ page }) => {
    await page.goto('/autour-de-moi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toiletteurs autour de moi')
    await expect(async () => {
      await page
        .getByRole('link', { name: /Autour de moi/ })
        .first()
        .click()
      await expect(page.getByRole('alert').filter({ hasText: 'Localisation refusée' })).toBeVisible({ timeout: 3_000 })
    }).toPass()
    await expect(page.getByRole('link', { name: 'Rechercher par ville ou code postal' })).toBeVisible()
  })
})
