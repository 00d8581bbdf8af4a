import type { Page } from '@playwright/test'
import ICAL from 'ical.js'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { attendeeBooks, expectConfirmationWithIcs, freshPage, signInGroomer } from './helpers/groomerSpace'

/** The appointment's .ics, read by an iCalendar parser: its method and status. */
async function calendarStatus(page: Page, reference: string) {
  const calendar = new ICAL.Component(
    ICAL.parse(await (await page.request.get(`/appointments/${reference}/calendar.ics`)).text()),
  )
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status'),
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('an attendee books, the groomer validates from /user/events and the confirmation with its .ics is sent', async ({
  page,
  browser,
  accounts,
}, testInfo) => {
  // Two people's journeys: longer than one page's test.
  test.setTimeout(120_000)
  const [owner, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const pet = 'Filou'
  const reference = await attendeeBooks(page, attendee, owner, 1, pet)
  // Waiting for validation: nothing to add to an agenda yet, and the file says so.
  await page.goto(`/appointments/${reference}`)
  await expect(page.getByRole('heading', { name: 'Ajouter à mon agenda' })).toHaveCount(0)
  expect(await calendarStatus(page, reference)).toEqual({ method: 'PUBLISH', status: 'TENTATIVE' })

  const groomer = await freshPage(browser, testInfo)
  await signInGroomer(groomer.page, owner)
  await groomer.page.goto('/user/events')
  await expect(groomer.page.getByRole('heading', { level: 1, name: 'Mes rendez-vous' })).toBeVisible()
  const waiting = groomer.page
    .getByRole('region', { name: /^En attente de validation/ })
    .getByRole('listitem')
    .filter({ hasText: reference })
  await expect(waiting).toContainText(pet)
  await expect(waiting).toContainText('Julie Bernard')
  await expect(waiting).toContainText('En attente de validation')
  await expect(groomer.page.getByRole('region', { name: /^Passés/ })).toBeVisible()
  expect(await seriousViolations(groomer.page)).toEqual([])
  // Refusing needs a reason: the form opens, then the groomer changes their mind and validates.
  await expect(waiting.getByRole('button', { name: 'Refuser' })).toBeEnabled()
  await waiting.getByRole('button', { name: 'Refuser' }).click()
  await expect(waiting.getByLabel('Raison du refus (envoyée au client)')).toBeVisible()
  await waiting.getByRole('button', { name: 'Valider' }).click()
  await expect(waiting).toHaveCount(0)
  const upcoming = groomer.page
    .getByRole('region', { name: /^À venir/ })
    .getByRole('listitem')
    .filter({ hasText: reference })
  await expect(upcoming).toContainText('Confirmé')
  await groomer.context.close()

  await expectConfirmationWithIcs(accounts, attendee.email, reference)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Ajouter à mon agenda' })).toBeVisible()
  expect(await calendarStatus(page, reference)).toEqual({ method: 'PUBLISH', status: 'CONFIRMED' })
  // And by SMS to their verified mobile, in the groomer's confirmation wording (the default one here).
  const mobile = `+33${attendee.phone.replace(/\s/g, '').slice(1)}`
  const sms = await accounts.message(mobile, (message) => message.text.includes('est confirmé'), 'sms')
  expect(sms.text).toMatch(
    new RegExp(
      `^${owner.name} : votre RDV du .+ à \\d\\d:\\d\\d est confirmé\\. Détails : .+/appointments/${reference}$`,
    ),
  )
})

test('the groomer validates from the link of their e-mail, without signing in; opening it changes nothing', async ({
  page,
  browser,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000)
  const [owner, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const reference = await attendeeBooks(page, attendee, owner, 1, 'Filou')

  // The "new booking" e-mail to the groomer holds the two signed links.
  const notice = await accounts.message(
    owner.email,
    (mail) => mail.subject.startsWith('Nouvelle demande de rendez-vous') && mail.html.includes(reference),
  )
  const links = [...notice.html.matchAll(/href="([^"]*\/user\/event-action\?[^"]*)"/g)].map(
    (match) => new URL(match[1].replace(/&amp;/g, '&')),
  )
  const validate = links.find((url) => url.searchParams.get('action') === 'valider')
  expect(validate?.searchParams.get('ref')).toBe(reference)
  expect(links.find((url) => url.searchParams.get('action') === 'refuser')).toBeDefined()

  // A browser that never signed in (the groomer's phone mail app).
  const mail = await freshPage(browser, testInfo)
  await mail.page.goto(`${validate?.pathname}${validate?.search}`)
  await expect(mail.page.getByRole('heading', { name: 'Répondre à une demande de rendez-vous' })).toBeVisible()
  await expect(mail.page.getByText(reference)).toBeVisible()
  await expect(mail.page.getByRole('button', { name: 'Confirmer le rendez-vous' })).toBeEnabled()
  expect(await seriousViolations(mail.page)).toEqual([])
  // Only opened so far: the appointment still waits for validation.
  await page.goto(`/appointments/${reference}`)
  await expect(page.getByText('En attente de validation par le toiletteur')).toBeVisible()

  await mail.page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(mail.page.getByRole('status')).toHaveText(
    'Rendez-vous confirmé, le client a reçu son e-mail de confirmation.',
  )
  await expectConfirmationWithIcs(accounts, attendee.email, reference)
  await page.reload()
  await expect(page.getByText('Confirmé', { exact: true })).toBeVisible()

  // Opened again: already answered. A tampered link is refused. Neither offers the button.
  await mail.page.reload()
  await expect(mail.page.getByText('Vous avez déjà répondu à cette demande : rien n’a été modifié.')).toBeVisible()
  await expect(mail.page.getByRole('button', { name: 'Confirmer le rendez-vous' })).toHaveCount(0)
  const forged = new URL(validate?.toString() ?? '')
  forged.searchParams.set('exp', String(Number(forged.searchParams.get('exp')) + 60))
  await mail.page.goto(`${forged.pathname}${forged.search}`)
  await expect(mail.page.locator('p[role=alert]')).toHaveText(
    'Ce lien n’est pas valide. Ouvrez la demande depuis votre espace toiletteur.',
  )

  // The groomer's pages themselves still need the groomer's login.
  await mail.page.goto('/user/events')
  await expect(mail.page).toHaveURL(/\/user\/connexion\?redirect=%2Fuser%2Fevents/)
  await mail.context.close()
})

test('the dashboard shows today, the next 7 days, the requests to validate and the month’s figures', async ({
  page,
  accounts,
}) => {
  await signInGroomer(page, await accounts.groomer())
  await expect(page.getByRole('heading', { level: 2, name: /^Aujourd’hui, / })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Demandes à valider/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Les 7 prochains jours' })).toBeVisible()
  const figures = page.getByRole('region', { name: /^Chiffres de / })
  await expect(figures.getByRole('term')).toHaveText(['Rendez-vous', /^Nouveaux? clients?$/, 'Appels'])
  await expect(figures.getByRole('definition').first()).toHaveText(/^\d+$/)
  expect(await seriousViolations(page)).toEqual([])
})
