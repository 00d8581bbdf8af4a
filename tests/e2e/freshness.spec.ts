import { expect, test } from '@playwright/test'

const ADMIN = { email: 'admin@example.fr', password: 'demo-admin-2026' }

/**
 * City pages and profiles are cached (Next's page cache and the proxy's front cache); an admin
 * save must show on them within seconds, not after the cache lifetime.
 */
test('an admin renaming a groomer shows on the cached city page and profile within seconds', async ({ page }, testInfo) => {
  // Each project edits its own groomer: the two run side by side.
  const nth = testInfo.project.name === 'phone' ? 3 : 2
  await page.goto('/toiletteurs/paris')
  const href = await page.locator('article.groomer-card').nth(nth).getByRole('link').first().getAttribute('href')
  const uri = /^\/toiletteur\/([a-z0-9-]+)/.exec(href ?? '')?.[1]
  expect(uri).toBeTruthy()
  await page.goto(`/toiletteur/${uri}`)
  await page.goto(`/toiletteur/${uri}`)

  expect((await page.request.post('/api/admins/login', { data: ADMIN })).status()).toBe(200)
  const found = (await (await page.request.get(`/api/users?where[uri][equals]=${uri}&depth=0`)).json()) as { docs: { id: number }[] }
  const firstName = `Fraîcheur${testInfo.project.name === 'phone' ? 'Mobile' : 'Bureau'}`
  const saved = await page.request.patch(`/api/users/${found.docs[0].id}`, { data: { firstName } })
  expect(saved.status()).toBe(200)

  await expect
    .poll(async () => (await page.request.get(`/toiletteur/${uri}`)).text(), { timeout: 10_000 })
    .toContain(firstName)
  await page.goto(`/toiletteur/${uri}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName)
  await expect
    .poll(async () => (await page.request.get('/toiletteurs/paris')).text(), { timeout: 10_000 })
    .toContain(firstName)
})
