import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import { expect, test, type TestGroomer } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'

// Issue 33: no-shows that cost the no-shower. Stripe's hosted pages (Connect onboarding, Checkout)
// are faked on loopback by scripts/lib/fakeStripe.ts, which sends the site its signed webhooks.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** The groomer's Stripe account, ready to take payments (its onboarding is another test's). */
const connectedAccountFor = (
  pool: { query: (text: string, values: unknown[]) => Promise<unknown> },
  groomerId: number,
) =>
  pool.query(
    `insert into "connected_accounts" ("groomer_id", "stripe_account_id", "charges_enabled", "details_submitted")
     values ($1, $2, true, true)`,
    [groomerId, `acct_e2e_${groomerId}`],
  )

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** The owner books the groomer's first free slot through the dialog, up to its confirm step. */
async function toConfirmStep(page: Page, groomer: TestGroomer) {
  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.locator('button.slot, a[data-slot]').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await dialog.getByLabel('Nom de l’animal').fill('Filou')
  await dialog.getByLabel('Espèce').selectOption('dog')
  const size = dialog.getByLabel('Gabarit')
  if (await size.isVisible()) await size.selectOption('small')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  return dialog
}

test('a groomer connects Stripe and asks a deposit; a new client pays it on Stripe’s page; refused, it is refunded', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  await signInGroomer(page, groomer)
  await page.goto('/user/acomptes')
  await expect(page.getByRole('heading', { level: 1, name: 'Acomptes et absences' })).toBeVisible()
  // Stripe's hosted onboarding, then back to the same page.
  await page.getByRole('button', { name: 'Connecter mon compte Stripe' }).click()
  await page.getByRole('button', { name: 'Terminer' }).click()
  await expect(page).toHaveURL(/\/user\/acomptes$/)
  await expect(page.getByTestId('connect-state')).toHaveText(/Votre compte Stripe est connecté/)

  // The form answers once hydrated (its button is enabled then).
  await expect(page.getByRole('button', { name: 'Enregistrer ma règle' })).toBeEnabled()
  await page.getByLabel('Garantie demandée à la réservation').selectOption('deposit')
  await page.getByLabel('Montant de l’acompte').selectOption('fixed')
  await page.getByLabel('Acompte (€)').fill('20')
  await page.getByLabel('Frais en cas d’absence ou d’annulation tardive (€)').fill('15')
  await expect(page.getByTestId('policy-example')).toContainText('Acompte de 20')
  await page.getByRole('button', { name: 'Enregistrer ma règle' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Votre règle est enregistrée' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])

  // A new client: the confirm step says what is taken, in euros, before they commit.
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await owner.addCookies([{ name: 'cookie_consent', value: 'denied', url: test.info().project.use.baseURL ?? '' }])
  const ownerPage = await owner.newPage()
  const attendee = await accounts.attendee()
  await signInAttendee(ownerPage, attendee)
  const dialog = await toConfirmStep(ownerPage, groomer)
  const terms = dialog.getByTestId('guarantee-terms')
  await expect(terms).toBeVisible()
  expect(plain(await terms.textContent())).toContain('Acompte de 20 € payé maintenant')
  expect(plain(await terms.textContent())).toContain('15 € sont conservés')
  await dialog.getByRole('button', { name: /Confirmer et payer l’acompte \(20/ }).click()
  // Stripe's page, then back on the owner's appointments.
  await expect(ownerPage.getByRole('heading', { name: 'Acompte' })).toBeVisible()
  await ownerPage.getByRole('button', { name: 'Payer' }).click()
  await expect(ownerPage).toHaveURL(/\/participant\/mes-rdvs\?garantie=ok/)
  await expect(ownerPage.getByTestId('guarantee-return')).toContainText('votre demande est transmise')
  const reference = new URL(ownerPage.url()).searchParams.get('ref') ?? ''
  const mine = ownerPage.getByRole('listitem').filter({ hasText: reference })
  await expect(mine.getByTestId('owner-guarantee')).toContainText(/Acompte de 20.€ versé/)

  // The groomer sees the deposit paid, and refuses.
  await page.goto('/user/events')
  const waiting = page.getByRole('listitem').filter({ hasText: reference })
  await expect(waiting.getByTestId('guarantee')).toHaveText(/Acompte de 20.€ versé/)
  await waiting.getByRole('button', { name: 'Refuser' }).click()
  await waiting.getByLabel('Raison du refus (envoyée au client)').fill('Je suis complet ce jour-là.')
  await waiting.getByRole('button', { name: 'Confirmer le refus' }).click()
  await expect(waiting).toHaveCount(0)
  const mail = await accounts.message(attendee.email, (message) => message.subject.includes('est remboursé'))
  expect(plain(mail.subject)).toBe('Votre acompte de 20 € est remboursé')
  await ownerPage.goto('/participant/mes-rdvs?onglet=historique')
  await expect(
    ownerPage.getByRole('listitem').filter({ hasText: reference }).getByTestId('owner-guarantee'),
  ).toContainText(/Acompte de 20.€ remboursé/)
  await owner.close()
})

test('a card imprint at booking; « Absent » then « Facturer 20 € » charges the card and tells the owner', async ({
  page,
  browser,
  accounts,
}) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  const pool = accounts.payload.db.pool
  await connectedAccountFor(pool, groomer.id)
  await pool.query(
    `insert into "no_show_policies" ("groomer_id", "motive_id", "kind", "applies_to", "free_cancellation_hours", "fee_cents")
     values ($1, null, 'imprint', 'all', 24, 2000)`,
    [groomer.id],
  )
  const attendee = await accounts.attendee()
  await signInAttendee(page, attendee)
  const dialog = await toConfirmStep(page, groomer)
  expect(plain(await dialog.getByTestId('guarantee-terms').textContent())).toContain(
    'votre carte est enregistrée par Stripe, rien n’est débité',
  )
  await dialog.getByRole('button', { name: 'Confirmer et enregistrer ma carte' }).click()
  await page.getByRole('button', { name: 'Enregistrer ma carte' }).click()
  await expect(page).toHaveURL(/\/participant\/mes-rdvs\?garantie=ok/)
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''
  await expect(page.getByRole('listitem').filter({ hasText: reference }).getByTestId('owner-guarantee')).toContainText(
    'Empreinte bancaire enregistrée',
  )

  // Validated, and its time has come (moved to earlier today): the pet never came.
  const start = DateTime.now().setZone('Europe/Paris').minus({ minutes: 50 })
  await pool.query(
    `update "appointments" set "status" = 'confirmed', "start" = $2, "end" = $3 where "reference" = $1`,
    [reference, start.toUTC().toISO(), start.plus({ minutes: 30 }).toUTC().toISO()],
  )
  const groomerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const groomerPage = await groomerContext.newPage()
  await signInGroomer(groomerPage, groomer)
  await groomerPage.goto('/user/events')
  const item = groomerPage.getByRole('listitem').filter({ hasText: reference })
  await item.getByRole('button', { name: 'Absent' }).click()
  await expect(item.getByTestId('guarantee')).toHaveText('Empreinte bancaire enregistrée')
  await item.getByRole('button', { name: /Facturer 20/ }).click()
  await expect(item.getByTestId('guarantee')).toHaveText(/20.€ de frais débités/)
  await expect(item.getByRole('button', { name: /Facturer/ })).toHaveCount(0)
  expect(await seriousViolations(groomerPage)).toEqual([])
  const mail = await accounts.message(attendee.email, (message) => message.subject.includes('débités'))
  expect(plain(mail.subject)).toBe('Frais d’absence débités : 20 €')
  await groomerContext.close()
})

test('an owner back from Stripe’s page unpaid can pay later or withdraw; withdrawn, the groomer never hears of it', async ({
  page,
  accounts,
}) => {
  test.setTimeout(90_000)
  const groomer = await accounts.groomer()
  const pool = accounts.payload.db.pool
  await connectedAccountFor(pool, groomer.id)
  await pool.query(
    `insert into "no_show_policies" ("groomer_id", "motive_id", "kind", "deposit_cents", "applies_to", "free_cancellation_hours", "fee_cents")
     values ($1, null, 'deposit', 2000, 'all', 24, 1500)`,
    [groomer.id],
  )
  const attendee = await accounts.attendee()
  await signInAttendee(page, attendee)
  const dialog = await toConfirmStep(page, groomer)
  await dialog.getByRole('button', { name: /Confirmer et payer l’acompte/ }).click()
  await page.getByRole('link', { name: 'Retour' }).click()
  await expect(page).toHaveURL(/\/participant\/mes-rdvs\?garantie=annule/)
  await expect(page.getByTestId('guarantee-return')).toContainText('votre créneau reste réservé 30 minutes')
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''
  const item = page.getByRole('listitem').filter({ hasText: reference })
  await expect(item.getByTestId('owner-guarantee')).toContainText('paiement en cours')
  expect(await item.getByRole('link', { name: 'Payer l’acompte' }).getAttribute('href')).toMatch(/\/checkout\/cs_\w+$/)
  expect(await seriousViolations(page)).toEqual([])

  await item.getByRole('button', { name: 'Retirer ma demande' }).click()
  await item.getByLabel('Mon animal est malade ou blessé').check()
  await item.getByRole('button', { name: 'Oui, retirer ma demande' }).click()
  await expect(page.getByText('Votre demande est retirée : rien n’a été payé')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: reference })).toHaveCount(0)
  expect(await accounts.outbox(groomer.email)).toEqual([])
})
