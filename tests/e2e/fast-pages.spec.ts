import { request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'

import { expect, test } from './helpers/accounts'

const YEAR = 'max-age=31536000'

test('a groomer photo is served for a year (immutable name), and pages show it as AVIF or WebP in a srcset', async ({
  accounts,
  page,
  baseURL,
}) => {
  const groomer = await accounts.groomer()
  const signing = await playwrightRequest.newContext({ baseURL })
  const login = await signing.post('/api/v1/login', {
    data: { user: { username: groomer.email, password: groomer.password } },
  })
  const { token } = (await login.json()) as { token: string }
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c2185b' } })
    .jpeg()
    .toBuffer()
  const upload = await signing.post(`/api/v1/users/${groomer.id}/picture`, {
    headers: { authorization: `Bearer ${token}`, origin: baseURL ?? '' },
    multipart: { file: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo } },
  })
  expect(upload.status()).toBe(201)
  const { picture } = (await upload.json()) as { picture: { url: string } }
  await signing.dispose()

  // The file's name carries a hash of its content (the same photo sent twice gets "-1"): its URL can be cached for good.
  // A path of the site (whatever host it is reached on), not an address built from SITE_URL.
  expect(picture.url).toMatch(/^\/api\/media\/file\/portrait-[0-9a-f]{10}(-\d+)?\.jpg$/)
  const original = await page.request.get(picture.url)
  expect(original.status()).toBe(200)
  expect(original.headers()['cache-control']).toBe(`public, ${YEAR}, immutable`)

  // The profile shows the photo through next/image: a srcset of optimized copies, and it is the page's og:image.
  await expect(async () => {
    await page.goto(`/toiletteur/${groomer.uri}`)
    await expect(page.getByRole('img', { name: /^Photo de / })).toHaveCount(1, { timeout: 1_000 })
  }).toPass()
  const avatar = page.getByRole('img', { name: /^Photo de / })
  const srcset = (await avatar.getAttribute('srcset')) ?? ''
  expect(srcset).toMatch(
    /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fportrait-[0-9a-f]{10}[^ ]*\.jpg&w=\d+&q=\d+ 1x, \S+ 2x/,
  )
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const og = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
  expect(og).toMatch(new RegExp(`^${baseURL}/api/media/file/portrait-[0-9a-f]{10}`))

  const variant = srcset.split(', ')[0].split(' ')[0]
  for (const [accept, type] of [
    ['image/avif,image/webp,image/*', 'image/avif'],
    ['image/webp,image/*', 'image/webp'],
  ]) {
    const optimized = await page.request.get(variant, { headers: { accept } })
    expect(optimized.status()).toBe(200)
    expect(optimized.headers()['content-type']).toBe(type)
    expect(optimized.headers()['cache-control']).toContain(YEAR)
    expect((await optimized.body()).length).toBeLessThan(photo.length)
  }
})

test('the directory prefetches no city page, and a city page only a few profiles', async ({ page }) => {
  const prefetches: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] || new URL(request.url()).searchParams.has('_rsc'))
      prefetches.push(request.url())
  })
  await page.goto('/toiletteurs')
  // Every city link scrolls by: viewport prefetching would fetch each of them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_500)
  expect(prefetches.filter((url) => new URL(url).pathname.startsWith('/toiletteurs/'))).toEqual([])
  expect(prefetches.length).toBeLessThanOrEqual(1)

  prefetches.length = 0
  await page.goto('/toiletteurs/paris')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_500)
  // The groomers' names on screen may be prefetched; no speciality, pagination or breadcrumb page.
  expect(
    prefetches.every((url) => new URL(url).pathname.startsWith('/toiletteur/')),
    prefetches.join('\n'),
  ).toBe(true)
  expect(prefetches.length).toBeLessThanOrEqual(8)
})
