import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'
import { signInAttendee } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** Serious and critical WCAG 2 A/AA violations, named with their nodes, so a failure says what to fix. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

async function firstLink(page: Page, from: string, selector: string) {
  await page.goto(from)
  const href = await page.locator(selector).first().getAttribute('href')
  expect(href).toBeTruthy()
  return href as string
}

test.describe('accessibility (axe-core)', () => {
  for (const path of [
    '/',
    '/toiletteurs',
    '/toiletteurs/paris',
    '/guide-des-demarches-aupres-de-votre-toiletteur',
    '/demande-inscription',
  ]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path)
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('a profile, its practice page and an article have no serious or critical violation', async ({ page }) => {
    const profile = await firstLink(page, '/toiletteurs/paris', 'article.groomer-card a[href^="/toiletteur/"]')
    await page.goto(profile)
    expect(await seriousViolations(page)).toEqual([])
    const practice = await firstLink(page, '/toiletteur/camille-martin-paris', 'main a[href^="/etude/"]')
    await page.goto(practice)
    expect(await seriousViolations(page)).toEqual([])
    const article = await firstLink(
      page,
      '/guide-des-demarches-aupres-de-votre-toiletteur',
      'main li a[href^="/guide-des-demarches-aupres-de-votre-toiletteur/"]',
    )
    await page.goto(article)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the booking dialog, the attendee pages and the login with its forgotten password have no serious or critical violation', async ({
    page,
    accounts,
  }) => {
    const attendee = await accounts.attendee()
    await page.goto(`/toiletteur/${(await accounts.groomer()).uri}`)
    await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
    await expect(page.getByRole('dialog').locator('button.slot').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Fermer la prise de rendez-vous' }).click()

    await page.goto('/participant/connexion')
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
    expect(await seriousViolations(page)).toEqual([])
    await signInAttendee(page, attendee)
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/participant/profil')
    expect(await seriousViolations(page)).toEqual([])
  })
})
