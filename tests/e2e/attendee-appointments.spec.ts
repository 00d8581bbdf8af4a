import { expect, test } from './helpers/accounts'
import { signInAttendee } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('every coming appointment has its actions; a request waiting for validation is withdrawn', async ({ page, accounts }) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const request = await accounts.appointment(groomer, attendee, { status: 'pending', daysFromNow: 4 })
  const confirmed = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 10 })
  await signInAttendee(page, attendee)
  await page.goto('/participant/mes-rdvs')
  const upcoming = page.getByRole('region', { name: 'À venir' })
  for (const { reference } of [request, confirmed]) {
    await expect(upcoming.getByRole('listitem').filter({ hasText: reference }).getByRole('button', { name: 'Annuler' })).toBeVisible()
  }
  const item = upcoming.getByRole('listitem').filter({ hasText: request.reference })
  await item.getByRole('button', { name: 'Annuler' }).click()
  await item.getByRole('button', { name: 'Oui, annuler le rendez-vous' }).click()
  await expect(page.getByText('Votre rendez-vous est annulé. Le toiletteur a été informé.')).toBeVisible()
  await expect(upcoming.getByRole('listitem').filter({ hasText: request.reference })).toHaveCount(0)
  await expect(upcoming.getByRole('listitem').filter({ hasText: confirmed.reference })).toBeVisible()
})
