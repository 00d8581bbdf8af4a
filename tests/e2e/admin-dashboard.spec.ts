import { DateTime } from 'luxon'
import type { Where } from 'payload'

import { expect, test } from './helpers/accounts'

test('the admin dashboard counts the signup requests waiting and links to them', async ({
  page,
  accounts,
  isMobile,
}) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const admin = await accounts.admin()
  const waiting = async () =>
    (
      await accounts.payload.count({
        collection: 'signup-requests',
        where: { status: { equals: 'new' } },
        overrideAccess: true,
      })
    ).totalDocs
  expect(
    (await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
  // Other tests send requests meanwhile: the figure lies between the counts read before and after.
  const before = await waiting()
  await page.goto('/admin')
  const shown = Number(await page.getByTestId('pending-signups').textContent())
  expect(shown).toBeGreaterThanOrEqual(before)
  expect(shown).toBeLessThanOrEqual(await waiting())
  await page
    .getByRole('link', { name: /en attente$/ })
    .filter({ has: page.getByTestId('pending-signups') })
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/signup-requests\?.*status/)
  await expect(page.getByRole('heading', { name: 'Demandes d’inscription' }).first()).toBeVisible()
})

test('the dashboard’s figures count a seeded fixture, and a figure opens the admin list of exactly its rows', async ({
  page,
  accounts,
  isMobile,
}) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const { payload } = accounts
  const admin = await accounts.admin()
  expect(
    (await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
  const shown = async (testId: string) => Number(await page.getByTestId(testId).textContent())
  const count = async (collection: 'appointments' | 'calendar-connections', where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const pendingNow = () => count('appointments', { status: { equals: 'pending' } })
  const brokenNow = () => count('calendar-connections', { status: { equals: 'broken' } })

  await page.goto('/admin')
  const failedBefore = await shown('failed-messages')

  // The fixture: a groomer alone in their city, 30 bookings made today (3 waiting, 2 cancelled; enough to be
  // among the 5 busiest cities whatever the other tests book),
  // two e-mails the provider refused, a calendar to reconnect.
  const groomer = await accounts.groomer({ firstName: 'Apolline', lastName: 'Tableau' })
  const day = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ days: 40, hours: 7 })
  const references: string[] = []
  for (let index = 0; index < 30; index++) {
    const status = index < 3 ? 'pending' : index < 5 ? 'cancelled' : 'confirmed'
    const start = day.plus({ hours: index })
    const created = await payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        reference: `TDB-${groomer.id}-${index}`,
        groomer: groomer.id,
        customerName: `Client tableau ${index}`,
        timezone: 'Europe/Paris',
        start: start.toUTC().toISO()!,
        end: start.plus({ minutes: 45 }).toUTC().toISO()!,
        status,
        kind: 'salon',
        ...(status === 'cancelled' ? { cancelledAt: new Date().toISOString(), cancelledBy: 'attendee' as const } : {}),
      },
    })
    references.push(created.reference)
  }
  const failedTo = [`refus-1-${groomer.id}@example.fr`, `refus-2-${groomer.id}@example.fr`]
  for (const to of failedTo)
    await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        channel: 'email',
        to,
        subject: 'Votre rendez-vous',
        status: 'failed',
        error: 'Resend a refusé l’e-mail : domaine non vérifié',
      },
    })
  await payload.create({
    collection: 'calendar-connections',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      provider: 'google',
      accountLabel: `agenda-${groomer.id}@example.fr`,
      status: 'broken',
      brokenAt: new Date().toISOString(),
      brokenReason: 'Accès révoqué',
      credentials: 'x',
    },
  })

  // Other tests book and cancel meanwhile: the shared figures lie between the counts read before and after the page.
  const pendingBefore = await pendingNow()
  const brokenBefore = await brokenNow()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()
  expect(await shown('failed-messages')).toBe(failedBefore + 2)
  const pending = await shown('awaiting-validation')
  expect(pending).toBeGreaterThanOrEqual(pendingBefore)
  expect(pending).toBeLessThanOrEqual(await pendingNow())
  const broken = await shown('broken-calendars')
  expect(broken).toBeGreaterThanOrEqual(brokenBefore)
  expect(broken).toBeLessThanOrEqual(await brokenNow())
  // Today's bar holds the 30 bookings at least; the chart is one image with its summary.
  await expect(page.getByRole('img', { name: /Réservations par jour/ })).toBeVisible()
  const today = DateTime.now().setZone('Europe/Paris').toISODate()!
  expect(Number(await page.locator(`[data-day="${today}"]`).getAttribute('data-bookings'))).toBeGreaterThanOrEqual(30)
  // The groomer's city is theirs alone: exactly their 30 bookings.
  const city = page.getByTestId('top-city').filter({ hasText: groomer.cityName })
  await expect(city).toContainText('30 réservations')

  // The failed sends open the outbox filtered to them: the two refused e-mails are listed, nothing recorded normally.
  await page.getByTestId('failed-messages-link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/outbox\?.*status.*failed/)
  const rows = page.locator('table tbody tr')
  for (const to of failedTo) await expect(rows.filter({ hasText: to })).toHaveCount(1)
  await expect(rows).toHaveCount(Math.min(failedBefore + 2, 10))
  await expect(rows.filter({ hasText: 'Enregistré' })).toHaveCount(0)

  // The city opens the appointments of the window in that city: the groomer's 30, newest first.
  await page.goto('/admin')
  await city.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/appointments\?.*groomer\.city/)
  await expect(page.getByText(/\b1-10 de 30\b/).first()).toBeVisible()
  await expect(rows.filter({ hasText: references[29]! })).toHaveCount(1)
  await expect(rows.filter({ hasNotText: 'TDB-' })).toHaveCount(0)
})
