import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('editing the confirmation e-mail changes the next e-mail sent', async ({ page, accounts }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone project checks the SMS editor')
  const marker = `E2E-${Date.now()}`
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const { reference } = await accounts.appointment(groomer, attendee, { status: 'pending', daysFromNow: 7 })
  await signInGroomer(page, groomer)

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
  await expect(form.getByTestId('preview-subject')).toContainText(
    `Rendez-vous confirmé le mardi 1 décembre 2026 · ${marker}`,
  )
  await save.click()
  await expect(form.getByRole('status')).toHaveText('Modèle enregistré : il sera utilisé pour les prochains envois.')
  await expect(form.getByText('Votre modèle', { exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('modeles-email-desktop.png'), fullPage: true })

  try {
    // The groomer validates the pending appointment from the dashboard.
    await page.goto('/user/dashboard')
    const item = page
      .getByRole('region', { name: /Demandes à valider/ })
      .getByRole('listitem')
      .filter({ hasText: reference })
    await expect(item.getByRole('button', { name: 'Valider' })).toBeEnabled()
    await item.getByRole('button', { name: 'Valider' }).click()
    await expect(item).toHaveCount(0)

    const mail = await accounts.message(attendee.email, (candidate) => candidate.subject.includes(marker))
    expect(mail?.subject).toMatch(new RegExp(`^Rendez-vous confirmé le \\S+ \\d{1,2} \\S+ \\d{4} · ${marker}$`))
    expect(mail?.text).toContain(`Bonjour ${attendee.firstName}, votre toiletteur vous attend.`)
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

test('on a phone: the SMS reminder shows its count, refuses an unknown variable, is saved and reset', async ({
  page,
  accounts,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop project checks the e-mail sent')
  await signInGroomer(page, await accounts.groomer())
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

test('both tabs of /user/modeles have no serious or critical accessibility violation', async ({ page, accounts }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  await signInGroomer(page, await accounts.groomer())
  await page.goto('/user/modeles')
  await expect(page.getByRole('button', { name: 'Enregistrer le modèle' })).toBeEnabled()
  expect(await serious()).toEqual([])
  await page.getByRole('tab', { name: 'Messages (SMS / messagerie)' }).click()
  await expect(page.getByRole('form', { name: 'Modèle SMS : Confirmation' })).toBeVisible()
  expect(await serious()).toEqual([])
})
