import { expect, test } from './helpers/accounts'
import { signInAdminApi } from './helpers/groomerSpace'

/**
 * City pages and profiles are cached (Next's page cache and the proxy's front cache); an admin
 * save must show on them within seconds, not after the cache lifetime.
 */
test('an admin renaming a groomer shows on the cached city page and profile within seconds', async ({
  page,
  accounts,
}, testInfo) => {
  const groomer = await accounts.groomer({ firstName: 'Avant' })
  // Seen twice: the city page and the profile are now in both caches.
  for (let views = 0; views < 2; views++) {
    await page.goto(`/toiletteurs/${groomer.cityUri}`)
    await expect(page.locator(`article.groomer-card a[href="/toiletteur/${groomer.uri}"]`).first()).toBeVisible()
    await page.goto(`/toiletteur/${groomer.uri}`)
  }

  await signInAdminApi(page.request, await accounts.admin())
  const firstName = `Fraîcheur${testInfo.project.name === 'phone' ? 'Mobile' : 'Bureau'}`
  const saved = await page.request.patch(`/api/users/${groomer.id}`, { data: { firstName } })
  expect(saved.status()).toBe(200)

  await expect.poll(async () => (await page.request.get(`/toiletteur/${groomer.uri}`)).text()).toContain(firstName)
  await page.goto(`/toiletteur/${groomer.uri}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName)
  await expect.poll(async () => (await page.request.get(`/toiletteurs/${groomer.cityUri}`)).text()).toContain(firstName)
})
