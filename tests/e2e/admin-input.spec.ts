import { expect, test } from './helpers/accounts'

const TIMEZONE_ERROR = 'Choisissez un fuseau horaire de la liste (par exemple Europe/Paris).'

test('a time zone typo in /admin is refused in French; a groomer whose stored zone is still wrong keeps their city page and profile up, without slots', async ({
  page,
  accounts,
  isMobile,
  baseURL,
}) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool; the public pages are checked on the desktop project too')
  const [groomer, admin] = [await accounts.groomer(), await accounts.admin()]

  expect(
    (await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
  // The form offers a list of zones (admin-first-day.spec.ts); a typo sent to Payload's REST anyway
  // is refused, saying which field and why, in the rule's own words.
  const saved = await page.request.patch(`/api/users/${groomer.id}`, {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { timezone: 'Europe/Pariss' },
  })
  expect(saved.status()).toBe(400)
  expect(JSON.stringify(await saved.json())).toContain(`Fuseau horaire : ${TIMEZONE_ERROR}`)
  const stored = await accounts.payload.findByID({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(stored.timezone).toBe('Europe/Paris')

  // The same typo saved before the checks existed, straight in the table. The test's city and
  // profile were never rendered (a city of this test alone): their first render reads it.
  await accounts.payload.db.drizzle.execute(`update users set timezone = 'Europe/Pariss' where id = ${groomer.id}`)
  const city = await page.goto(`/toiletteurs/${groomer.cityUri}`)
  expect(city?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: groomer.name }).first()).toBeVisible()
  const profile = await page.goto(`/toiletteur/${groomer.uri}`)
  expect(profile?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: groomer.name })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Prochaines disponibilités' }).getByRole('link')).toHaveCount(0)
})

test('a practice code already used, typed in another case, is refused in /admin with the spec’s message', async ({
  page,
  accounts,
  isMobile,
}) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const [practice, admin] = [await accounts.practice(), await accounts.admin()]
  expect(
    (await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
  await page.goto('/admin/collections/teams/create')
  await page.locator('#field-name').fill('Étude jumelle')
  await page.locator('#field-code').fill(practice.code.toLowerCase())
  await page.locator('#field-uri').fill(`etude-jumelle-${practice.id}`)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText('Une étude avec ce code existe déjà.').first()).toBeVisible()
  expect(
    (
      await accounts.payload.count({
        collection: 'teams',
        where: { name: { equals: 'Étude jumelle' } },
        overrideAccess: true,
      })
    ).totalDocs,
  ).toBe(0)
})
