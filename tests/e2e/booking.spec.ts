import { expect, test } from './helpers/accounts'
import { groomerCard, profileSlots, slotToBook } from './helpers/directory'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('from a city page: five steps with an SMS code, the groomer validates, the .ics is sent, the attendee cancels', async ({
  page,
  browser,
  accounts,
}, testInfo) => {
  // The whole journey of two people: longer than one page's test.
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  const weeksAhead = 1
  const run = `${Date.now()}${testInfo.workerIndex}`
  const email = `e2e-${run}@example.fr`
  const mobile = `06 12 ${run.slice(-6, -4)} ${run.slice(-4, -2)} ${run.slice(-2)}`
  const e164 = `+33${mobile.replace(/\s/g, '').slice(1)}`

  // A slot of the city page opens the booking dialog on the profile, at that slot.
  const card = await groomerCard(page, groomer)
  await slotToBook(card.locator('a[data-slot]')).click()
  await expect(page).toHaveURL(new RegExp(`/toiletteur/${groomer.uri}`))
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()

  // 1. Motive: another slot far enough ahead to be cancelled online (24 h notice).
  await dialog.getByRole('button', { name: 'Changer de créneau' }).click()
  for (let week = 0; week < weeksAhead; week++) await dialog.getByRole('button', { name: 'Semaine suivante' }).click()
  // Chosen with the keyboard: focus lands on the chosen slot's line (read out), not on the page's body.
  await dialog.locator('button.slot').first().focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  await expect(dialog.locator('.booking-slot').filter({ hasText: 'Créneau choisi' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Continuer' }).click()

  // 2. Identification: a new account; going back keeps what was typed.
  await expect(dialog.getByRole('heading', { name: /Identification/ })).toBeFocused()
  // The current step's name is whole, on a phone too (it was cut to « Identifi… »).
  const current = dialog.locator('.booking-steps li[aria-current="step"]')
  await expect(current).toHaveText('Identification')
  expect(await current.evaluate((step) => step.scrollWidth <= step.clientWidth)).toBe(true)
  await dialog.getByLabel('Madame').check()
  await dialog.getByLabel('Prénom').fill('Chloé')
  await dialog.getByRole('button', { name: 'Retour' }).click()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByLabel('Prénom')).toHaveValue('Chloé')
  await dialog.getByLabel('Nom', { exact: true }).fill('Durand')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Mot de passe').fill('mot-de-passe-e2e')
  // The CGU and the privacy policy are accepted with the account (links open in a new tab).
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(
    dialog.getByText(
      'Acceptez les conditions générales d’utilisation et la politique de confidentialité pour créer votre compte.',
    ),
  ).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^conditions générales d’utilisation/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(dialog.getByRole('link', { name: /^politique de confidentialité/ })).toHaveAttribute(
    'href',
    '/politique-de-confidentialite',
  )
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check()
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click()

  // 3. Verification: a landline is refused, then the code of the SMS in the outbox.
  await expect(dialog.getByRole('heading', { name: /Vérification/ })).toBeVisible()
  await dialog.getByLabel('Numéro de mobile').fill('01 23 45 67 89')
  await dialog.getByRole('button', { name: 'Recevoir le code par SMS' }).click()
  await expect(dialog.getByText('Veuillez saisir un numéro de mobile français, suisse ou belge valide.')).toBeVisible()
  await dialog.getByLabel('Numéro de mobile').fill(mobile)
  await dialog.getByRole('button', { name: 'Recevoir le code par SMS' }).click()
  await expect(dialog.getByLabel('Code reçu par SMS')).toBeVisible()
  const sms = await accounts.message(e164, () => true, 'sms')
  const code = /(\d{6})/.exec(sms.text)?.[1] ?? ''
  await dialog.getByLabel('Code reçu par SMS').fill(code)
  await dialog.getByRole('button', { name: 'Vérifier le code' }).click()

  // 4. Infos: the pet is required.
  await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByText('Le nom de l’animal est obligatoire.')).toBeVisible()
  await dialog.getByLabel('Nom de l’animal').fill('Filou')
  await dialog.getByLabel('Espèce').selectOption('dog')
  await dialog.getByLabel('Race (facultatif)').fill('Caniche')
  await dialog.getByLabel('Gabarit').selectOption('small')
  await dialog.getByLabel('Une précision pour le toiletteur (facultatif)').fill('Il a peur du séchoir.')
  await dialog.getByRole('button', { name: 'Continuer' }).click()

  // 5. Confirm: the summary and the conditions, then the booking.
  await expect(
    dialog.getByText('Annulation ou report gratuit en ligne jusqu’à 24 h avant le rendez-vous'),
  ).toBeVisible()
  await expect(dialog.getByText('Filou · Chien · Caniche · Petit (moins de 10 kg)')).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(page.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
  const reference = (await page.locator('.booking-dialog strong').filter({ hasText: /^RDV-/ }).textContent()) ?? ''
  expect(reference).toMatch(/^RDV-/)
  // The owner hears back at once, by e-mail and SMS: the reference, the link, the groomer must validate.
  const received = await accounts.message(email, (mail) => mail.subject.startsWith('Demande envoyée à '))
  expect(received.text).toContain(reference)
  expect(received.text).toContain('Le toiletteur doit la valider')
  expect((await accounts.message(e164, (text) => text.text.startsWith('Demande envoyée à '), 'sms')).text).toContain(
    `/appointments/${reference}`,
  )

  // The groomer validates from the dashboard (own browser context).
  const groomerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const groomerPage = await groomerContext.newPage()
  await signInGroomer(groomerPage, groomer)
  const toValidate = groomerPage
    .getByRole('region', { name: /Demandes à valider/ })
    .getByRole('listitem')
    .filter({ hasText: reference })
  await expect(toValidate).toContainText('Filou')
  // The client one tap away: their verified mobile as a tel: link.
  await expect(toValidate.getByRole('link', { name: new RegExp(`^Appeler .* au ${mobile}$`) })).toHaveAttribute(
    'href',
    `tel:${e164}`,
  )
  await toValidate.getByRole('button', { name: 'Valider' }).click()
  await expect(toValidate).toHaveCount(0)
  await groomerContext.close()

  // The confirmation e-mail with its .ics is in the outbox.
  const confirmation = await accounts.message(email, (mail) => mail.subject.startsWith('Rendez-vous confirmé le '))
  const ics = confirmation?.meta?.attachments?.find((attachment) => attachment.filename === 'rendez-vous.ics')
  expect(ics?.content).toContain('BEGIN:VEVENT')
  expect(ics?.content).toContain(`UID:${reference}@`)

  // The appointment page shows it confirmed; the attendee cancels from /participant/mes-rdvs.
  await page.goto(`/appointments/${reference}`)
  await expect(page.getByText('Confirmé', { exact: true })).toBeVisible()
  await page.goto('/participant/mes-rdvs')
  const item = page.getByRole('listitem').filter({ hasText: reference })
  await item.getByRole('button', { name: 'Annuler' }).click()
  await item.getByLabel('Mon animal est malade ou blessé').check()
  await item.getByRole('button', { name: 'Oui, annuler le rendez-vous' }).click()
  await expect(page.getByText('Votre rendez-vous est annulé. Le toiletteur a été informé.')).toBeVisible()
  const notice = await accounts.message(groomer.email, (mail) => mail.subject.startsWith('Rendez-vous annulé'))
  expect(notice.text).toContain('Mon animal est malade ou blessé')
})

test('a signed-in, verified attendee skips identification and verification', async ({ page, accounts }) => {
  const groomer = await accounts.groomer()
  await signInAttendee(page, await accounts.attendee())
  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('button.slot').first().click()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
  // The light appointment banner shows the booking in progress on public pages.
  await dialog.getByRole('button', { name: 'Fermer la prise de rendez-vous' }).click()
  await expect(dialog).toBeHidden()
  // A CI run saw Chromium report this navigation aborted (net::ERR_ABORTED) while the directory
  // loaded all the same: what counts is the page it ends on.
  await page.goto('/toiletteurs').catch((error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error
  })
  await expect(page).toHaveURL(/\/toiletteurs$/)
  await expect(page.getByRole('complementary', { name: 'Réservation en cours' })).toContainText(groomer.name)
  await page.getByRole('button', { name: 'Abandonner' }).click()
  await expect(page.getByRole('complementary', { name: 'Réservation en cours' })).toHaveCount(0)
})

test('the dialog works by keyboard alone: opened with Enter, a slot chosen, the next step, closed with Escape', async ({
  page,
  accounts,
}) => {
  await page.goto(`/toiletteur/${(await accounts.groomer()).uri}`)
  const launcher = page.getByRole('button', { name: 'Prendre rendez-vous' })
  await expect(launcher).toBeEnabled()
  await launcher.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null)
  await expect.poll(focusInDialog).toBe(true)

  // Tab reaches the first free slot; Enter chooses it.
  const firstSlot = dialog.locator('button.slot').first()
  await expect(firstSlot).toBeVisible()
  for (
    let presses = 0;
    presses < 60 && !(await firstSlot.evaluate((slot) => slot === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
  }
  await expect(firstSlot).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()

  // Tab on to « Continuer »; Enter moves to identification, whose heading takes the focus.
  const next = dialog.getByRole('button', { name: 'Continuer' })
  for (
    let presses = 0;
    presses < 60 && !(await next.evaluate((button) => button === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab')
  await expect(next).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: /Identification/ })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(launcher).toBeFocused()
})

/** YYYY-MM-DD of the Thursday `weeks` weeks after the coming one (the demo groomer works Tuesday to Saturday). */
function thursdayIn(weeks: number): string {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + ((4 - day.getUTCDay() + 7) % 7 || 7) + 7 * weeks)
  return day.toISOString().slice(0, 10)
}

test('no slot suits: the attendee sends availabilities, the groomer proposes a time, the attendee accepts it', async ({
  page,
  browser,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000)
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const date = thursdayIn(1)
  const note = 'Plutôt l’après-midi'
  await signInAttendee(page, attendee)

  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
  const dialog = page.getByRole('dialog')
  const proposeTimes = dialog.getByRole('button', {
    name: 'Aucun créneau ne vous convient ? Proposez vos disponibilités',
  })
  const day = dialog.getByLabel('Jour', { exact: true })
  // Pressed again while the form does not show: a press before the dialog's hydration is lost.
  await expect(async () => {
    if (!(await day.isVisible())) await proposeTimes.click()
    await expect(day).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await day.fill(date)
  await dialog.getByLabel('De', { exact: true }).fill('14:00')
  await dialog.getByLabel('À', { exact: true }).fill('18:00')
  await dialog.getByLabel('Un mot pour le toiletteur (facultatif)').fill(note)
  // "Continuer" waits for the session check (it decides the next step), then the summary shows.
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByRole('heading', { name: /Confirmation$/ })).toBeVisible()
  await expect(dialog.getByText(note)).toBeVisible()
  await dialog.getByRole('button', { name: 'Envoyer mes disponibilités' }).click()
  await expect(dialog.getByRole('heading', { name: 'Vos disponibilités sont envoyées' })).toBeVisible()
  const followUp = (await dialog.getByRole('link', { name: 'Suivre ma demande' }).getAttribute('href')) ?? ''
  expect(followUp).toMatch(/^\/events-responses\/DISPO-/)
  await accounts.message(groomer.email, (mail) => mail.subject.endsWith('vous propose ses disponibilités'))
  // The owner hears back too: what they proposed, and where to follow it (their appointments, signed in).
  const acknowledged = await accounts.message(attendee.email, (mail) =>
    mail.subject.startsWith('Vos disponibilités sont envoyées à '),
  )
  expect(acknowledged.text).toContain('14:00 – 18:00')
  expect(acknowledged.html).toContain('/participant/mes-rdvs')

  // The groomer answers with a time from the dashboard.
  const groomerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const groomerPage = await groomerContext.newPage()
  await signInGroomer(groomerPage, groomer)
  const proposal = groomerPage
    .getByRole('region', { name: /Disponibilités proposées/ })
    .locator('li.card')
    .filter({ hasText: note })
  // The form works once the page is hydrated (its button is enabled then).
  await expect(proposal.getByRole('button', { name: 'Proposer cet horaire' })).toBeEnabled()
  await proposal.getByLabel('Horaire proposé').fill(`${date}T15:00`)
  await proposal.getByRole('button', { name: 'Proposer cet horaire' }).click()
  await expect(groomerPage.locator('li.card').filter({ hasText: note })).toHaveCount(0)
  await groomerContext.close()

  // The attendee accepts on /events-responses/{reference}: confirmed, with the confirmation e-mail.
  await page.goto(followUp)
  await expect(page.getByRole('heading', { name: 'Horaire proposé par le toiletteur' })).toBeVisible()
  await page.getByRole('button', { name: 'J’accepte ce rendez-vous' }).click()
  await expect(page.getByText('Rendez-vous confirmé : vous allez recevoir un e-mail de confirmation.')).toBeVisible()
  await accounts.message(attendee.email, (mail) => mail.subject.startsWith('Rendez-vous confirmé le '))
})

test('a slot link no longer offered (taken, or too close by now) says so on the profile, and another slot books', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  await page.goto(`/toiletteur/${groomer.uri}`)
  const slots = profileSlots(page)
  const link = new URL((await slots.first().getAttribute('href')) ?? '', page.url())
  // Seven minutes after a free start: a time the groomer does not offer, as a slot gone would be.
  const gone = new Date(Date.parse(link.searchParams.get('creneau') ?? '') + 7 * 60_000).toISOString()
  link.searchParams.set('creneau', gone)
  await page.goto(link.toString())
  await expect(page.locator('#reservation').getByRole('alert')).toHaveText(
    'Ce créneau n’est plus disponible : choisissez-en un autre ci-dessous.',
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await slotToBook(slots).click()
  await expect(page.getByRole('dialog').getByText('Créneau choisi')).toBeVisible()
  await expect(page.locator('#reservation').getByRole('alert')).toHaveCount(0)
})
