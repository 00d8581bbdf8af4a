import { expect, type APIRequestContext, type APIResponse, type Browser, type Page, type TestInfo } from '@playwright/test'

export const ADMIN = { email: 'admin@example.fr', password: 'demo-admin-2026' }
export const GROOMER = { email: 'toiletteur@example.fr', password: 'demo-toiletteur-2026', name: 'Camille Martin', uri: 'camille-martin-paris' }
export const ATTENDEE = { email: 'client@example.fr', password: 'demo-client-2026' }

export type OutboxMail = { subject: string; text: string; html: string; meta?: { attachments?: { filename: string; content: string }[] } }

/**
 * Sends one call of Payload's REST API as the demo admin. Workers signing the demo admin in at the
 * same moment can lose one of the two sessions (Payload rewrites the session list as a whole):
 * a 401 or 403 then means "sign in again", at most three times.
 */
export async function asAdmin(request: APIRequestContext, call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    expect((await request.post('/api/admins/login', { data: ADMIN })).status()).toBe(200)
    const response = await call()
    if ((response.status() === 401 || response.status() === 403) && attempt < 3) continue
    return response
  }
}

/** What the outbox holds for `to` (read as the demo admin, as in /admin). */
export async function outbox(request: APIRequestContext, to: string, channel: 'sms' | 'email' = 'email'): Promise<OutboxMail[]> {
  expect((await request.post('/api/admins/login', { data: ADMIN })).status()).toBe(200)
  const query = new URLSearchParams({ 'where[to][contains]': to, 'where[channel][equals]': channel, sort: '-createdAt', limit: '30', depth: '0' })
  const response = await request.get(`/api/outbox?${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: OutboxMail[] }).docs
}

/**
 * Signs in on `loginPath` and lands on `landing`. Tests running in parallel sign the same demo
 * account in at the same moment, and Payload rewrites the account's session list as a whole, so
 * one of two simultaneous sessions can be lost: then the space sends us back to its login page
 * and we sign in again (at most three times).
 */
async function signIn(page: Page, loginPath: string, who: { email: string; password: string }, landing: RegExp) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(loginPath)
    await page.getByLabel('E-mail', { exact: true }).fill(who.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
    await page.getByRole('button', { name: /connecter/i }).click()
    await expect(page).toHaveURL(new RegExp(`${landing.source}|connexion\\?redirect=`))
    await page.waitForLoadState('networkidle')
    if (landing.test(page.url()) || attempt === 3) break
  }
  await expect(page).toHaveURL(landing)
}

/** Signs `page` in on /user/connexion as `who` (the demo groomer by default). */
export const signInGroomer = (page: Page, who = GROOMER) => signIn(page, '/user/connexion', who, /\/user\/dashboard/)

/** A fresh browser context (own cookies) on the run's site, with its first page. */
export async function freshPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: testInfo.project.use.baseURL ?? '' }])
  return { context, page: await context.newPage() }
}

/**
 * The demo attendee (verified phone) books the demo groomer's first free slot `weeksAhead` weeks
 * from now (one week per test and project, so parallel runs never want the same slot). Returns the reference.
 */
export async function demoAttendeeBooks(page: Page, weeksAhead: number, petName: string): Promise<string> {
  await signIn(page, '/participant/connexion', ATTENDEE, /\/participant\/mes-rdvs/)
  await page.goto(`/toiletteur/${GROOMER.uri}`)
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
export async function expectConfirmationWithIcs(request: APIRequestContext, to: string, reference: string) {
  const icsOf = async () =>
    (await outbox(request, to))
      .filter((mail) => mail.subject.startsWith('Rendez-vous confirmé le '))
      .flatMap((mail) => mail.meta?.attachments ?? [])
      .find((attachment) => attachment.filename === 'rendez-vous.ics' && attachment.content.includes(`UID:${reference}@`))
  await expect.poll(async () => Boolean(await icsOf()), { timeout: 15_000 }).toBe(true)
  const ics = await icsOf()
  expect(ics?.content).toContain('BEGIN:VEVENT')
}
