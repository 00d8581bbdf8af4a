import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

/** Every page of the groomer space that needs a groomer session. */
const PAGES = [
  '/user/dashboard',
  '/user/calendriers',
  '/user/calendrier/1',
  '/user/events',
  '/user/motifs',
  '/user/horaires',
  '/user/periodes-de-vacances',
  '/user/setting',
  '/user/abonnement',
  '/user/encaissements',
  '/user/modeles',
  '/user/mon-etude',
  '/user/dossiers-client',
  '/user/dossiers-client/nouveau',
  '/user/dossiers-client/1',
  '/user/appels',
  '/user/avis',
  '/user/parrainage',
]

async function context(
  baseURL: string | undefined,
  cookie?: { name: string; value: string },
): Promise<APIRequestContext> {
  const host = new URL(baseURL ?? '').hostname
  return playwrightRequest.newContext({
    baseURL,
    storageState: {
      cookies: cookie
        ? [{ ...cookie, domain: host, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }]
        : [],
      origins: [],
    },
  })
}

const expectLoginRedirect = async (http: APIRequestContext, path: string) => {
  const response = await http.get(path, { maxRedirects: 0 })
  expect([302, 303, 307, 308], `${path} should redirect`).toContain(response.status())
  expect(response.headers().location, path).toMatch(/\/user\/connexion(\?|$)/)
}

test('no session, an attendee’s session and a forged groomer token are sent to /user/connexion from every groomer page', async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'plain HTTP: the phone project would only repeat it')
  const anonymous = await context(baseURL)
  const forged = await context(baseURL, { name: 'user_token', value: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' })
  const attendee = await context(baseURL)
  // A fresh attendee: signing the demo one in again could end another test's session.
  const account = {
    civility: 'mme',
    firstName: 'Alice',
    lastName: 'Accès',
    email: `acces-${Date.now()}@example.fr`,
    password: 'mot-de-passe-acces',
    acceptTerms: true,
  }
  expect((await attendee.post('/api/v1/attendees', { data: account })).status()).toBe(201)
  for (const path of PAGES) {
    await expectLoginRedirect(anonymous, path)
    await expectLoginRedirect(attendee, path)
    await expectLoginRedirect(forged, path)
  }
  await Promise.all([anonymous.dispose(), forged.dispose(), attendee.dispose()])
})
