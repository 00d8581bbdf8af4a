import { expect, test } from './helpers/accounts'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'
import { slotToBook } from './helpers/directory'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** Intl writes a narrow no-break space before « € »: compared as a plain space. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

test('a groomer prices a motive by size; the owner reads « à partir de », then the price of their dog’s size, and books at it', async ({
  page,
  browser,
  accounts,
}, testInfo) => {
  test.setTimeout(90_000)
  const groomer = await accounts.groomer({
    motives: [
      {
        title: 'Tonte selon le gabarit',
        duration: 60,
        price: 40,
        kind: 'salon',
        description: 'Tonte complète, bain compris.',
      },
    ],
  })

  // The groomer prices each size in « Mes motifs ».
  const groomerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const groomerPage = await groomerContext.newPage()
  await signInGroomer(groomerPage, groomer)
  await groomerPage.goto('/user/motifs')
  await groomerPage
    .getByRole('button', { name: /Modifier/ })
    .first()
    .click()
  const form = groomerPage.getByRole('form', { name: 'Modifier le motif Tonte selon le gabarit' })
  await form.getByLabel('Moyen (10 à 25 kg) : €').fill('50')
  await form.getByLabel('Grand (25 à 45 kg) : €').fill('65,5')
  await form.getByLabel('Grand (25 à 45 kg) : minutes').fill('90')
  await form.getByLabel('Très grand (plus de 45 kg) : €').fill('8O')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(form.getByText('Saisissez un prix en euros, par exemple 42 ou 42,50.')).toBeVisible()
  await form.getByLabel('Très grand (plus de 45 kg) : €').fill('80')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(form).toBeHidden()
  const listed = groomerPage.getByRole('listitem').filter({ hasText: 'Tonte selon le gabarit' })
  await expect(listed).toContainText('à partir de 40')
  expect(plain(await listed.textContent())).toContain('grand 1 h 30 65,50 €')
  await groomerContext.close()

  // The owner: the profile says « à partir de », the dialog asks the size with the motive and shows its price.
  const attendee = await accounts.attendee()
  await signInAttendee(page, attendee)
  await page.goto(`/toiletteur/${groomer.uri}`)
  const motives = page.getByRole('list', { name: 'Prestations et tarifs' })
  expect(plain(await motives.textContent())).toContain('à partir de 40 €')
  await slotToBook(page.locator('button.slot, a[data-slot]')).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const size = dialog.getByLabel('Gabarit de votre animal (la durée et le prix en dépendent)')
  await size.selectOption('large')
  await expect(dialog.getByText(/Tarif pour ce gabarit : 65,50/)).toBeVisible()
  // A slot next week (one today could fall inside the 2-hour notice by the time the booking is sent).
  await dialog.getByRole('button', { name: 'Semaine suivante' }).click()
  await dialog.locator('button.slot').first().click()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
  await expect(dialog.getByText('Gabarit : Grand (25 à 45 kg) (choisi avec le motif)')).toBeVisible()
  await dialog.getByLabel('Nom de l’animal').fill('Titan')
  await dialog.getByLabel('Espèce').selectOption('dog')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  const summary = dialog.locator('dl.booking-summary')
  expect(plain(await summary.textContent())).toContain('Tarif65,50 € (à régler sur place)')
  await expect(summary).toContainText('1 h 30')
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(page.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
  const reference = (await page.locator('.booking-dialog strong').filter({ hasText: /^RDV-/ }).textContent()) ?? ''

  // The appointment keeps the price read; its page and the e-mail say it.
  const { docs } = await accounts.payload.find({
    collection: 'appointments',
    overrideAccess: true,
    where: { reference: { equals: reference } },
  })
  expect(docs[0]?.price).toBe(65.5)
  const mail = await accounts.message(attendee.email, (message) => message.subject.startsWith('Demande envoyée à '))
  expect(plain(mail.text)).toContain('65,50 € (à régler sur place)')
  await page.goto(`/appointments/${reference}`)
  expect(plain(await page.locator('dl.booking-summary').textContent())).toContain('Tarif65,50 € (à régler sur place)')
})
