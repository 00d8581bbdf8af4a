import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DateTime } from 'luxon'

const ADMIN = { email: 'admin@example.fr', password: 'demo-admin-2026' }
const GROOMER = { email: 'toiletteur@example.fr', password: 'demo-toiletteur-2026' }
const TEAM_CODE = 'ETUDE-PARIS-MARAIS'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** A Tuesday far ahead (away from the booking tests' weeks), distinct per project. */
function farTuesday(project: string, weeks: number): string {
  let day = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ weeks: weeks + (project === 'phone' ? 0 : 1) })
  while (day.weekday !== 2) day = day.plus({ days: 1 })
  return day.toISODate() ?? ''
}

async function signIn(page: Page) {
  await page.goto('/user/connexion')
  await page.getByLabel('E-mail').fill(GROOMER.email)
  await page.getByLabel('Mot de passe').fill(GROOMER.password)
  await page.getByRole('button', { name: /connecter/i }).click()
  await expect(page).toHaveURL(/\/user\/dashboard/)
}

/** Admin REST calls (as in /admin): the demo practice's other member, and an appointment in their agenda. */
async function memberAppointment(request: APIRequestContext, date: string, customerName: string) {
  expect((await request.post('/api/admins/login', { data: ADMIN })).status()).toBe(200)
  const teams = (await (await request.get(`/api/teams?where[code][equals]=${TEAM_CODE}&depth=0`)).json()) as { docs: { id: number }[] }
  const users = (await (await request.get(`/api/users?where[team][equals]=${teams.docs[0].id}&depth=0&limit=20`)).json()) as {
    docs: { id: number; email: string; firstName: string; lastName: string; displayName?: string }[]
  }
  const member = users.docs.find((user) => user.email !== GROOMER.email)
  if (!member) throw new Error('La première étude de démonstration n’a pas d’autre membre')
  const start = DateTime.fromISO(`${date}T19:00`, { zone: 'Europe/Paris' })
  const created = await request.post('/api/appointments', {
    data: {
      reference: `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      groomer: member.id,
      source: 'groomer',
      customerName,
      customerPhone: '06 11 22 33 44',
      title: 'Bain et brushing – Moka',
      timezone: 'Europe/Paris',
      start: start.toUTC().toISO(),
      end: start.plus({ hours: 1 }).toUTC().toISO(),
      status: 'confirmed',
      kind: 'salon',
    },
  })
  expect(created.status()).toBe(201)
  return member
}

test('on a phone, the groomer blocks a time and types an appointment by hand in their agenda', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone-sized screen')
  test.setTimeout(90_000)
  const date = farTuesday(testInfo.project.name, 20)
  const customer = `Mme Agenda ${Date.now()}`
  await signIn(page)

  await page.goto('/user/calendriers')
  await page.getByRole('link', { name: 'Mon agenda' }).click()
  await expect(page.getByRole('heading', { name: 'Mon agenda', level: 1 })).toBeVisible()

  // The date picker keeps the view in the address.
  await page.getByLabel('Aller au').fill(date)
  await page.getByRole('button', { name: 'Afficher' }).click()
  await expect(page).toHaveURL(new RegExp(`vue=jour&date=${date}`))
  const day = page.getByTestId('agenda-days')
  await expect(day.getByText('Rien de prévu.')).toBeVisible()

  // Block 12:00–13:00.
  await page.getByText('Bloquer un créneau').click()
  const blockForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bloquer ce créneau' }) })
  await expect(blockForm.getByRole('button', { name: 'Bloquer ce créneau' })).toBeEnabled()
  await blockForm.getByLabel('Début').fill(`${date}T12:00`)
  await blockForm.getByLabel('Fin').fill(`${date}T13:00`)
  await blockForm.getByLabel('Motif (facultatif)').fill('Formation toilettage')
  await blockForm.getByRole('button', { name: 'Bloquer ce créneau' }).click()
  await expect(day.getByTestId('agenda-block').filter({ hasText: 'Formation toilettage' })).toContainText('12:00 – 13:00')

  // A hand-made appointment over the blocked time is refused beside the field, then placed at 20:00 (after hours).
  await page.getByText('Nouveau rendez-vous').click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enregistrer le rendez-vous' }) })
  await expect(form.getByRole('button', { name: 'Enregistrer le rendez-vous' })).toBeEnabled()
  await form.getByLabel('Date et heure').fill(`${date}T12:30`)
  await form.getByLabel('Nom du client').fill(customer)
  await form.getByLabel('Téléphone').fill('06 98 76 54 32')
  await form.getByLabel('Nom de l’animal').fill('Pixel')
  await form.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click()
  await expect(form.getByRole('alert')).toContainText('bloqué')
  await form.getByLabel('Date et heure').fill(`${date}T20:00`)
  await form.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click()
  await expect(form.getByRole('status')).toContainText('Le rendez-vous est enregistré.')
  const appointment = day.getByTestId('agenda-appointment').filter({ hasText: customer })
  await expect(appointment).toContainText('20:00')
  await expect(appointment).toContainText('Confirmé')

  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})

test('a practice member switches to a team mate’s agenda and sees their appointment', async ({ page, request, playwright, baseURL }, testInfo) => {
  test.setTimeout(90_000)
  const date = farTuesday(testInfo.project.name, 24)
  const customer = `M. Équipe ${Date.now()}`
  const member = await memberAppointment(request, date, customer)
  await signIn(page)

  await page.goto('/user/calendriers')
  await page.getByRole('link', { name: 'Mon agenda' }).click()
  await page.getByRole('link', { name: 'Semaine' }).click()
  await expect(page).toHaveURL(/vue=semaine/)
  await page.getByLabel('Aller au').fill(date)
  await page.getByRole('button', { name: 'Afficher' }).click()
  await expect(page).toHaveURL(new RegExp(`vue=semaine&date=`))
  await expect(page.getByTestId('agenda-days').getByText(customer)).toHaveCount(0)

  const switcher = page.getByLabel('Agenda affiché')
  await expect(switcher).toBeEnabled()
  await switcher.selectOption(String(member.id))
  await expect(page).toHaveURL(new RegExp(`/user/calendrier/${member.id}\\?vue=semaine`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Agenda de')
  await expect(page.getByTestId('agenda-appointment').filter({ hasText: customer })).toContainText('19:00 – 20:00')

  // Without the practice's tokens (another browser, same groomer cookie only) that agenda is a 404.
  const cookies = await page.context().cookies()
  const userToken = cookies.find((cookie) => cookie.name === 'user_token')?.value ?? ''
  const alone = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `user_token=${userToken}` } })
  expect((await alone.get(`/user/calendrier/${member.id}`, { maxRedirects: 0 })).status()).toBe(404)
  expect((await alone.get('/user/calendrier/abc', { maxRedirects: 0 })).status()).toBe(404)
  await alone.dispose()
})
