import sharp from 'sharp'

import type { Media } from '../../src/payload-types'
import { type Accounts, expect, test } from './helpers/accounts'

const GUIDE = '/guide-des-demarches-aupres-de-votre-toiletteur'

/** A photo in the media library, written as an admin's upload is (Local API, the site's upload folder). */
async function photo(
  accounts: Accounts,
  name: string,
  alt: string,
  size: { width: number; height: number },
): Promise<Media> {
  const data = await sharp({ create: { ...size, channels: 3, background: '#e23e7e' } })
    .jpeg()
    .toBuffer()
  return accounts.payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
  })
}

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const block = (type: string, children: unknown[], extra: object = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

/** A published article with a hero image and one inserted in its text, its uri left to the title. */
async function articleWithImages(accounts: Accounts, key: string) {
  const hero = await photo(accounts, `chiot-${key}`, 'Un chiot enveloppé dans une serviette', {
    width: 1600,
    height: 900,
  })
  const inline = await photo(accounts, `peigne-${key}`, 'Le peigne à dents larges', { width: 800, height: 1000 })
  const post = await accounts.payload.create({
    collection: 'posts',
    overrideAccess: true,
    // No uri: the title makes it.
    data: {
      title: `Le premier bain du chiot ${key}`,
      // Other suites open the newest article of the guide and read its description.
      excerpt: 'Préparer son chiot à son premier bain chez le toiletteur.',
      published: true,
      heroImage: hero.id,
      content: {
        root: block('root', [
          block('paragraph', [text('Un premier bain se prépare.')]),
          block('heading', [text('Le matériel')], { tag: 'h2' }),
          {
            type: 'upload',
            version: 3,
            format: '',
            id: `u-${key}`,
            fields: null,
            relationTo: 'media',
            value: inline.id,
          },
          block('list', [block('listitem', [text('Un shampooing doux')], { value: 1 })], {
            listType: 'bullet',
            tag: 'ul',
            start: 1,
          }),
          block('quote', [text('Jamais d’eau dans les oreilles.')]),
        ]),
      },
    } as never,
  })
  return { post, hero, inline }
}

test('an article shows its hero image and the image of its text, with alt, width and height, loaded', async ({
  page,
  accounts,
}, testInfo) => {
  const key = `${testInfo.project.name}-${Date.now().toString(36)}`
  const { post } = await articleWithImages(accounts, key)
  expect(post.uri).toBe(`le-premier-bain-du-chiot-${key}`)

  const response = await page.goto(`${GUIDE}/${post.uri}`)
  expect(response?.status()).toBe(200)
  const article = page.locator('article')
  await expect(article.getByRole('heading', { level: 2, name: 'Le matériel' })).toBeVisible()
  await expect(article.getByRole('listitem').filter({ hasText: 'Un shampooing doux' })).toBeVisible()
  await expect(article.locator('blockquote')).toHaveText('Jamais d’eau dans les oreilles.')
  await expect(article.locator('img')).toHaveCount(2)

  for (const [name, width, height] of [
    ['Un chiot enveloppé dans une serviette', '1600', '900'],
    ['Le peigne à dents larges', '800', '1000'],
  ] as const) {
    const img = article.getByRole('img', { name, exact: true })
    await expect(img).toHaveAttribute('width', width)
    await expect(img).toHaveAttribute('height', height)
    await expect(img).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
    await img.scrollIntoViewIfNeeded()
    // Served by the site (AVIF or WebP), and never wider than the column.
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true)
    const box = await img.boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()!.width)
  }
  // The hero image is the page's image for social networks too.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\/chiot-/)
})

test('the admin shows an article’s images from the host it is opened on, not from SITE_URL', async ({
  page,
  accounts,
  baseURL,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const key = `admin-${testInfo.workerIndex}-${Date.now().toString(36)}`
  const { post } = await articleWithImages(accounts, key)
  const admin = await accounts.admin()
  // The same server under another name than SITE_URL's (127.0.0.1): a second domain, a LAN address.
  const otherHost = (baseURL ?? '').replace('127.0.0.1', 'localhost')
  expect(
    (
      await page.request.post(`${otherHost}/api/admins/login`, {
        data: { email: admin.email, password: admin.password },
      })
    ).status(),
  ).toBe(200)
  await page.goto(`${otherHost}/admin/collections/posts/${post.id}`)
  await expect(page.locator('#field-uri')).toHaveValue(post.uri)

  // The hero image's field, then the image in the text (Payload renders fields once scrolled into view).
  for (const name of [`chiot-${key}`, `peigne-${key}`]) {
    const preview = page.locator(`img[src*="${name}"]`).first()
    await expect(async () => {
      await page.mouse.wheel(0, 300)
      await expect(preview).toBeVisible({ timeout: 1_000 })
    }).toPass()
    expect(await preview.getAttribute('src')).toMatch(new RegExp(`^/api/media/file/${name}-[0-9a-f]{10}`))
    await expect
      .poll(() => preview.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true)
  }
})

test('an article created in the admin with its address left empty gets one from its title, which the admin can change', async ({
  page,
  accounts,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const key = `${testInfo.workerIndex}${Date.now().toString(36)}`
  const admin = await accounts.admin()
  expect(
    (await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
  await page.goto('/admin/collections/posts/create')
  await page.locator('#field-title').fill(`Où trouver un toiletteur à Besançon ${key} ?`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(async () => {
    await page.mouse.wheel(0, 300)
    await expect(editor).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await editor.click()
  await page.keyboard.type('Quelques conseils.')
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  const uri = page.locator('#field-uri')
  await expect(uri).toHaveValue(`ou-trouver-un-toiletteur-a-besancon-${key}`)

  await uri.fill(`toiletteur-besancon-${key}`)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect
    .poll(async () =>
      (
        await accounts.payload.find({ collection: 'posts', overrideAccess: true, where: { title: { contains: key } } })
      ).docs.map((post) => post.uri),
    )
    .toEqual([`toiletteur-besancon-${key}`])
})
