import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'
import { signInAdminApi } from './helpers/groomerSpace'

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'the admin panel is a computer’s tool'))

test('a groomer’s delays, e-mail settings and client messages show their fields and save; their appointments name the client', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer({ lastName: `Groupes${Date.now() % 100000}` })
  const attendee = await accounts.attendee({ firstName: 'Romane', lastName: 'Clientèle' })
  await accounts.appointment(groomer, attendee)
  // A visit the groomer typed in: no client account, only the name typed.
  const start = new Date(Date.now() + 10 * 86_400_000)
  start.setUTCHours(13, 0, 0, 0)
  await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference: `RDV-E2E-SAISI-${groomer.id}`,
      groomer: groomer.id,
      source: 'groomer',
      customerName: 'Marc Saisi',
      title: 'Coupe des griffes',
      timezone: 'Europe/Paris',
      start: start.toISOString(),
      end: new Date(start.getTime() + 1_800_000).toISOString(),
      status: 'confirmed',
      kind: 'salon',
    },
  })
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto(`/admin/collections/users/${groomer.id}`)

  // Payload draws a group's fields once it nears the screen: scrolled to, each group shows them.
  for (const [group, field] of [
    ['Délais de réservation', 'Délai avant un rendez-vous (minutes)'],
    ['Réglages des e-mails', 'Recevoir les e-mails'],
    ['Messages aux clients', 'Envoyer les SMS aux clients'],
  ]) {
    const box = page.locator('.field-type.group-field').filter({ hasText: group }).first()
    await box.scrollIntoViewIfNeeded()
    await expect(box.getByLabel(field)).toBeVisible()
  }
  await page.getByLabel('Délai avant un rendez-vous (minutes)').fill('90')
  await page.getByLabel('Envoyer les SMS aux clients').uncheck()
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText('Mis à jour avec succès.').first()).toBeVisible()
  const stored = await accounts.payload.findByID({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(stored.bookingDelays?.minNoticeMinutes).toBe(90)
  expect(stored.customerMessages?.bySms).toBe(false)

  await page.getByRole('button', { name: 'Agenda et activité' }).click()
  const appointments = page.locator('.field-type.join').filter({ hasText: 'Rendez-vous' }).last()
  await appointments.scrollIntoViewIfNeeded()
  // The client's name (their account) or the name the groomer typed, and the motive.
  await expect(appointments.locator('tbody tr').filter({ hasText: 'Toilettage' })).toContainText('Romane Clientèle')
  await expect(appointments.locator('tbody tr').filter({ hasText: 'Coupe des griffes' })).toContainText(
    'Marc Saisi (saisi par le toiletteur)',
  )
  await expect(appointments).not.toContainText('<Pas de')
})

test('the time zone is chosen from a list', async ({ page, accounts }) => {
  const groomer = await accounts.groomer()
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto(`/admin/collections/users/${groomer.id}`)
  // Payload draws a field once it nears the screen: scroll down until the time zone's is drawn,
  // from the top again once at the bottom (a field passed before the form was ready stays undrawn).
  const field = page.locator('#field-timezone')
  await expect(async () => {
    await page.evaluate(() => {
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      if (atBottom) window.scrollTo(0, 0)
      else window.scrollBy(0, window.innerHeight / 3)
    })
    await expect(field).toBeAttached({ timeout: 500 })
  }).toPass({ timeout: 45_000 })
  await field.scrollIntoViewIfNeeded()
  await field.locator('.rs__control').click()
  await page.keyboard.type('Zurich')
  await page.getByRole('option', { name: /Europe\/Zurich/ }).click()
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText('Mis à jour avec succès.').first()).toBeVisible()
  expect(
    (await accounts.payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })).timezone,
  ).toBe('Europe/Zurich')
})

test('an admin attaches an existing groomer to a practice from the practice’s page', async ({ page, accounts }) => {
  const practice = await accounts.practice()
  const member = await accounts.groomer({ practice, lastName: `Membre${Date.now() % 100000}` })
  const joining = await accounts.groomer({ lastName: `Rejoint${Date.now() % 100000}` })
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto(`/admin/collections/teams/${practice.id}`)

  const members = page.locator('.field-type.relationship').filter({ hasText: 'Membres' })
  await members.scrollIntoViewIfNeeded()
  await expect(members).toContainText(member.name)
  await members.locator('.rs__control').click()
  await page.keyboard.type(joining.lastName)
  await page.getByRole('option', { name: new RegExp(joining.lastName) }).click()
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText('Mis à jour avec succès.').first()).toBeVisible()

  const practiceIdOf = async (id: number) =>
    (await accounts.payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })).team
  await expect.poll(() => practiceIdOf(joining.id)).toBe(practice.id)
  expect(await practiceIdOf(member.id)).toBe(practice.id)
  await page.reload()
  await expect(page.locator('.field-type.relationship').filter({ hasText: 'Membres' })).toContainText(joining.name)
})

async function pendingReview(accounts: Parameters<Parameters<typeof test>[2]>[0]['accounts'], text: string) {
  const groomer = await accounts.groomer()
  const attendee = await accounts.attendee()
  const appointment = await accounts.appointment(groomer, attendee)
  const ratings = { welcome: 5, petCare: 4, result: 5, value: 4 }
  const visitDate = new Date().toISOString()
  return accounts.payload.create({
    collection: 'reviews',
    overrideAccess: true,
    depth: 0,
    data: {
      appointment: appointment.id,
      groomer: groomer.id,
      attendee: attendee.id,
      authorName: 'Julie B.',
      visitDate,
      ratings,
      rating: 4.5,
      text,
      status: 'pending',
      submittedAt: visitDate,
    },
  })
}

test('a review is published or refused (with a reason) by buttons, and its mark reads the French way', async ({
  page,
  accounts,
}) => {
  const toPublish = await pendingReview(accounts, 'Très bon accueil, mon chien est ressorti magnifique et détendu.')
  const toRefuse = await pendingReview(accounts, 'Appelez-moi au 06 12 34 56 78 pour en parler, vraiment.')
  await signInAdminApi(page.request, await accounts.admin())

  await page.goto(`/admin/collections/reviews/${toPublish.id}`)
  await expect(page.getByText('4,5 / 5')).toBeVisible()
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await expect(page.getByText('Avis publié')).toBeVisible()
  await expect
    .poll(
      async () =>
        (await accounts.payload.findByID({ collection: 'reviews', id: toPublish.id, overrideAccess: true, depth: 0 }))
          .status,
    )
    .toBe('published')

  await page.goto(`/admin/collections/reviews/${toRefuse.id}`)
  await page.getByRole('button', { name: 'Refuser (motif)' }).click()
  await page.getByRole('button', { name: 'Confirmer le refus' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choisissez le motif du refus' })).toBeVisible()
  await page.getByLabel('Motif du refus (cité dans l’e-mail au client)').selectOption('personal-data')
  await page.getByRole('button', { name: 'Confirmer le refus' }).click()
  await expect(page.getByText('Avis refusé (Contient des données personnelles).')).toBeVisible()
  const refused = await accounts.payload.findByID({
    collection: 'reviews',
    id: toRefuse.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(refused).toMatchObject({ status: 'refused', refusalReason: 'personal-data' })

  await page.goto('/admin/collections/reviews')
  await expect(page.locator('tbody').getByText('4,5 / 5').first()).toBeVisible()
  await expect(page.locator('tbody')).not.toContainText('4.5')
})

test('an image’s page states the limits before upload, and a file over 10 Mo is refused at once, in French', async ({
  page,
  accounts,
  baseURL,
}) => {
  await signInAdminApi(page.request, await accounts.admin())
  await page.goto('/admin/collections/media/create')
  await expect(page.getByTestId('upload-rules')).toHaveText(
    'Image JPEG, PNG, WebP, AVIF ou GIF de 10 Mo au plus, 40 mégapixels au plus et 8 000 pixels de côté au plus.',
  )

  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/media'))
      sent.push(request.url())
  })
  const heavy = Buffer.alloc(11_000_000, 1)
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'lourde.png', mimeType: 'image/png', buffer: heavy })
  await expect(page.getByRole('alert').filter({ hasText: 'Ce fichier dépasse 10 Mo' }).first()).toBeVisible()
  expect(sent).toEqual([])

  // Sent anyway (another client), the server refuses it in French too.
  const answer = await page.request.post('/api/media', {
    headers: { origin: new URL(baseURL ?? '').origin },
    multipart: {
      file: { name: 'lourde.png', mimeType: 'image/png', buffer: heavy },
      _payload: JSON.stringify({ alt: 'Lourde' }),
    },
  })
  expect(answer.status()).toBe(413)
  expect(JSON.stringify(await answer.json())).toContain('Ce fichier dépasse 10 Mo, la taille maximale acceptée.')
})

/**
 * What axe still finds in /admin that only Payload can fix (decision 0045): its list's row
 * checkboxes and pagination, its select's clear button, the rich-text editor's unnamed text box.
 * A rule not listed here fails the test: a violation the project's own configuration or
 * components brought.
 */
const PAYLOAD_ONLY: Record<string, string[]> = {
  // A react-select of Payload's on its dashboard: its focusable aria-hidden arrow, its unnamed input.
  dashboard: ['aria-hidden-focus', 'label'],
  // The lock icon (aria-command-name), the pagination's arrows (button-name), the rows' checkboxes (label, aria-label="").
  groomers: ['aria-command-name', 'button-name', 'label'],
  // react-select's clear and arrow buttons (aria-hidden-focus), its inputs (label) and chips (nested-interactive);
  // Lexical's text box (aria-input-field-name); the document's "⋮" menu (button-name); the tabs' list (list).
  groomer: ['aria-hidden-focus', 'aria-input-field-name', 'button-name', 'label', 'list', 'nested-interactive'],
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

test('axe on /admin finds nothing but what only Payload can fix', async ({ page, accounts }) => {
  const groomer = await accounts.groomer()
  await signInAdminApi(page.request, await accounts.admin())
  const pages: [keyof typeof PAYLOAD_ONLY, string][] = [
    ['dashboard', '/admin'],
    ['groomers', '/admin/collections/users'],
    ['groomer', `/admin/collections/users/${groomer.id}`],
  ]
  const found: Record<string, string[]> = {}
  for (const [name, path] of pages) {
    await page.goto(path)
    await expect(page.locator('.template-default, .collection-list, .collection-edit').first()).toBeVisible()
    // Scrolled to the bottom: fields Payload draws on approach are checked too.
    await page.mouse.wheel(0, 20000)
    await page.waitForTimeout(500)
    const list = await violations(page)
    found[name] = list
      .filter((violation) => !PAYLOAD_ONLY[name].includes(violation.id))
      .map((violation) => `${violation.id}: ${violation.nodes.join(', ')}`)
  }
  expect(found).toEqual({ dashboard: [], groomers: [], groomer: [] })
})
