import type { Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'

/** What a groomer or an attendee could type into any free-text field. */
const MARKUP = `"><img src=x onerror=alert(1)></script><script>alert(1)</script>`
/** The part a reader sees literally when the markup is escaped. */
const LITERAL = '<img src=x onerror=alert(1)>'

const richText = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

/** Fails the test on any dialog (alert) the page opens; returns a check that nothing was injected. */
function guard(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`)
    await dialog.dismiss()
  })
  return async (path: string, { shows = true }: { shows?: boolean } = {}) => {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    await page.waitForLoadState('networkidle')
    if (shows) await expect(page.getByText(LITERAL).first(), path).toBeVisible()
    expect(await page.locator('img[src="x"], img[onerror]').count(), path).toBe(0)
    // No script the attacker wrote (the JSON-LD holds the text escaped, as data).
    const scripts = await page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))
    expect(
      scripts.filter((text) => text.trim() === 'alert(1)'),
      path,
    ).toEqual([])
    expect(dialogs, path).toEqual([])
  }
}

test('what a groomer and an attendee typed shows as text on every page, never as markup', async ({
  page,
  accounts,
}) => {
  const payload = accounts.payload
  const practice = await accounts.practice()
  await payload.update({
    collection: 'teams',
    id: practice.id,
    overrideAccess: true,
    data: { name: `Étude ${MARKUP}`, presentation: richText(MARKUP) },
  })
  const groomer = await accounts.groomer({ firstName: `Léa ${MARKUP}`, practice })
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { address: MARKUP, presentation: richText(MARKUP), practicePresentation: richText(MARKUP) },
  })
  const motives = await payload.find({
    collection: 'motives',
    where: { groomer: { equals: groomer.id } },
    depth: 0,
    overrideAccess: true,
  })
  for (const motive of motives.docs) {
    await payload.update({
      collection: 'motives',
      id: motive.id,
      overrideAccess: true,
      data: { title: `${motive.title} ${MARKUP}`, description: MARKUP },
    })
  }
  const attendee = await accounts.attendee({ firstName: `Julie ${MARKUP}` })
  const appointment = await accounts.appointment(groomer, attendee, { note: MARKUP })
  await payload.update({
    collection: 'appointments',
    id: appointment.id,
    overrideAccess: true,
    data: { pet: { name: MARKUP, species: 'dog', breed: MARKUP, size: 'small' } },
  })
  const from = new Date(Date.now() + 60 * 86_400_000).toISOString()
  await payload.create({
    collection: 'holidays',
    overrideAccess: true,
    data: { groomer: groomer.id, from, to: from, label: MARKUP },
  })
  await payload.create({
    collection: 'customer-folders',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      name: `Client ${MARKUP}`,
      notes: MARKUP,
      pets: [{ name: MARKUP, species: 'dog', behaviour: MARKUP }],
    },
  })
  await payload.create({
    collection: 'mail-templates',
    overrideAccess: true,
    data: { groomer: groomer.id, purpose: 'confirmation', subject: MARKUP, body: MARKUP },
  })

  const visit = guard(page)
  // Public pages (the profile's JSON-LD carries the same texts, escaped).
  await visit(`/toiletteur/${groomer.uri}`)
  await visit(`/toiletteurs/${groomer.cityUri}`)
  const practiceUri = (await payload.findByID({ collection: 'teams', id: practice.id, depth: 0, overrideAccess: true }))
    .uri
  await visit(`/etude/${practiceUri}`)
  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click()
  await expect(page.getByRole('dialog')).toContainText(LITERAL)
  expect(await page.locator('img[src="x"]').count()).toBe(0)

  // The groomer's space.
  await signInGroomer(page, groomer)
  // Customer folders are off in the site config by default (groomer-folders.spec.ts switches them
  // site-wide for one test): their pages are not visited here.
  for (const path of [
    '/user/dashboard',
    '/user/motifs',
    '/user/periodes-de-vacances',
    '/user/modeles',
    '/user/events',
  ]) {
    await visit(path)
  }

  // The attendee's space (the fixture's reference is not of the public page's format: no /appointments visit).
  await page.context().clearCookies()
  await signInAttendee(page, attendee)
  await visit('/participant/mes-rdvs')
})
