import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

// Issue 29 item 10: /user/dashboard kept a request open about 25 s after it was usable (the space
// menu's brand link prefetched the home page, whose RSC prefetch stayed pending). The menu's own links
// then prefetched every page of the space (about 26 dynamic renders, over 20 s under the whole suite on
// CI's 2 cores): they now prefetch on intent only.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('the groomer’s dashboard leaves no request open once usable and prefetches a menu page only on intent', async ({
  page,
  accounts,
}) => {
  await signInGroomer(page, await accounts.groomer())
  const pending = new Map<string, number>()
  const prefetched: string[] = []
  page.on('request', (request) => {
    pending.set(request.url(), Date.now())
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname)
  })
  page.on('requestfinished', (request) => pending.delete(request.url()))
  page.on('requestfailed', (request) => pending.delete(request.url()))
  await page.goto('/user/dashboard', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour')
  await page.waitForLoadState('networkidle', { timeout: 10_000 })
  await page.waitForTimeout(1500)
  const started = Date.now()
  const open = [...pending.entries()].filter(([, since]) => started - since > 1000).map(([url]) => url)
  expect(open).toEqual([])
  // The space's pages are rendered for the groomer on each request; the public profile's link may be
  // prefetched (a cached page).
  expect(prefetched.filter((path) => path.startsWith('/user/'))).toEqual([])

  // A hovered (or focused, or touched) menu link is prefetched, so the click still feels instant.
  const motives = page.locator('#space-menu a[href="/user/motifs"]')
  if (!(await motives.isVisible())) await page.locator('button[aria-controls="space-menu"]').click()
  await motives.focus()
  await expect.poll(() => prefetched).toContain('/user/motifs')
})
