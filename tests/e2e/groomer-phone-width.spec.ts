import { DateTime } from 'luxon'

import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

/** Every page of the groomer space fits a 360 px phone: nothing wider than the screen (issue 16, item 7). */
const PAGES = [
  '/user/dashboard',
  '/user/events',
  '/user/events?vue=historique',
  '/user/statistiques',
  '/user/calendriers',
  '/user/motifs',
  '/user/horaires',
  '/user/periodes-de-vacances',
  '/user/modeles',
  '/user/setting',
  '/user/abonnement',
  '/user/encaissements',
  '/user/setting/calendriers',
  '/user/mon-etude',
  '/user/dossiers-client',
  '/user/dossiers-client/nouveau',
  '/user/appels',
  '/user/avis',
  '/user/parrainage',
]

test.use({ viewport: { width: 360, height: 740 } })

test('every page of the groomer space is at most 360 px wide on a 360 px phone', async ({
  page,
  accounts,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one phone width is enough')
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
  const groomer = await accounts.groomer()
  // A long customer name and a long title: the agenda and the dashboard must wrap them.
  const start = DateTime.now()
    .setZone('Europe/Paris')
    .plus({ days: 2 })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference: `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      groomer: groomer.id,
      source: 'groomer',
      customerName: 'Mme Marie-Bernadette de La Tour-Dupont-Lefebvre',
      customerPhone: '06 11 22 33 44',
      title: 'Toilettage complet grand chien avec démêlage – Prince-Albert-de-Monaco',
      timezone: 'Europe/Paris',
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ hours: 2 }).toUTC().toISO() ?? '',
      status: 'confirmed',
      kind: 'salon',
    },
  })
  await signInGroomer(page, groomer)
  const widths: Record<string, number> = {}
  const brokenWords: Record<string, string[]> = {}
  for (const path of [...PAGES, `/user/calendrier/${groomer.id}?vue=semaine&date=${start.toISODate()}`]) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth)
    const broken = await page.evaluate(brokenWordsInButtons)
    if (broken.length > 0) brokenWords[path] = broken
  }
  // The agenda's forms, opened.
  await page.getByText('Nouveau rendez-vous').click()
  await expect(page.getByRole('button', { name: 'Enregistrer le rendez-vous' })).toBeVisible()
  widths['/user/calendrier (nouveau rendez-vous)'] = await page.evaluate(() => document.documentElement.scrollWidth)
  // One assertion for all pages: the report names every page that overflows.
  expect(Object.fromEntries(Object.entries(widths).filter(([, width]) => width > 360))).toEqual({})
  // No button label breaks inside a word ("Déplace r").
  expect(brokenWords).toEqual({})
})

/** The words (or hyphenated parts) of button labels laid out on more than one line (runs in the page). */
function brokenWordsInButtons(): string[] {
  const broken: string[] = []
  for (const button of document.querySelectorAll('button, .btn, .chip')) {
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A hyphen is a place to break ("rendez-" / "vous"); inside a word part is not ("Déplace" / "r").
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        )
        if (lines.size > 1) broken.push(match[0])
      }
    }
  }
  return broken
}
