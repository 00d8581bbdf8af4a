import { expect, test } from '@playwright/test'

import { MAP_TILE_URL } from '../../src/components/directory/mapConfig'

/** A 1×1 transparent PNG: tiles are answered locally, the tests need no internet. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The configured tile template ({s}, {z}, {x}, {y}, {r}…) as a pattern of the tile URLs it yields. */
const TILE_PATTERN = new RegExp(
  `^${MAP_TILE_URL.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{[xyz]\}/g, '-?\\d+')
    .replace(/\{s\}/g, '[a-z0-9-]+')
    .replace(/\{r\}/g, '(@2x)?')
    .replace(/\{[^}]*\}/g, '[^/?&]*')}$`,
)

test('the city map loads Leaflet and its tiles only when asked, with a marker per groomer', async ({ page }) => {
  let tiles = 0
  await page.route(TILE_PATTERN, (route) => {
    tiles += 1
    return route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE })
  })
  await page.goto('/toiletteurs/paris')
  const toggle = page.getByRole('button', { name: /^(Afficher|Masquer) la carte$/ })
  const map = page.getByRole('region', { name: 'Carte des toiletteurs' })
  await expect(toggle).toHaveText('Afficher la carte')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(map).toBeHidden()
  // Nothing of Leaflet yet: no script (it sets window.L), no map, no tile.
  expect(await page.evaluate(() => 'L' in window)).toBe(false)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  expect(tiles).toBe(0)

  // A click before hydration is lost: press again only while the map is still closed.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
    await expect(map).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await expect(toggle).toHaveText('Masquer la carte')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const cards = await page.locator('article.groomer-card').count()
  expect(cards).toBeGreaterThan(0)
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(cards)
  await expect.poll(() => page.evaluate(() => 'L' in window)).toBe(true)
  await expect.poll(() => tiles).toBeGreaterThan(0)

  await map.locator('path.leaflet-interactive').first().click({ force: true })
  await expect(map.locator('.leaflet-popup-content a[href^="/toiletteur/"]')).toBeVisible()

  await toggle.click()
  await expect(map).toBeHidden()
  await expect(toggle).toHaveText('Afficher la carte')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})
