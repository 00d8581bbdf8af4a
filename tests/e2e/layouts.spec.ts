import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

test.describe('public layout', () => {
  test('the footer appears after 3 s and the cookie card after 10 s', async ({ page }) => {
    await page.clock.install()
    await page.goto('/user/connexion')
    const footer = page.getByRole('contentinfo')
    const card = page.getByRole('dialog', { name: 'Cookies' })
    await expect(footer).toHaveCount(0)
    await page.clock.fastForward(3100)
    await expect(footer).toBeVisible()
    await expect(card).toHaveCount(0)
    await page.clock.fastForward(7000)
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: 'Refuser' }).click()
    await expect(card).toHaveCount(0)
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')
    expect(consent?.value).toBe('denied')
  })

  test('the cookie card does not come back once answered', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'granted', url: baseURL ?? '' }])
    await page.clock.install()
    await page.goto('/participant/connexion')
    await page.clock.fastForward(11_000)
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0)
  })

  test('analytics consent starts denied', async ({ page }) => {
    await page.goto('/')
    const consent = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer[0]),
    )
    expect(consent).toContain('"analytics_storage":"denied"')
  })

  test('the header is hidden on the home page and shown elsewhere', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0)
    await expect(page.getByText('29 € HT')).toBeVisible()
    await page.goto('/user/connexion')
    await expect(page.locator('header.site-header')).toBeVisible()
  })

  test('on a phone the header’s links fold behind a menu button (disclosure, Escape closes it)', async ({
    page,
  }, testInfo) => {
    await page.goto('/user/connexion')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    const menu = page.getByRole('button', { name: 'Menu' })
    if (testInfo.project.name !== 'phone') {
      await expect(nav).toBeVisible()
      return await expect(menu).toBeHidden()
    }
    await expect(nav).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    const close = page.getByRole('button', { name: 'Fermer le menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Mes rendez-vous' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menu).toBeFocused()
    // The header stays one line high when closed.
    expect((await page.locator('header.site-header').boundingBox())?.height ?? 999).toBeLessThanOrEqual(80)
  })

  test('the first load fetches specialities and schema rating, then the auth check of the URL’s role', async ({
    page,
  }) => {
    const seen: string[] = []
    page.on('request', (request) => seen.push(new URL(request.url()).pathname))
    await page.goto('/participant/connexion')
    await expect
      .poll(() => seen)
      .toEqual(
        expect.arrayContaining(['/api/v1/specialities', '/api/v1/schema-rating', '/api/v1/auth/attendee/check-logged']),
      )
  })
})

test('the groomer space has a collapsible side menu with the future-events badge', async ({
  page,
  isMobile,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  await accounts.appointment(groomer, attendee, { status: 'pending', daysFromNow: 3 })
  await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 10 })
  await signInGroomer(page, groomer)
  await page.goto('/user/events')
  const toggle = page.getByRole('button', { name: /menu/ })
  const menuLink = page.getByRole('link', { name: /Tableau de bord/ })
  if (isMobile) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menuLink).toBeVisible()
  // The badge counts the future appointments /user/events lists: the two of this groomer.
  await expect(page.getByRole('region', { name: /^En attente de validation/ }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('region', { name: /^À venir/ }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /Mes rendez-vous/ }).locator('.badge')).toHaveText('2')
  await toggle.click()
  await expect(menuLink).toBeHidden()
})
