import { expect, test } from './helpers/accounts'

test('the admin dashboard counts the signup requests waiting and links to them', async ({ page, accounts, isMobile }) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const admin = await accounts.admin()
  const waiting = async () => (await accounts.payload.count({ collection: 'signup-requests', where: { status: { equals: 'new' } }, overrideAccess: true })).totalDocs
  expect((await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status()).toBe(200)
  // Other tests send requests meanwhile: the figure lies between the counts read before and after.
  const before = await waiting()
  await page.goto('/admin')
  const shown = Number(await page.getByTestId('pending-signups').textContent())
  expect(shown).toBeGreaterThanOrEqual(before)
  expect(shown).toBeLessThanOrEqual(await waiting())
  await page.getByRole('link', { name: /en attente$/ }).filter({ has: page.getByTestId('pending-signups') }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/signup-requests\?.*status/)
  await expect(page.getByRole('heading', { name: 'Demandes d’inscription' }).first()).toBeVisible()
})
