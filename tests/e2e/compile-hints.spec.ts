import type { Response } from '@playwright/test'

import { COMPILE_HINT as HINT } from '../../scripts/lib/compileHints.mjs'
import { expect, test } from './helpers/accounts'

const isChunk = (response: Response) =>
  new URL(response.url()).pathname.startsWith('/_next/static/chunks/') && response.url().endsWith('.js')

test('the chunks a profile loads with its document start with V8’s compile hint; the dialog’s own, loaded when it opens, do not', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const loaded: Response[] = []
  page.on('response', (response) => {
    if (isChunk(response)) loaded.push(response)
  })
  await page.goto(`/toiletteur/${groomer.uri}`, { waitUntil: 'load' })
  const launcher = page.getByRole('button', { name: 'Prendre rendez-vous' })
  await expect(launcher).toBeEnabled()
  const withDocument = loaded.splice(0)
  expect(withDocument.length).toBeGreaterThan(3)
  for (const response of withDocument) expect((await response.text()).startsWith(HINT), response.url()).toBe(true)

  await launcher.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(loaded.length).toBeGreaterThan(0)
  // Some chunks it loads are also a page's entry (the groomer's space), so hinted; its own are not.
  const hinted = await Promise.all(loaded.map(async (response) => (await response.text()).startsWith(HINT)))
  expect(hinted).toContain(false)
})
