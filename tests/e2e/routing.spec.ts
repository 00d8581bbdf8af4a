import { expect, test } from '@playwright/test'

test.describe('routing rules (spec sections 2, 4, 8)', () => {
  const redirects: [string, string][] = [
    ['/en', '/fr'],
    ['/en/toiletteurs', '/fr/toiletteurs'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/user/connexion', '/user/connexion'],
    ['/c%C5%93ur-de-chien', '/coeur-de-chien'],
    ['/annuaire', '/toiletteurs'],
    ['/user/connexion/', '/user/connexion'],
    ['/guide', '/guide-des-demarches-aupres-de-votre-toiletteur'],
    ['/admin/dashboard', '/admin'],
    ['/admin/images', '/admin/collections/media'],
    ['/admin/posts', '/admin/collections/posts'],
    ['/admin/teams', '/admin/collections/teams'],
    ['/admin/users', '/admin/collections/users'],
  ]
  for (const [from, to] of redirects) {
    test(`${from} redirects 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to)
    })
  }

  test('/en ends on the French home page', async ({ page }) => {
    await page.goto('/en')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  for (const path of ['/de', '/es/toiletteurs', '/cette-page-n-existe-pas', '/guide-inconnu/sous-page']) {
    test(`${path} is the spec's 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
      await expect(page.getByText("Cette page a été supprimée ou n'a jamais existé.")).toBeVisible()
      await expect(page.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/')
      await expect(page.getByText('404', { exact: true })).toBeVisible()
    })
  }

  test('an unknown API path is a JSON 404', async ({ request }) => {
    const response = await request.get('/api/v1/nexiste-pas')
    expect(response.status()).toBe(404)
    expect(await response.json()).toMatchObject({ error: expect.any(String), fields: {} })
  })

  test('health, specialities and timezones answer', async ({ request }) => {
    const health = await request.get('/api/v1/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true } })
    const specialities = await request.get('/api/v1/specialities')
    expect(((await specialities.json()) as { specialities: unknown[] }).specialities.length).toBeGreaterThan(3)
    const timezones = (await (await request.get('/api/v1/timezones')).json()) as { timezones: { id: string }[] }
    expect(timezones.timezones[0]?.id).toBe('Europe/Paris')
  })

  test('small API answers go uncompressed, larger ones are gzipped', async ({ request }) => {
    const gzip = { headers: { 'accept-encoding': 'gzip' } }
    const small = await request.get('/api/v1/users/not-an-id/slots?motive=1&from=2030-01-01&to=2030-01-02', gzip)
    expect(small.status()).toBe(404)
    expect(small.headers()['content-encoding']).toBeUndefined()
    expect(small.headers()['cache-control']).toContain('no-transform')
    const large = await request.get('/api/v1/timezones', gzip)
    expect(large.headers()['content-encoding']).toBe('gzip')
  })
})
