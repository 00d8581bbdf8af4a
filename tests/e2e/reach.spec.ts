import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { followSpaceMenu, signInGroomer } from './helpers/groomerSpace'

// Issue 34 items 4 and 5: « Google et mon site » (the opt-in to « Réserver avec Google », the
// website snippet, the link and the QR code), and the snippet's dialog booking from another site.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('a groomer opts in to « Réserver avec Google » and takes their snippet, link and QR code', async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  await signInGroomer(page, groomer)
  await followSpaceMenu(page, 'Google et mon site')
  await expect(page.getByRole('heading', { level: 1, name: 'Google et mon site' })).toBeVisible()
  // No motive in « confirmation immédiate » yet: Google would offer nothing, and the page says why.
  await expect(page.getByText(/Aucun de vos motifs n’est en « confirmation immédiate » au salon/)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Proposer mes rendez-vous sur Google (Maps et Recherche)' }).check()
  await expect(page.getByRole('status').filter({ hasText: 'Google vous proposera dès que' })).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('checkbox', { name: 'Proposer mes rendez-vous sur Google (Maps et Recherche)' }),
  ).toBeChecked()

  const snippet = page.getByLabel('Code à coller sur votre site')
  await expect(snippet).toHaveValue(
    new RegExp(`^<script src="http://[^"]+/widget\\.js" data-toiletteur="${groomer.uri}" async></script>$`),
  )
  await expect(page.getByLabel('Lien de réservation (Instagram, Facebook, e-mails)')).toHaveValue(
    new RegExp(`/toiletteur/${groomer.uri}$`),
  )
  await expect(page.getByRole('img', { name: /^QR code de votre page de réservation/ })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Télécharger le QR code' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('qr-code-reservation.svg')
  expect(readFileSync((await file.path())!, 'utf8')).toMatch(/^<svg[^>]+viewBox/)

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
})

/** A salon's own website on another host (localhost, while the site is 127.0.0.1): another site for cookies. */
async function salonWebsite(siteOrigin: string, uri: string): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Salon Caniche Chic</title></head>
<body><h1>Salon Caniche Chic</h1><p>Toilettage à Lyon depuis 2009.</p>
<script src="${siteOrigin}/widget.js" data-toiletteur="${uri}" async></script>
<p>Ouvert du mardi au samedi.</p></body></html>`
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html))
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}/` }
}

test('the snippet on another site opens the booking dialog over the page, an owner books in it, and the page gets its button back', async ({
  page,
  accounts,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer()
  const attendee = await accounts.attendee()
  const website = await salonWebsite(baseURL!, groomer.uri)
  try {
    // Only the dialog's page may be framed by another site.
    const framed = await page.request.get(`/reserver/${groomer.uri}`)
    expect(framed.headers()['content-security-policy']).toContain('frame-ancestors *')
    expect(framed.headers()['x-frame-options']).toBeUndefined()
    const profile = await page.request.get(`/toiletteur/${groomer.uri}`)
    expect(profile.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(profile.headers()['x-frame-options']).toBe('DENY')

    await page.goto(website.url)
    const button = page.getByRole('button', { name: 'Prendre rendez-vous' })
    await button.click()
    const frame = page.frameLocator('iframe[title="Prise de rendez-vous avec votre toiletteur"]')
    const dialog = frame.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.locator('button.slot').first().click()
    await dialog.getByRole('button', { name: 'Continuer' }).click()
    // Signed in inside the frame: our cookies are another site's there, the session is kept in the page.
    await dialog.getByRole('button', { name: 'J’ai déjà un compte' }).click()
    await dialog.getByLabel('E-mail').fill(attendee.email)
    await dialog.getByLabel('Mot de passe').fill(attendee.password)
    await dialog.getByRole('button', { name: 'Me connecter' }).click()
    await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
    await dialog.getByLabel('Nom de l’animal').fill('Filou')
    await dialog.getByLabel('Espèce').selectOption('dog')
    const size = dialog.getByLabel('Gabarit')
    if (await size.isVisible()) await size.selectOption('small')
    await dialog.getByRole('button', { name: 'Continuer' }).click()
    await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
    await expect(dialog.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
    const reference = (await dialog.locator('strong').filter({ hasText: /^RDV-/ }).textContent()) ?? ''
    expect(reference).toMatch(/^RDV-/)
    // The link to the appointment opens in a tab of its own, never inside the salon's page.
    await expect(dialog.getByRole('link', { name: 'Voir mon rendez-vous' })).toHaveAttribute('target', '_blank')
    const mail = await accounts.message(attendee.email, (message) => message.text.includes(reference))
    expect(mail.subject).toMatch(/^Demande envoyée à /)

    // Closed, the frame leaves the salon's page, whose button has the focus again.
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(button).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Salon Caniche Chic' })).toBeVisible()
  } finally {
    website.server.close()
  }
})
