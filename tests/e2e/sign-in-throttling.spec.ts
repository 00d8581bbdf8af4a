import { expect, test } from '@playwright/test'

/**
 * Against the built site: the client's address is the socket's (TRUSTED_PROXY_HOPS=0), so changing
 * X-Forwarded-For on each try does not escape the per account + address limit; the login form says
 * so in French.
 */
test('wrong passwords are throttled whatever X-Forwarded-For says, and the login form shows why', async ({
  page,
  request,
}) => {
  const email = `essais-${Date.now()}-${test.info().workerIndex}@example.fr`
  const attempt = (forwardedFor: string) =>
    request.post('/api/v1/login', {
      data: { user: { username: email, password: 'pas-le-bon' } },
      headers: { 'x-forwarded-for': forwardedFor },
    })
  for (let i = 1; i <= 5; i++) expect((await attempt(`203.0.113.${i}`)).status()).toBe(401)

  const refused = await attempt('198.51.100.77')
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused.json()).toEqual({
    error: expect.stringMatching(/^Trop de tentatives de connexion : réessayez dans \d+ minutes?\.$/),
    fields: {},
  })

  await page.goto('/user/connexion')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon')
  await page.getByRole('button', { name: /connecter/i }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: /Trop de tentatives de connexion : réessayez dans/ }),
  ).toBeVisible()
})
