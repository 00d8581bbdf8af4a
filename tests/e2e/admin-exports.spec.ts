import { readFile } from 'node:fs/promises'

import type { Download, Page } from '@playwright/test'

import { DEMO_GROOMER } from '../../scripts/seed/accounts'
import { expect, test } from './helpers/accounts'

const HEADER = 'Id;Prénom;Nom;E-mail;Téléphone;Étude;Ville;Code postal;Publié;Créé le'

/** Clicks the list's export button and reads the file the browser saved: BOM, then CRLF lines. */
async function exported(page: Page): Promise<{ download: Download; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter en CSV' }).click(),
  ])
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text.endsWith('\r\n')).toBe(true)
  return { download, lines: text.slice(0, -2).split('\r\n') }
}

test('the admin downloads the groomers’ list as a CSV file for Excel, with the list’s search', async ({
  page,
  accounts,
  isMobile,
}) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const admin = await accounts.admin()
  const groomers = async () => (await accounts.payload.count({ collection: 'users', overrideAccess: true })).totalDocs
  expect(
    (await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })).status(),
  ).toBe(200)
  await page.goto('/admin/collections/users')

  // Other tests add groomers meanwhile: every demo groomer is there, and no more than exist.
  const before = await groomers()
  const all = await exported(page)
  expect(all.download.suggestedFilename()).toMatch(/^toiletteurs_\d{4}-\d{2}-\d{2}\.csv$/)
  expect(all.lines[0]).toBe(HEADER)
  expect(all.lines.length - 1).toBeGreaterThanOrEqual(before)
  expect(all.lines.length - 1).toBeLessThanOrEqual(await groomers())
  const demo = all.lines.find((line) => line.includes(`;${DEMO_GROOMER.email};`))
  expect(demo).toMatch(
    new RegExp(
      `^\\d+;${DEMO_GROOMER.firstName};${DEMO_GROOMER.lastName};${DEMO_GROOMER.email};[^;]*;[^;]+;Paris;750\\d\\d;Oui;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
    ),
  )

  // The search box narrows the list, and the file with it.
  const search = page.getByPlaceholder(/Rechercher/)
  await search.fill(`${DEMO_GROOMER.firstName} ${DEMO_GROOMER.lastName}`)
  await expect(page).toHaveURL(/search=/)
  const searched = await exported(page)
  expect(searched.lines[0]).toBe(HEADER)
  expect(searched.lines).toContain(demo)
  expect(searched.lines.length).toBeLessThan(all.lines.length)
  for (const line of searched.lines.slice(1)) {
    expect(line).toContain(DEMO_GROOMER.firstName)
    expect(line).toContain(DEMO_GROOMER.lastName)
  }
})

test('the export refuses anyone but an admin', async ({ page, accounts, isMobile }) => {
  test.skip(isMobile, 'the admin panel is a computer’s tool')
  const anonymous = await page.request.get('/api/v1/admin/exports/groomers.csv')
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toMatchObject({ error: expect.any(String) })
  const groomer = await accounts.groomer()
  const login = await page.request.post('/api/v1/login', {
    data: { user: { username: groomer.email, password: groomer.password } },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  // The groomer's session is real (its cookie and its token), and no key to the admins' exports.
  expect((await page.request.get('/api/v1/auth/user/check-logged')).status()).toBe(200)
  const sessions: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }]
  for (const headers of sessions) {
    const asGroomer = await page.request.get('/api/v1/admin/exports/appointments.csv', { headers })
    expect(asGroomer.status()).toBe(401)
    expect(await asGroomer.json()).toMatchObject({ error: expect.any(String) })
  }
})
