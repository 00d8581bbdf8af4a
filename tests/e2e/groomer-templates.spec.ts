import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const ADMIN = { email: 'admin@example.fr', password: 'demo-admin-2026' }
const GROOMER = { email: 'toiletteur@example.fr', password: 'demo-toiletteur-2026', uri: 'camille-martin-paris' }
const ATTENDEE = { email: 'client@example.fr', password: 'demo-client-2026', firstName: 'Julie' }

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/**
 * Signs the demo groomer in. Payload rewrites a person's whole session list on each login, so a
 * login of the same account at the same instant (another test) can drop this session: try again then.
 */
async function signInGroomer(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.goto('/user/connexion')
    await page.getByLabel('E-mail').fill(GROOMER.email)
    await page.getByLabel('Mot de passe').fill(GROOMER.password)
    await page.getByRole('button', { name: /connecter/i }).click()
    try {
      await expect(page).toHaveURL(/\/user\/dashboard/, { timeout: 10_000 })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/** The demo attendee books a late slot some weeks ahead through the API: a pending appointment of the demo groomer. */
async function pendingAppointment(request: APIRequestContext, weeksAhead: number): Promise<string> {
  const login = await request.post('/api/v1/auth/attendee/login', { data: { email: ATTENDEE.email, password: ATTENDEE.password } })
  expect(login.status()).toBe(200)
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  const groomers = (await (await request.get(`/api/users?where[uri][equals]=${GROOMER.uri}&depth=0`)).json()) as { docs: { id: number }[] }
  const groomerId = groomers.docs[0]?.id
  const motives = (await (await request.get(`/api/motives?where[groomer][equals]=${groomerId}&where[bookableOnline][equals]=true&depth=0`)).json()) as { docs: { id: number }[] }
  const motive = motives.docs[0]?.id
  const from = new Date(Date.now() + weeksAhead * 7 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + (weeksAhead * 7 + 6) * 86_400_000).toISOString().slice(0, 10)
  const { days } = (await (await request.get(`/api/v1/users/${groomerId}/slots?motive=${motive}&from=${from}&to=${to}`)).json()) as { days: { slots: { start: string }[] }[] }
  // The last slots of the week: other tests book the first ones.
  const starts = days.flatMap((day) => day.slots.map((slot) => slot.start)).reverse()
  for (const start of starts.slice(0, 10)) {
    const booking = await request.post(`/api/v1/attendees/${user.id}/create-event`, {
      headers: { authorization: `Bearer ${token}` },
      data: { groomer: groomerId, motive, start, pet: { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' }, note: 'e2e modèles' },
    })
    if (booking.status() === 201) return ((await booking.json()) as { appointment: { reference: string } }).appointment.reference
  }
  throw new Error('Aucun créneau libre pour le test des modèles')
}

/** The e-mails the outbox holds for `to` (read as the demo admin, as in /admin). */
async function outbox(request: APIRequestContext, to: string) {
  expect((await request.post('/api/admins/login', { data: ADMIN })).status()).toBe(200)
  const query = new URLSearchParams({ 'where[to][contains]': to, 'where[channel][equals]': 'email', sort: '-createdAt', limit: '20', depth: '0' })
  const response = await request.get(`/api/outbox?${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { subject: string; text: string; html: string; meta?: { attachments?: { filename: string }[] } }[] }).docs
}

test('editing the confirmation e-mail changes the next e-mail sent', async ({ page, request }, testInfo) => {
  // One project only: both would edit the same demo groomer's confirmation template at once.
  test.skip(testInfo.project.name !== 'desktop', 'the phone project checks the SMS editor')
  test.setTimeout(90_000)
  const marker = `E2E-${Date.now()}`
  const reference = await pendingAppointment(request, 7)
  await signInGroomer(page)

  await page.goto('/user/modeles')
  await expect(page.getByRole('tab', { name: 'E-mails' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('confirmation')
  const form = page.getByRole('form', { name: 'Modèle E-mail : Confirmation' })
  const save = form.getByRole('button', { name: 'Enregistrer le modèle' })
  await expect(save).toBeEnabled()
  // Still starting "Rendez-vous confirmé le": other tests look for that subject.
  await form.getByLabel('Objet de l’e-mail').fill(`Rendez-vous confirmé le {date} · ${marker}`)
  const body = form.getByLabel('Texte de l’e-mail')
  await body.fill('Bonjour , votre toiletteur vous attend.')
  // A click inserts the variable at the cursor (after "Bonjour ").
  await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(8, 8))
  await form.getByRole('button', { name: /^Insérer \{prenom\}/ }).click()
  await expect(body).toHaveValue('Bonjour {prenom}, votre toiletteur vous attend.')
  await expect(form.getByTestId('preview-body')).toHaveText('Bonjour Chloé, votre toiletteur vous attend.')
  await expect(form.getByTestId('preview-subject')).toContainText(`Rendez-vous confirmé le mardi 1 décembre 2026 · ${marker}`)
  await save.click()
  await expect(form.getByRole('status')).toHaveText('Modèle enregistré : il sera utilisé pour les prochains envois.')
  await expect(form.getByText('Votre modèle', { exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('modeles-email-desktop.png'), fullPage: true })

  try {
    // The groomer validates the pending appointment from the dashboard.
    await page.goto('/user/dashboard')
    const item = page.getByRole('region', { name: /Demandes à valider/ }).getByRole('listitem').filter({ hasText: reference })
    await expect(item.getByRole('button', { name: 'Valider' })).toBeEnabled()
    await item.getByRole('button', { name: 'Valider' }).click()
    await expect(item).toHaveCount(0, { timeout: 15_000 })

    await expect.poll(async () => (await outbox(request, ATTENDEE.email)).map((mail) => mail.subject)).toContainEqual(expect.stringContaining(marker))
    const mail = (await outbox(request, ATTENDEE.email)).find((candidate) => candidate.subject.includes(marker))
    expect(mail?.subject).toMatch(new RegExp(`^Rendez-vous confirmé le \\S+ \\d{1,2} \\S+ \\d{4} · ${marker}$`))
    expect(mail?.text).toContain(`Bonjour ${ATTENDEE.firstName}, votre toiletteur vous attend.`)
    expect(mail?.text).toContain(reference)
    expect(mail?.meta?.attachments?.map((attachment) => attachment.filename)).toEqual(['rendez-vous.ics'])
  } finally {
    // Back to the default wording, for the other tests of this run.
    await page.goto('/user/modeles')
    const again = page.getByRole('form', { name: 'Modèle E-mail : Confirmation' })
    await expect(again.getByRole('button', { name: 'Rétablir le modèle par défaut' })).toBeEnabled()
    await again.getByRole('button', { name: 'Rétablir le modèle par défaut' }).click()
    await expect(again.getByRole('status')).toHaveText('Modèle par défaut rétabli.')
    await expect(again.getByLabel('Objet de l’e-mail')).toHaveValue('Rendez-vous confirmé le {date} à {heure}')
    await expect(again.getByText('Texte par défaut', { exact: true })).toBeVisible()
  }
})

test('on a phone: the SMS reminder shows its count, refuses an unknown variable, is saved and reset', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop project checks the e-mail sent')
  await signInGroomer(page)
  await page.goto('/user/modeles')
  await page.getByRole('tab', { name: 'Messages (SMS / messagerie)' }).click()
  await page.getByLabel('Message', { exact: true }).selectOption('reminder')
  await page.getByLabel('SMS', { exact: true }).check()
  const form = page.getByRole('form', { name: 'Modèle SMS : Rappel la veille' })
  const text = form.getByLabel('Texte du message')
  await expect(form.getByRole('button', { name: 'Enregistrer le modèle' })).toBeEnabled()

  await text.fill('a'.repeat(160))
  await expect(form.getByText('160 caractères · 1 SMS (160 caractères par SMS)')).toBeVisible()
  await text.fill('a'.repeat(161))
  await expect(form.getByText('161 caractères · 2 SMS (153 caractères par SMS)')).toBeVisible()
  await text.fill('Rappel : ça se passe demain {jour}')
  await form.getByRole('button', { name: 'Enregistrer le modèle' }).click()
  await expect(form.getByRole('alert')).toHaveText('Variable inconnue : {jour}. Utilisez une variable de la liste.')
  await expect(text).toHaveAttribute('aria-invalid', 'true')

  await text.fill('Rappel : ça se passe demain à {heure}')
  await expect(form.getByText(/caractères spéciaux : 70 par SMS/)).toBeVisible()
  await form.getByRole('button', { name: 'Enregistrer le modèle' }).click()
  await expect(form.getByRole('status')).toHaveText('Modèle enregistré : il sera utilisé pour les prochains envois.')
  // The page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await page.screenshot({ path: testInfo.outputPath('modeles-sms-phone.png'), fullPage: true })

  await page.reload()
  await page.getByRole('tab', { name: 'Messages (SMS / messagerie)' }).click()
  await page.getByLabel('Message', { exact: true }).selectOption('reminder')
  const saved = page.getByRole('form', { name: 'Modèle SMS : Rappel la veille' })
  await expect(saved.getByLabel('Texte du message')).toHaveValue('Rappel : ça se passe demain à {heure}')
  await expect(saved.getByRole('button', { name: 'Rétablir le modèle par défaut' })).toBeEnabled()
  await saved.getByRole('button', { name: 'Rétablir le modèle par défaut' }).click()
  await expect(saved.getByLabel('Texte du message')).toHaveValue(/^Rappel : RDV demain à \{heure\}/)
})

test('a visitor who is not signed in as a groomer is sent to the groomer login', async ({ page }) => {
  await page.goto('/user/modeles')
  await expect(page).toHaveURL(/\/user\/connexion/)
})

test('both tabs of /user/modeles have no serious or critical accessibility violation', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  await signInGroomer(page)
  await page.goto('/user/modeles')
  await expect(page.getByRole('button', { name: 'Enregistrer le modèle' })).toBeEnabled()
  expect(await serious()).toEqual([])
  await page.getByRole('tab', { name: 'Messages (SMS / messagerie)' }).click()
  await expect(page.getByRole('form', { name: 'Modèle SMS : Confirmation' })).toBeVisible()
  expect(await serious()).toEqual([])
})
