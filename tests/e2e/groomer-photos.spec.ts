import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { groomerCard } from './helpers/directory'
import { followSpaceMenu, signInGroomer } from './helpers/groomerSpace'

// Issue 34 item 2: the salon's and the groomer's work's photos, on their profile and card.
const PHOTO = readFileSync(path.join(process.cwd(), 'public', 'og-image.png'))

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('a groomer adds photos with their descriptions; the first shows on their card, both on their profile', async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  await signInGroomer(page, groomer)
  await followSpaceMenu(page, 'Mes photos')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes photos' })).toBeVisible()
  // The rules are stated before a file is chosen.
  await expect(page.getByText(/12 photos au plus, JPEG, PNG, WebP ou AVIF, 5 Mo au plus chacune/)).toBeVisible()

  // Without a description the photo is refused beside its field.
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: PHOTO })
  await page.getByRole('button', { name: 'Ajouter la photo' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Décrivez la photo en quelques mots' })).toBeVisible()
  await page.getByLabel('Description de la photo').fill('L’accueil du salon')
  await page.getByRole('button', { name: 'Ajouter la photo' }).click()
  await expect(page.getByRole('img', { name: 'L’accueil du salon' })).toBeVisible()

  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'caniche.png', mimeType: 'image/png', buffer: PHOTO })
  await page.getByLabel('Description de la photo').fill('Caniche abricot après sa coupe')
  await page.getByLabel('Galerie').selectOption('portfolio')
  await page.getByRole('button', { name: 'Ajouter la photo' }).click()
  await expect(page.getByRole('img', { name: 'Caniche abricot après sa coupe' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ajouter une photo (2 sur 12)' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // Its profile shows both galleries, in AVIF or WebP at the width shown; its card the first photo.
  await page.goto(`/toiletteur/${groomer.uri}`)
  const photos = page.getByRole('region', { name: 'Photos' })
  await expect(photos.getByRole('heading', { name: 'Le salon' })).toBeVisible()
  await expect(photos.getByRole('heading', { name: 'Réalisations (avant / après)' })).toBeVisible()
  const work = photos.getByRole('img', { name: 'Caniche abricot après sa coupe' })
  await work.scrollIntoViewIfNeeded()
  await expect(work).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
  await expect.poll(() => work.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const og = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(og).toMatch(new RegExp(`/api/media/file/${groomer.uri}-salon-[^/]*-640x\\d+\\.png$`))
  const card = await groomerCard(page, groomer)
  await expect(card.locator('img.dir-avatar')).toHaveAttribute('src', /salon-[^/]*-240x240|_next\/image/)

  // Moved first, the work's photo becomes the card's; removed, it leaves the profile.
  await page.goto('/user/photos')
  await page.getByRole('button', { name: 'Placer « Caniche abricot après sa coupe » avant' }).click()
  await expect(
    page
      .getByRole('list', { name: /Mes photos/ })
      .getByRole('listitem')
      .first(),
  ).toContainText('Caniche abricot')
  page.once('dialog', (dialog) => dialog.accept())
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Caniche abricot' })
    .getByRole('button', { name: 'Supprimer' })
    .click()
  await expect(page.getByRole('img', { name: 'Caniche abricot après sa coupe' })).toHaveCount(0)
  await page.goto(`/toiletteur/${groomer.uri}`)
  await expect(page.getByRole('img', { name: 'Caniche abricot après sa coupe' })).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'L’accueil du salon' })).toBeVisible()
})
