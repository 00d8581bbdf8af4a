import { expect, test } from '@playwright/test'

/** A 1×1 transparent PNG: tiles are answered locally, the tests need no internet. */
const EMPTY_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

test('the city map loads Leaflet and its tiles only when asked, with a marker per groomer', async ({ page }) => {
  let tiles = 0
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles += 1
    return route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE })
  })
  await page.goto('/toiletteurs/paris')
  const toggle = page.getByRole('button', { name: 'Afficher la carte' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  expect(tiles).toBe(0)

  await toggle.click()
  const map = page.getByRole('region', { name: 'Carte des toiletteurs' })
  await expect(map).toBeVisible()
  await expect(page.getByRole('button', { name: 'Masquer la carte' })).toHaveAttribute('aria-expanded', 'true')
  const cards = await page.locator('article.groomer-card').count()
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(cards)
  await expect.poll(() => tiles).toBeGreaterThan(0)

  await map.locator('path.leaflet-interactive').first().click({ force: true })
  await expect(map.locator('.leaflet-popup-content a[href^="/toiletteur/"]')).toBeVisible()

  await page.getByRole('button', { name: 'Masquer la carte' }).click()
  await expect(map).toBeHidden()
})
