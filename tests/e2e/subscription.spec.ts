import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInGroomer } from './helpers/groomerSpace'
import { enforceSubscriptionGrace } from '../../src/server/billing/graceJob'

// Issue 31: the groomer's subscription through Stripe's hosted pages (faked on loopback by
// scripts/lib/fakeStripe.ts, which sends the site its signed webhooks).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('a subscription’s life: trial, first month paid, a declined payment, the grace, booking off, a new card, cancellation', async ({
  page,
  accounts,
}) => {
  test.setTimeout(150_000)
  const groomer = await accounts.groomer()
  const pool = accounts.payload.db.pool
  // A published groomer whose months offered were taken back: they subscribe themselves.
  await pool.query(`update "users" set "subscription_offered" = false where "id" = $1`, [groomer.id])
  const state = page.getByTestId('subscription-state')
  // The public page shows the phone instead of online booking (read afresh: it is a cached page).
  const phoneOnly = async () => {
    await page.goto(`/toiletteur/${groomer.uri}`)
    return (await page.getByRole('heading', { name: 'Rendez-vous par téléphone' }).count()) === 1
  }

  await signInGroomer(page, groomer)
  await page.goto('/user/abonnement')
  await expect(state).toHaveText('Sans abonnement')
  await expect(page.getByText('29,00 € HT par mois')).toBeVisible()
  await expect(page.getByText('soit 34,80 € TTC (TVA 20 %)', { exact: false })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])

  // The free trial starts on Stripe's checkout page; back on the site, it is under way.
  await page.getByRole('button', { name: 'Commencer mon essai gratuit' }).click()
  await page.getByRole('button', { name: 'S’abonner' }).click()
  await expect(page).toHaveURL(/\/user\/abonnement\?retour=paiement$/)
  await expect(state).toHaveText('Essai gratuit')
  await expect(page.getByText('Fin de l’essai')).toBeVisible()
  // Who the invoices are made out to: a wrong SIRET is refused in French, beside the field.
  const save = page.getByRole('button', { name: 'Enregistrer mes coordonnées de facturation' })
  await page.getByLabel('Raison sociale (ou vos nom et prénom)').fill('Salon Camille SARL')
  await page.getByLabel('SIRET', { exact: true }).fill('123')
  await save.click()
  await expect(page.getByLabel('SIRET', { exact: true })).toHaveAccessibleDescription(
    '14 chiffres Le SIRET compte 14 chiffres (celui de votre avis de situation INSEE).',
  )
  await page.getByLabel('SIRET', { exact: true }).fill('732 829 320 00074')
  await save.click()
  await expect(page.getByRole('status').filter({ hasText: 'Coordonnées de facturation enregistrées' })).toBeVisible()
  const { rows } = await pool.query<{ customer: string }>(
    `select "stripe_customer_id" as "customer" from "billing_subscriptions" where "groomer_id" = $1`,
    [groomer.id],
  )
  const stripe = async (action: 'renew' | 'end', outcome?: 'paid' | 'failed') => {
    const base = process.env.STRIPE_API_BASE_URL ?? ''
    const response = await fetch(`${base}/_fake/customers/${rows[0]!.customer}/${action}?outcome=${outcome ?? ''}`, {
      method: 'POST',
    })
    expect(response.status).toBe(200)
  }

  // The trial ends and the first month is paid: two invoices, the PDF opens in a new tab.
  await stripe('renew', 'paid')
  await page.reload()
  await expect(state).toHaveText('Actif')
  await expect(page.getByText('Prochain paiement')).toBeVisible()
  const invoices = page.getByRole('link', { name: 'Télécharger la facture (PDF)' })
  await expect(invoices).toHaveCount(2)
  const href = (await invoices.first().getAttribute('href')) ?? ''
  expect(href).toMatch(/\/invoices\/in_\w+\.pdf$/)
  const [pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (request) => request.url() === href),
    invoices.first().click(),
  ])
  expect((await fetch(href)).headers.get('content-type')).toBe('application/pdf')
  await pdf.close()

  // A declined payment: a banner, an e-mail; owners still book during the grace.
  await stripe('renew', 'failed')
  await page.reload()
  const banner = page.getByRole('alert').filter({ hasText: 'Votre dernier paiement n’a pas abouti' })
  await expect(banner).toContainText('la réservation en ligne de votre page sera suspendue')
  await expect(state).toHaveText('Paiement en attente')
  expect(await seriousViolations(page)).toEqual([])
  await accounts.message(groomer.email, (mail) => mail.subject === 'Votre paiement Mon Toiletteur n’a pas abouti')
  expect(await phoneOnly()).toBe(false)

  // The grace is over (14 days later): the hourly check switches online booking off; the page says to call.
  await pool.query(
    `update "billing_subscriptions" set "payment_failed_at" = now() - interval '15 days' where "groomer_id" = $1`,
    [groomer.id],
  )
  await enforceSubscriptionGrace(new Date())
  await expect.poll(phoneOnly, { timeout: 20_000 }).toBe(true)
  await accounts.message(
    groomer.email,
    (mail) => mail.subject === 'La réservation en ligne de votre page est suspendue',
  )

  // A new card in Stripe's portal: back on the site, paid, and booking is on again at once.
  await page.goto('/user/abonnement')
  await page.getByRole('button', { name: 'Mettre à jour mon moyen de paiement' }).click()
  await page.getByRole('button', { name: 'Mettre à jour le moyen de paiement' }).click()
  await expect(page).toHaveURL(/\/user\/abonnement$/)
  await expect(state).toHaveText('Actif')
  await expect(banner).toHaveCount(0)
  await expect.poll(phoneOnly, { timeout: 20_000 }).toBe(false)

  // Cancelled in the portal: effective at the period's end, then booking stops and « M’abonner » is offered.
  await page.goto('/user/abonnement')
  await page.getByRole('button', { name: 'Gérer mon abonnement' }).click()
  await page.getByRole('button', { name: 'Annuler l’abonnement' }).click()
  await expect(page).toHaveURL(/\/user\/abonnement$/)
  await expect(page.getByText('Fin de l’abonnement')).toBeVisible()
  await expect(state).toHaveText('Actif')
  await stripe('end')
  await page.reload()
  await expect(state).toHaveText('Résilié')
  await expect(page.getByRole('button', { name: 'M’abonner' })).toBeVisible()
  await expect.poll(phoneOnly, { timeout: 20_000 }).toBe(true)
})
