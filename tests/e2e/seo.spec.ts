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

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`

test('the web manifest is served, in French and the theme pink, with icons of the sizes it states', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('manifest+json')
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    lang: string
    start_url: string
    display: string
    theme_color: string
    icons: { src: string; sizes: string; type: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    short_name: 'Mon Toiletteur',
    lang: 'fr',
    start_url: '/',
    display: 'standalone',
    theme_color: '#c2185b',
  })
  expect(manifest.name).toContain('réservez en ligne')
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src)
    expect(file.status(), icon.src).toBe(200)
    expect(file.headers()['content-type']).toBe(icon.type)
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes)
  }
})

test('favicon.ico and the apple-touch-icon are served and linked', async ({ page, request }) => {
  await page.goto('/toiletteurs/paris')
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  // An ICO file: reserved 0, type 1, at least one image.
  const header = await ico.body()
  expect([header.readUInt16LE(0), header.readUInt16LE(2), header.readUInt16LE(4) > 0]).toEqual([0, 1, true])
  const apple = await request.get('/apple-touch-icon.png')
  expect(apple.status()).toBe(200)
  expect(pngSize(await apple.body())).toBe('180x180')
})

for (const path of ['/', '/toiletteurs', '/toiletteurs/paris', '/toiletteur/camille-martin-paris', '/cgu']) {
  test(`${path} has an og:image that can be fetched`, async ({ page, request, baseURL }) => {
    await page.goto(path)
    const image = page.locator('meta[property="og:image"]')
    await expect(image).toHaveCount(1)
    const url = (await image.getAttribute('content')) ?? ''
    expect(url.startsWith(`${baseURL}/`)).toBe(true)
    const response = await request.get(url)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  })
}
