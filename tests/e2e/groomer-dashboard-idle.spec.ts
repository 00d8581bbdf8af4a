import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

// Issue 29 item 10: /user/dashboard kept a request open about 25 s after it was usable (the space
// menu's brand link prefetched the home page, whose RSC prefetch stayed pending).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('the groomer’s dashboard leaves no request open once usable', async ({ page, accounts }) => {
  await signInGroomer(page, await accounts.groomer())
  const pending = new Map<string, number>()
  page.on('request', (request) => pending.set(request.url(), Date.now()))
  page.on('requestfinished', (request) => pending.delete(request.url()))
  page.on('requestfailed', (request) => pending.delete(request.url()))
  await page.goto('/user/dashboard', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour')
  // The site's own idle-time fetches and the menu's prefetches (about 26 dynamic renders, 3 s on an idle
  // machine, over 10 s under the whole suite on CI's 2 cores) end; the hang this guards against lasted 25 s.
  await page.waitForLoadState('networkidle', { timeout: 20_000 })
  await page.waitForTimeout(1500)
  const started = Date.now()
  const open = [...pending.entries()].filter(([, since]) => started - since > 1000).map(([url]) => url)
  expect(open).toEqual([])
})
