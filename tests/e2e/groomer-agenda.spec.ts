import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import { type Accounts, expect, test, type TestGroomer } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** A Tuesday `weeks` weeks ahead. */
function farTuesday(weeks: number): string {
  let day = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ weeks })
  while (day.weekday !== 2) day = day.plus({ days: 1 })
  return day.toISODate() ?? ''
}

/** An appointment typed by hand in `member`'s agenda (as the database holds it). */
async function memberAppointment(accounts: Accounts, member: TestGroomer, date: string, customerName: string) {
  const start = DateTime.fromISO(`${date}T19:00`, { zone: 'Europe/Paris' })
  await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference: `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      groomer: member.id,
      source: 'groomer',
      customerName,
      customerPhone: '06 11 22 33 44',
      title: 'Bain et brushing – Moka',
      timezone: 'Europe/Paris',
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
      status: 'confirmed',
      kind: 'salon',
    },
  })
}

const signIn = (page: Page, groomer: TestGroomer) => signInGroomer(page, groomer)

test('on a phone, the groomer blocks a time and types an appointment by hand in their agenda', async ({
  page,
  accounts,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone-sized screen')
  const date = farTuesday(3)
  const customer = `Mme Agenda ${Date.now()}`
  await signIn(page, await accounts.groomer())

  await page.goto('/user/calendriers')
  await page.getByRole('link', { name: 'Mon agenda' }).click()
  await expect(page.getByRole('heading', { name: 'Mon agenda', level: 1 })).toBeVisible()

  // The date picker keeps the view in the address.
  await page.getByLabel('Aller au').fill(date)
  await page.getByRole('button', { name: 'Afficher' }).click()
  await expect(page).toHaveURL(new RegExp(`vue=jour&date=${date}`))
  const day = page.getByTestId('agenda-grid')
  await expect(day).toHaveAttribute('data-columns', '1')
  await expect(day.getByTestId('grid-appointment')).toHaveCount(0)

  // Block 12:00–13:00.
  await page.getByText('Bloquer un créneau').click()
  const blockForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bloquer ce créneau' }) })
  await expect(blockForm.getByRole('button', { name: 'Bloquer ce créneau' })).toBeEnabled()
  await blockForm.getByLabel('Début').fill(`${date}T12:00`)
  await blockForm.getByLabel('Fin').fill(`${date}T13:00`)
  await blockForm.getByLabel('Motif (facultatif)').fill('Formation toilettage')
  await blockForm.getByRole('button', { name: 'Bloquer ce créneau' }).click()
  await expect(day.getByTestId('grid-block').filter({ hasText: 'Formation toilettage' })).toHaveAttribute(
    'aria-label',
    /12:00 – 13:00/,
  )

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
  // Saved, with what the groomer should know: 20:00 is after their hours.
  await expect(form.getByRole('status')).toContainText('Ce rendez-vous est en dehors de vos horaires d’ouverture.')
  const appointment = day.getByTestId('grid-appointment').filter({ hasText: customer })
  await expect(appointment).toHaveAttribute('aria-label', new RegExp(`^20:00 – \\d\\d:\\d\\d, ${customer}, Pixel`))
  // The client one tap away: tapping the appointment opens its detail.
  await expect(day).toHaveAttribute('data-hydrated', 'true')
  await appointment.click()
  const detail = page.getByRole('dialog')
  await expect(detail).toContainText('Confirmé')
  await expect(detail.getByRole('link', { name: `Appeler ${customer} au 06 98 76 54 32` })).toHaveAttribute(
    'href',
    'tel:+33698765432',
  )
  await detail.getByRole('button', { name: 'Fermer' }).click()
  await expect(detail).toBeHidden()

  // Unblocking is a deletion: confirmed once more.
  await day.getByTestId('grid-block').filter({ hasText: 'Formation toilettage' }).click()
  await detail.getByRole('button', { name: 'Débloquer' }).click()
  await detail.getByRole('button', { name: 'Confirmer le déblocage' }).click()
  await expect(day.getByTestId('grid-block')).toHaveCount(0)
  await expect(detail).toBeHidden()

  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})

test('a practice member switches to a colleague’s agenda and sees their appointment', async ({
  page,
  playwright,
  baseURL,
  accounts,
}) => {
  const date = farTuesday(3)
  const customer = `M. Équipe ${Date.now()}`
  const practice = await accounts.practice()
  const [me, member] = [
    await accounts.groomer({ practice }),
    await accounts.groomer({ firstName: 'Léo', lastName: 'Coéquipier', practice }),
  ]
  await memberAppointment(accounts, member, date, customer)
  await signIn(page, me)

  await page.goto('/user/calendriers')
  await page.getByRole('link', { name: 'Mon agenda' }).click()
  await page.getByRole('link', { name: 'Semaine' }).click()
  await expect(page).toHaveURL(/vue=semaine/)
  await page.getByLabel('Aller au').fill(date)
  await page.getByRole('button', { name: 'Afficher' }).click()
  await expect(page).toHaveURL(new RegExp(`vue=semaine&date=`))
  await expect(page.getByTestId('agenda-grid').getByText(customer)).toHaveCount(0)

  const switcher = page.getByLabel('Agenda affiché')
  await expect(switcher).toBeEnabled()
  await switcher.selectOption(String(member.id))
  await expect(page).toHaveURL(new RegExp(`/user/calendrier/${member.id}\\?vue=semaine`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Agenda de')
  await expect(page.getByTestId('grid-appointment').filter({ hasText: customer })).toHaveAttribute(
    'aria-label',
    /^19:00 – 20:00/,
  )

  // Without the practice's tokens (another browser, same groomer cookie only) that agenda is a 404.
  const cookies = await page.context().cookies()
  const userToken = cookies.find((cookie) => cookie.name === 'user_token')?.value ?? ''
  const alone = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `user_token=${userToken}` },
  })
  expect((await alone.get(`/user/calendrier/${member.id}`, { maxRedirects: 0 })).status()).toBe(404)
  expect((await alone.get('/user/calendrier/abc', { maxRedirects: 0 })).status()).toBe(404)
  await alone.dispose()
})
