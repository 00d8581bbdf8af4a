import { expect, test } from './helpers/accounts'
import { signInAdminApi } from './helpers/groomerSpace'

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'the admin panel is a computer’s tool'))

test('a groomer’s page in /admin lists their motives and opening hours, titled, and adds a holiday for them', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer({ firstName: 'Maëlle', lastName: `Admin${Date.now() % 100000}` })
  await signInAdminApi(page.request, await accounts.admin())

  // Found by city in the list, labelled with it and the e-mail.
  await page.goto(`/admin/collections/users?search=${encodeURIComponent(groomer.cityName)}`)
  await expect(page.getByRole('link', { name: groomer.name }).first()).toBeVisible()

  await page.goto(`/admin/collections/users/${groomer.id}`)
  await expect(
    page.getByRole('heading', { name: `${groomer.name} · ${groomer.cityName} · ${groomer.email}` }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Agenda et activité' }).click()
  const hours = page.locator('.field-type.join').filter({ hasText: 'Horaires d’ouverture' })
  await hours.scrollIntoViewIfNeeded()
  const stored = await accounts.payload.find({
    collection: 'availabilities',
    where: { groomer: { equals: groomer.id } },
    sort: 'weekday',
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  expect(stored.docs[0]?.adminTitle).toMatch(/^(Lun|Mar|Mer|Jeu|Ven|Sam) \d\d:\d\d–\d\d:\d\d/)
  await expect(hours.getByText(stored.docs[0]!.adminTitle!, { exact: true }).first()).toBeVisible()
  const motives = page.locator('.field-type.join').filter({ hasText: 'Motifs' }).first()
  await motives.scrollIntoViewIfNeeded()
  await expect(motives.locator('tbody tr').first()).toBeVisible()

  const holidays = page.locator('.field-type.join').filter({ hasText: 'Périodes de vacances' })
  await holidays.scrollIntoViewIfNeeded()
  await holidays
    .getByRole('button', { name: /Ajouter|Créer/ })
    .first()
    .click()
  const drawer = page.locator('.drawer__content').last()
  const dates = drawer.locator('.date-time-field input')
  await dates.nth(0).fill('24/12/2027')
  await dates.nth(0).press('Tab')
  await dates.nth(1).fill('02/01/2028')
  await dates.nth(1).press('Tab')
  await drawer.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(holidays.getByText('Congés 24/12–02/01/2028')).toBeVisible()
  const saved = await accounts.payload.find({
    collection: 'holidays',
    where: { groomer: { equals: groomer.id } },
    overrideAccess: true,
    depth: 0,
  })
  expect(saved.docs.map((doc) => doc.adminTitle)).toContain('Congés 24/12–02/01/2028')
})

test('a groomer’s « Abonnement » tab: an admin offers months, the state follows; the list filters on it', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer({ firstName: 'Inès', lastName: `Offert${Date.now() % 100000}` })
  await accounts.payload.db.pool.query(
    `update "users" set "subscription_offered" = false, "subscription_state" = 'aucun' where "id" = $1`,
    [groomer.id],
  )
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto(`/admin/collections/users/${groomer.id}`)
  await page.getByRole('button', { name: 'Abonnement', exact: true }).click()
  await expect(page.getByText('Aucun abonnement Stripe pour ce toiletteur.')).toBeVisible()
  await page.getByLabel('Abonnement offert').check()
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect
    .poll(
      async () =>
        (
          await accounts.payload.db.pool.query(`select "subscription_state" as s from "users" where "id" = $1`, [
            groomer.id,
          ])
        ).rows[0]?.s,
    )
    .toBe('offert')
  await page.goto(
    `/admin/collections/users?where[subscriptionState][equals]=offert&search=${encodeURIComponent(groomer.lastName)}`,
  )
  await expect(page.getByRole('link', { name: groomer.name }).first()).toBeVisible()
})
