import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'
import { slotToBook } from './helpers/directory'

// Issue 34 item 3: instant booking, per motive, chosen by the groomer (off by default).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('a groomer turns on « confirmation immédiate » for a motive; an owner’s booking of it is confirmed at once', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  await signInGroomer(page, groomer)
  await page.goto('/user/motifs')
  await page.getByRole('button', { name: 'Modifier Bain et séchage' }).click()
  const form = page.getByRole('form', { name: 'Modifier le motif Bain et séchage' })
  await form.getByLabel('Confirmation immédiate (sans validation de votre part)').check()
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bain et séchage' }) })
  await expect(card).toContainText('Confirmation immédiate')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])

  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await owner.addCookies([{ name: 'cookie_consent', value: 'denied', url: test.info().project.use.baseURL ?? '' }])
  const ownerPage = await owner.newPage()
  const attendee = await accounts.attendee()
  await signInAttendee(ownerPage, attendee)
  await ownerPage.goto(`/toiletteur/${groomer.uri}`)
  await expect(ownerPage.getByRole('link', { name: /Bain et séchage.*Confirmation immédiate/ })).toBeVisible()
  await slotToBook(ownerPage.locator('button.slot, a[data-slot]')).click()
  const dialog = ownerPage.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await dialog.getByLabel('Nom de l’animal').fill('Filou')
  await dialog.getByLabel('Espèce').selectOption('dog')
  const size = dialog.getByLabel('Gabarit')
  if (await size.isVisible()) await size.selectOption('small')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByTestId('cancel-rule')).toContainText('confirme ce rendez-vous dès sa réservation')
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(dialog.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible()
  const reference =
    (await dialog
      .getByText(/^Référence/)
      .locator('strong')
      .textContent()) ?? ''
  const mail = await accounts.message(attendee.email, (message) => message.subject.toLowerCase().includes('confirmé'))
  expect(mail.subject).not.toMatch(/demande/i)
  await owner.close()

  // The groomer hears of a confirmed appointment: nothing to validate.
  const notice = await accounts.message(groomer.email, (message) => message.subject.startsWith('Nouveau rendez-vous'))
  expect(notice.subject).toMatch(/^Nouveau rendez-vous confirmé/)
  await page.goto('/user/events')
  const item = page.getByRole('listitem').filter({ hasText: reference })
  await expect(item).toBeVisible()
  await expect(item.getByRole('button', { name: 'Valider' })).toHaveCount(0)
})
