import type { Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'
import { watchCsp } from './helpers/csp'
import { signInAdminApi, signInAttendee, signInGroomer } from './helpers/groomerSpace'

/** A 1×1 transparent PNG. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Loads `path`, lets its scripts run (hydration, delayed parts), and expects no CSP violation so far. */
async function visit(page: Page, csp: Awaited<ReturnType<typeof watchCsp>>, path: string, ready?: () => Promise<void>) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(400)
  await page.waitForLoadState('networkidle')
  if (ready) await ready()
  expect(await csp.read(), path).toEqual([])
}

test.describe('no page breaks its Content-Security-Policy', () => {
  test('public pages, the booking dialog and the login pages', async ({ page, accounts }) => {
    const groomer = await accounts.groomer()
    const csp = await watchCsp(page)
    await visit(page, csp, '/')
    // The map's tiles, answered locally (a real tile origin, so that img-src is what is checked).
    let tiles = 0
    await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => {
      tiles += 1
      return route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE })
    })
    await visit(page, csp, `/toiletteurs/${groomer.cityUri}`)
    // The demo's Paris groomers have coordinates: their city page has a map.
    await visit(page, csp, '/toiletteurs/paris', async () => {
      const toggle = page.getByRole('button', { name: /^(Afficher|Masquer) la carte$/ })
      await expect(async () => {
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
        await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 2_000 })
      }).toPass()
      await expect.poll(() => tiles).toBeGreaterThan(0)
    })
    await visit(page, csp, `/toiletteur/${groomer.uri}`)
    // A second view comes from the front page cache, with script hashes instead of a nonce.
    await visit(page, csp, `/toiletteur/${groomer.uri}`)
    await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
    await expect(page.getByRole('dialog').locator('button.slot').first()).toBeVisible()
    expect(await csp.read()).toEqual([])
    const article = await accounts.payload.find({
      collection: 'posts',
      where: { published: { equals: true } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    await visit(page, csp, `/guide-des-demarches-aupres-de-votre-toiletteur/${article.docs[0].uri}`)
    await visit(page, csp, '/user/connexion')
    await visit(page, csp, '/participant/connexion')
  })

  test('the groomer and attendee spaces', async ({ page, accounts }) => {
    const csp = await watchCsp(page)
    await signInGroomer(page, await accounts.groomer())
    expect(await csp.read()).toEqual([])
    await visit(page, csp, '/user/motifs')
    await visit(page, csp, '/user/events')
    await page.context().clearCookies()
    await signInAttendee(page, await accounts.attendee())
    await visit(page, csp, '/participant/profil')
  })

  test('the Payload admin: login, dashboard, a list, rich text and the outbox’s HTML, with no request outside the site', async ({
    page,
    accounts,
    baseURL,
  }) => {
    const csp = await watchCsp(page)
    // Nothing may leave the site's origin (no Gravatar, no editor from a CDN): the admin works offline.
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL ?? '').origin) elsewhere.push(request.url())
    })
    await visit(page, csp, '/admin/login', async () => {
      await expect(page.getByRole('button', { name: /connexion|connecter/i })).toBeVisible()
    })
    await signInAdminApi(page.request, await accounts.admin())
    await visit(page, csp, '/admin', async () => {
      await expect(page.getByTestId('nav-system-tables')).toBeAttached()
    })
    await visit(page, csp, '/admin/collections/users', async () => {
      await expect(page.locator('table').first()).toBeVisible()
    })
    const post = await accounts.payload.find({ collection: 'posts', limit: 1, depth: 0, overrideAccess: true })
    await visit(page, csp, `/admin/collections/posts/${post.docs[0].id}`, async () => {
      await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible()
    })
    const mail = await accounts.payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'email', to: 'csp@example.fr', subject: 'Vérification CSP', html: '<p>Bonjour</p>' },
    })
    await visit(page, csp, `/admin/collections/outbox/${mail.id}`, async () => {
      // The e-mail rendered in a sandboxed frame, its source below.
      await expect(page.frameLocator('iframe[title="Aperçu de l’e-mail"]').getByText('Bonjour')).toBeVisible()
      expect(await page.locator('iframe[title="Aperçu de l’e-mail"]').getAttribute('sandbox')).toBe('')
    })
    expect(elsewhere).toEqual([])
  })
})

test.describe('security headers', () => {
  const expectCommon = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    // The e2e site runs on plain http (SECURE_COOKIES off): no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined()
  }

  test('a page: a nonce per request, no unsafe-inline script, no framing', async ({ request }) => {
    const [first, second] = [await request.get('/demande-inscription'), await request.get('/demande-inscription')]
    expectCommon(first.headers())
    const policy = first.headers()['content-security-policy']
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline')
    const nonceOf = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1]
    expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonceOf(policy))
    // Next stamps its own scripts with the request's nonce.
    expect(await first.text()).toContain(`nonce="${nonceOf(policy)}"`)
  })

  test('a cached page: hashes of its scripts instead of a nonce', async ({ request, accounts }) => {
    const groomer = await accounts.groomer()
    await request.get(`/toiletteur/${groomer.uri}`)
    const response = await request.get(`/toiletteur/${groomer.uri}`)
    expectCommon(response.headers())
    const policy = response.headers()['content-security-policy']
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
    expect(policy).not.toContain('nonce-')
    expect(policy).toContain("frame-ancestors 'none'")
  })

  test('an API answer and a Payload admin page', async ({ request }) => {
    const api = await request.get('/api/v1/auth/user/check-logged')
    expectCommon(api.headers())
    expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
    const payloadApi = await request.get('/api/posts?limit=1')
    expectCommon(payloadApi.headers())
    const admin = await request.get('/admin/login')
    expectCommon(admin.headers())
    expect(admin.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/)
    expect(admin.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  test('the colour-scheme client hint is asked by the admin panel only: a public page is answered at its first request', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/toiletteurs/paris', '/api/v1/health']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
    }
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    // Chromium sends a document again when Critical-CH asks for a hint it did not send: one request, not two.
    const documents: string[] = []
    page.on('request', (sent) => sent.resourceType() === 'document' && documents.push(sent.url()))
    await page.goto('/toiletteurs/paris')
    expect(documents).toHaveLength(1)
  })

  test('the groomer space cannot be framed', async ({ page, accounts, baseURL }) => {
    await signInGroomer(page, await accounts.groomer())
    await page.goto('/cgu')
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.id = 'framed'
      document.body.append(frame)
    }, `${baseURL}/user/dashboard`)
    const frame = page.frameLocator('#framed')
    await page.waitForTimeout(2000)
    await expect(frame.getByRole('heading', { name: /Bonjour/ })).toHaveCount(0)
    // The blocked frame holds Chrome's error page, not the dashboard.
    const framed = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(framed?.url()).not.toContain('/user/dashboard')
  })
})
