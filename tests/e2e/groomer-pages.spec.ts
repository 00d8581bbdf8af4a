import { expect, test } from '@playwright/test'

test.describe('groomer profile', () => {
  test('shows the profile, motives, opening hours and lets the visitor pick a slot', async ({ page }) => {
    await page.goto('/toiletteur/camille-martin-paris')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camille Martin')
    await expect(page.getByRole('heading', { name: 'Prestations et tarifs' })).toBeVisible()
    await expect(page.getByText('Mardi', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Les Toiletteurs du Marais' })).toHaveAttribute(
      'href',
      '/etude/les-toiletteurs-du-marais',
    )

    const slots = page.getByRole('list', { name: 'Prochaines disponibilités' }).locator('a.slot')
    await expect(slots.first()).toBeVisible()
    const time = (await slots.first().locator('[aria-hidden="true"]').textContent())?.trim() ?? ''
    await slots.first().click()
    await expect(page).toHaveURL(/creneau=/)
    // The chosen slot opens the booking dialog at once; closed, the choice stays on the page.
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(/Créneau choisi/)).toContainText(`à ${time}`)
    await dialog.getByRole('button', { name: 'Fermer la prise de rendez-vous' }).click()
    await expect(dialog).toBeHidden()
    const choice = page.locator('#reservation')
    await expect(choice.getByText(new RegExp(`à ${time}`))).toBeVisible()
    await expect(choice.getByRole('button', { name: 'Prendre rendez-vous' })).toBeVisible()

    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'LocalBusiness', name: 'Camille Martin' })
  })

  test('choosing another motive shows its availabilities', async ({ page }) => {
    await page.goto('/toiletteur/camille-martin-paris')
    const motives = page.getByRole('list', { name: 'Prestations et tarifs' }).getByRole('link')
    const second = motives.nth(1)
    const title = (await second.locator('span').first().textContent())?.trim() ?? ''
    await second.click()
    await expect(page.getByRole('heading', { name: `Disponibilités pour « ${title} »` })).toBeVisible()
  })

  test('a slot that is not offered is ignored', async ({ page }) => {
    await page.goto('/toiletteur/camille-martin-paris?creneau=2020-01-01T10:00:00%2B01:00&motif=abc')
    await expect(page.getByText(/Choisissez un créneau ci-dessous/)).toBeVisible()
  })

  test('a groomer without online booking shows their phone', async ({ page, request }) => {
    const found = (await (
      await request.get('/api/users?where[onlineBooking][equals]=false&limit=1&depth=0')
    ).json()) as { docs: { uri: string }[] }
    const uri = found.docs[0]?.uri
    expect(uri).toBeTruthy()
    await page.goto(`/toiletteur/${uri}`)
    await expect(page.getByRole('heading', { name: 'Rendez-vous par téléphone' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Appeler le/ })).toHaveAttribute('href', /^tel:/)
  })

  test('an unknown groomer is the 404 page', async ({ page }) => {
    const response = await page.goto('/toiletteur/personne-inconnue')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })
})

test.describe('practice page', () => {
  test('lists its groomers and filters by speciality', async ({ page }) => {
    await page.goto('/etude/les-toiletteurs-du-marais')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les Toiletteurs du Marais')
    await expect(page.getByRole('link', { name: 'Camille Martin' })).toBeVisible()
    const filters = page.getByRole('navigation', { name: 'Filtrer par spécialité' }).getByRole('link')
    const filter = filters.nth(1)
    const name = (await filter.textContent())?.trim() ?? ''
    await filter.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Les Toiletteurs du Marais · ${name}`)
  })

  for (const path of [
    '/etude/inconnue',
    '/etude/les-toiletteurs-du-marais/specialite-inconnue',
    '/etude/les-toiletteurs-du-marais/a/b',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
    })
  }
})
