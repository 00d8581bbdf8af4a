import type { Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'
import { signInAdminApi } from './helpers/groomerSpace'

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'the admin panel is a computer’s tool'))

/** A request sent from the public form (no password: the invitation asks for it). */
async function sendRequest(page: Page, tag: string) {
  const email = `demande-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`
  const body = {
    firstName: 'Inès',
    lastName: 'Lemoine',
    email,
    phone: '06 12 34 56 78',
    city: 'Lyon',
    acceptTerms: true,
    acceptPrivacy: true,
  }
  const created = await page.request.post('/api/v1/signup-requests', { data: body })
  expect(created.status()).toBe(201)
  return { email, id: ((await created.json()) as { id: number }).id }
}

test('the admin accepts a request with one button: the account is created and the groomer gets the link', async ({
  page,
  accounts,
}) => {
  const request = await sendRequest(page, 'acceptee')
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto('/admin')
  // The menu counts what waits for an answer.
  await expect(page.getByTestId('nav-pending-signups')).toHaveText(/^[1-9]\d*$/)

  await page.goto(`/admin/collections/signup-requests/${request.id}`)
  await page.getByRole('button', { name: 'Accepter', exact: true }).click()
  await expect(page.getByText('Demande acceptée.')).toBeVisible()
  const mail = await accounts.message(request.email, (candidate) =>
    /\/user\/inscription\/\d+\?jeton=/.test(candidate.text),
  )
  expect(mail.subject).toBe('Votre compte Mon Toiletteur est prêt')
  const stored = await accounts.payload.findByID({
    collection: 'signup-requests',
    id: request.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(stored.status).toBe('accepted')
  expect(stored.user).toBeTruthy()
})

test('the admin refuses a request with its reason, which the requester receives', async ({ page, accounts }) => {
  const request = await sendRequest(page, 'refusee')
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto(`/admin/collections/signup-requests/${request.id}`)
  await page.getByRole('button', { name: 'Refuser (motif)' }).click()
  await page.getByRole('button', { name: 'Confirmer le refus' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Indiquez le motif du refus' })).toBeVisible()

  await page
    .getByLabel('Motif du refus (envoyé par e-mail au demandeur)')
    .fill('Votre activité n’est pas le toilettage.')
  await page.getByRole('button', { name: 'Confirmer le refus' }).click()
  await expect(page.getByText('Demande refusée.')).toBeVisible()
  const mail = await accounts.message(
    request.email,
    (candidate) => candidate.subject === 'Votre demande d’inscription sur Mon Toiletteur',
  )
  expect(mail.text).toContain('Votre activité n’est pas le toilettage.')
  const stored = await accounts.payload.findByID({
    collection: 'signup-requests',
    id: request.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(stored).toMatchObject({ status: 'rejected', refusalReason: 'Votre activité n’est pas le toilettage.' })
  expect(stored.user ?? null).toBeNull()
})

test('the admin menu has the spec’s groups, the system tables folded away', async ({ page, accounts }) => {
  // A laptop's screen: Payload keeps its menu open from 1440 px (below, it opens on demand).
  await page.setViewportSize({ width: 1600, height: 1000 })
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto('/admin')
  const nav = page.getByRole('complementary')
  for (const group of ['Toiletteurs', 'Études', 'Articles', 'Images']) {
    await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible()
  }
  const system = page.getByTestId('nav-system-tables')
  await expect(system.getByRole('link', { name: 'Boîte d’envoi' })).toBeHidden()
  await system.getByText('Tables techniques').click()
  await system.getByRole('link', { name: 'Boîte d’envoi' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/outbox/)
})

test('another site’s page cannot write with the admin’s session (CSRF on Payload’s REST)', async ({
  page,
  accounts,
}) => {
  await signInAdminApi(page.request, await accounts.admin())
  const data = { name: `Spécialité CSRF ${Date.now()}`, uri: `csrf-${Date.now()}` }
  const forged = await page.request.post('/api/specialities', { data, headers: { origin: 'https://evil.example' } })
  expect(forged.status()).toBe(403)
  expect(
    (
      await accounts.payload.count({
        collection: 'specialities',
        where: { name: { equals: data.name } },
        overrideAccess: true,
      })
    ).totalDocs,
  ).toBe(0)
  // The admin's own page (same origin) still writes.
  const own = await page.request.post('/api/specialities', {
    data,
    headers: { origin: new URL(test.info().project.use.baseURL as string).origin },
  })
  expect(own.status()).toBe(201)
})
