import { expect, test } from '@playwright/test'

test('sitemap.xml lists city pages, profiles and articles with absolute URLs', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain(`<loc>${baseURL}/toiletteurs/paris</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/toiletteur/camille-martin-paris</loc>`)
  expect(xml).toMatch(/<loc>[^<]+\/guide-des-demarches-aupres-de-votre-toiletteur\/[a-z0-9-]+<\/loc>/)
})

test('robots.txt closes the admin and points to the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

for (const path of ['/toiletteurs/paris', '/toiletteur/camille-martin-paris', '/cgu']) {
  test(`${path} has a meta description, a canonical URL and Open Graph`, async ({ page, baseURL }) => {
    await page.goto(path)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Mon Toiletteur')
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
  })
}

test('the footer links to the directory, the guide, the signup request and the content pages', async ({ page }) => {
  await page.clock.install()
  await page.goto('/cgu')
  await page.clock.fastForward(3100)
  const links = page.getByRole('navigation', { name: 'Liens du site' })
  for (const [name, href] of [
    ['Annuaire des toiletteurs de France', '/toiletteurs'],
    ['Guide des démarches', '/guide-des-demarches-aupres-de-votre-toiletteur'],
    ['Vous êtes toiletteur ?', '/demande-inscription'],
    ['Mentions légales', '/mentions-legales'],
    ['Politique de confidentialité', '/politique-de-confidentialite'],
  ]) {
    await expect(links.getByRole('link', { name })).toHaveAttribute('href', href)
  }
})
