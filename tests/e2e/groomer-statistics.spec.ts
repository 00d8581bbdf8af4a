import { DateTime } from 'luxon'

import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('the figures match the groomer’s appointments, and the CSV downloads hold them', async ({ page, accounts }) => {
  const groomer = await accounts.groomer()
  const payload = accounts.payload
  const motive = await payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: { groomer: groomer.id, title: `Toilettage test ${Date.now()}`, duration: 60, price: 45.5, kind: 'salon' },
  })
  const day = DateTime.now().setZone('Europe/Paris').startOf('day').minus({ days: 2 }).set({ hour: 14 })
  const appointment = async (hoursLater: number, customerName: string, data: Record<string, unknown>) => {
    const start = day.plus({ hours: hoursLater })
    await payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        reference: `STAT-${Date.now()}-${Math.random()}`,
        groomer: groomer.id,
        source: 'groomer',
        customerName,
        customerPhone: '06 11 22 33 44',
        motive: motive.id,
        title: 'Toilettage',
        timezone: 'Europe/Paris',
        start: start.toUTC().toISO() ?? '',
        end: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
        kind: 'salon',
        status: 'confirmed',
        ...data,
      },
    })
  }
  // Two finished visits (91 €), one no-show, one cancellation.
  await appointment(0, 'Mme Durand', { visitStatus: 'finished' })
  await appointment(1, 'M. Martin', { visitStatus: 'finished' })
  await appointment(2, 'Mme Durand', { visitStatus: 'no_show' })
  await appointment(3, 'Léa Petit', { status: 'cancelled' })

  await signInGroomer(page, groomer)
  await page.goto('/user/statistiques?periode=3m')
  const figures = page.getByRole('region', { name: 'Chiffres clés' })
  // French figures: a narrow space before € and %.
  await expect(figures.getByText(/^91,00\s€$/)).toBeVisible()
  await expect(figures.getByText('2 visites terminées')).toBeVisible()
  await expect(figures.getByText(/^33,3\s%$/)).toBeVisible()
  await expect(figures.getByText(/^25\s%$/)).toBeVisible()
  await expect(page.getByText('Heure la plus chargée')).toContainText('14 h')

  const link = page.getByRole('link', { name: 'Rendez-vous de la période' })
  await expect(link).toHaveAttribute('download', '')
  // With the page's own session, as the download would.
  const answer = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="rendez-vous_/)
  const csv = await answer.text()
  expect(csv.split('\r\n')[0]).toContain('Date;Heure;Client')
  expect(csv).toContain('Mme Durand')
  expect(csv).toContain('45,50')
})
