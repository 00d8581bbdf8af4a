import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'

import type { Accounts, TestAdmin } from './accounts'

type Person = { email: string; password: string }

/** Signs the request context in as `admin` on Payload's REST API (its cookie is kept for the next calls). */
export async function signInAdminApi(request: APIRequestContext, admin: TestAdmin) {
  expect(
    (await request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
}

/** Signs in on `loginPath` as a person of this test only, and lands on `landing`. */
async function signIn(page: Page, loginPath: string, who: Person, landing: RegExp) {
  await page.goto(loginPath)
  await page.getByLabel('E-mail', { exact: true }).fill(who.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/v1\/(login|auth\/attendee\/login)$/.test(new URL(response.url()).pathname),
  )
  // The button is enabled once the form is hydrated: the click waits for it, as a person would.
  await page.getByRole('button', { name: /connecter/i }).click()
  const response = await answered
  expect(response.status()).toBe(200)
  // How long the sign-in took under the suite's load (`npm test` sums these up); the timing is
  // complete once the answer's body is in.
  await response.finished()
  const timing = response.request().timing()
  test
    .info()
    .annotations.push({ type: 'login-ms', description: String(Math.round(timing.responseEnd - timing.requestStart)) })
  await expect(page).toHaveURL(landing)
}

export const signInGroomer = (page: Page, who: Person) => signIn(page, '/user/connexion', who, /\/user\/dashboard/)
export const signInAttendee = (page: Page, who: Person) =>
  signIn(page, '/participant/connexion', who, /\/participant\/mes-rdvs/)

/**
 * Follows the space menu's link `name`. On a phone the menu opens first; before hydration the toggle
 * reads « Ouvrir le menu » on every screen, so it is pressed only while the link stays hidden.
 */
export async function followSpaceMenu(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true }).first()
  await expect(async () => {
    if (!(await link.isVisible())) await page.getByRole('button', { name: /menu/ }).first().click({ timeout: 1_000 })
    await expect(link).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await link.click()
}

/** A fresh browser context (own cookies) on the run's site, with its first page. */
export async function freshPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: testInfo.project.use.baseURL ?? '' }])
  return { context, page: await context.newPage() }
}

/**
 * The attendee (verified phone) books the groomer's first free slot `weeksAhead` weeks from now
 * through the profile's booking dialog. Returns the reference.
 */
export async function attendeeBooks(
  page: Page,
  attendee: Person,
  groomer: { uri: string },
  weeksAhead: number,
  petName: string,
): Promise<string> {
  await signInAttendee(page, attendee)
  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
  const dialog = page.getByRole('dialog')
  const firstDay = dialog.locator('fieldset.booking-day legend').first()
  for (let week = 0; week < weeksAhead; week++) {
    const shown = (await firstDay.textContent()) ?? ''
    await dialog.getByRole('button', { name: 'Semaine suivante' }).click()
    // The next week is loaded once its first day differs.
    await expect(firstDay).not.toHaveText(shown)
  }
  await dialog.locator('button.slot').first().click()
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
  await dialog.getByLabel('Nom de l’animal').fill(petName)
  await dialog.getByLabel('Espèce').selectOption('dog')
  await dialog.getByLabel('Gabarit').selectOption('small')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(page.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
  const reference = (await page.locator('.booking-dialog strong').filter({ hasText: /^RDV-/ }).textContent()) ?? ''
  expect(reference).toMatch(/^RDV-/)
  return reference
}

/** The confirmation e-mail of `reference` sent to the attendee, with its .ics (polled: sent after the answer). */
export async function expectConfirmationWithIcs(accounts: Accounts, to: string, reference: string) {
  const icsOf = async () =>
    (await accounts.outbox(to))
      .filter((mail) => mail.subject.startsWith('Rendez-vous confirmé le '))
      .flatMap((mail) => mail.meta?.attachments ?? [])
      .find(
        (attachment) => attachment.filename === 'rendez-vous.ics' && attachment.content.includes(`UID:${reference}@`),
      )
  await expect.poll(async () => Boolean(await icsOf())).toBe(true)
  const ics = await icsOf()
  expect(ics?.content).toContain('BEGIN:VEVENT')
}
