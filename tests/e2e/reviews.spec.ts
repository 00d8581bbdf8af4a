import { DateTime } from 'luxon'

import { JOBS } from '../../src/server/jobs/registry'
import { runJob } from '../../src/server/jobs/runner'
import type { Job } from '../../src/server/jobs/types'
import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAdminApi } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const REVIEW = 'Accueil adorable, Filou est ressorti tout doux et sans stress. Je reviendrai sans hésiter !'

test('the owner reviews a finished visit through the e-mail link; after approval the review is on the profile', async ({
  page,
  accounts,
  request,
}) => {
  const [groomer, attendee, admin] = [await accounts.groomer(), await accounts.attendee(), await accounts.admin()]
  const { payload } = accounts
  // A visit yesterday morning, finished: the request goes out today from 10:00 (the job runs at 11:00 here).
  const { id } = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 3 })
  const start = DateTime.now()
    .setZone('Europe/Paris')
    .minus({ days: 1 })
    .set({ hour: 9, minute: 0, second: 0, millisecond: 0 })
  await payload.update({
    collection: 'appointments',
    id,
    overrideAccess: true,
    data: {
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
      visitStatus: 'finished',
      visitStatusAt: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
    },
  })
  const job = JOBS.find((candidate) => candidate.name === 'review-requests') as Job
  expect(await runJob(payload, job, DateTime.now().setZone('Europe/Paris').set({ hour: 11 }).toJSDate())).toMatchObject(
    { status: 'done' },
  )

  const mail = await accounts.message(attendee.email, (message) => message.subject.startsWith('Votre avis sur'))
  const link = /https?:\/\/[^\s"]+\/avis\/[\w-]+\.[\w-]+/.exec(mail.html)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1, name: `Votre avis sur ${groomer.name}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Too short, and a criterion left out: French errors, nothing sent.
  await page.getByLabel('Votre avis').fill('Très bien')
  for (const criterion of ['Accueil', 'Soin de l’animal', 'Résultat'])
    await page.getByRole('group', { name: criterion }).getByLabel('5 sur 5').check()
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click()
  await expect(page.getByText('Votre avis doit contenir au moins 20 caractères.')).toBeVisible()
  await expect(page.getByText('Notez « Rapport qualité/prix » de 1 à 5.')).toBeVisible()

  await page.getByRole('group', { name: 'Rapport qualité/prix' }).getByLabel('4 sur 5').check()
  await page.getByLabel('Votre avis').fill(REVIEW)
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click()
  await expect(
    page.getByText('Merci ! Votre avis sera publié après relecture par notre équipe, sous 48 heures.'),
  ).toBeVisible()

  // Back on the link: the review waits for moderation and can still be edited.
  await page.reload()
  await expect(page.getByText('Votre avis est en cours de relecture.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Modifier mon avis' })).toBeVisible()
  await expect(page.getByLabel('Votre avis')).toHaveValue(REVIEW)

  // Not public before approval.
  await page.goto(`/toiletteur/${groomer.uri}`)
  await expect(page.getByText('Pas encore d’avis publié.')).toBeVisible()

  // The admin dashboard counts it among the reviews waiting.
  if (test.info().project.name === 'desktop') {
    expect(
      (
        await page.request.post('/api/admins/login', { data: { email: admin.email, password: admin.password } })
      ).status(),
    ).toBe(200)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Avis à modérer' })).toBeVisible()
    await expect(page.getByTestId('pending-reviews')).toHaveText(/^[1-9]\d*$/)
  }

  // The admins approve it: in /admin on a computer (the review's form shows every group, the
  // groomer's reply and report included), through Payload's REST (the admins' API) on the phone.
  const review = (
    await payload.find({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      where: { appointment: { equals: id } },
    })
  ).docs[0]
  if (test.info().project.name === 'desktop') {
    await page.goto(`/admin/collections/reviews/${review!.id}`)
    // Payload renders a form's fields once scrolled into view, as an admin reading it does.
    for (const [group, role, field] of [
      ['ratings', 'spinbutton', 'Accueil'],
      ['reply', 'textbox', 'Réponse'],
      ['report', 'textbox', 'Motif du signalement'],
    ] as const) {
      const input = page.locator(`#field-${group}`).getByRole(role, { name: new RegExp(`^${field}`) })
      // A group scrolled into view before the form had hydrated stayed empty once (its observer never
      // fired): scrolled away and back until its field shows.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.locator(`#field-${group}`).scrollIntoViewIfNeeded()
        await expect(input).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
    }
    await page.locator('#field-status').scrollIntoViewIfNeeded()
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'Publié', exact: true }).click()
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(page.getByText('Mis à jour avec succès.')).toBeVisible()
  } else {
    await signInAdminApi(request, admin)
    expect((await request.patch(`/api/reviews/${review!.id}`, { data: { status: 'published' } })).status()).toBe(200)
  }
  await accounts.message(attendee.email, (message) => message.subject === `Votre avis sur ${groomer.name} est publié`)

  await expect(async () => {
    await page.goto(`/toiletteur/${groomer.uri}`)
    await expect(page.getByRole('region', { name: 'Avis vérifiés' }).getByText(REVIEW)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const reviews = page.getByRole('region', { name: 'Avis vérifiés' })
  await expect(reviews.getByText(`${attendee.firstName} ${attendee.lastName[0]}.`)).toBeVisible()
  await expect(page.getByRole('img', { name: '4,8 sur 5' }).first()).toBeVisible()
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const jsonLd = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'LocalBusiness')
  expect(jsonLd).toMatchObject({
    aggregateRating: { ratingValue: 4.8, reviewCount: 1 },
    review: [{ reviewBody: REVIEW }],
  })
  expect(await seriousViolations(page)).toEqual([])
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('a forged link is refused with a clear French message', async ({ page }) => {
  await page.goto('/avis/eyJyIjoiUkRWLUZBVVgiLCJ0IjoxLCJlIjo0MDAwMDAwMDAwfQ.faux')
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien d’avis n’est pas valide.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Envoyer mon avis' })).toHaveCount(0)
})
