import { readFile } from 'node:fs/promises'

import { expect, test } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

// The cookie card comes 10 s after the page opens, over the bottom of a phone's screen: a tap there
// (« Page suivante », a download) would land on it. Its own tests are in layouts.spec.ts.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('an owner downloads their data from « Mon profil », then deletes their account once nothing is to come', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const attendee = await accounts.attendee()
  const past = await accounts.appointment(groomer, attendee, { daysFromNow: -12 })
  const upcoming = await accounts.appointment(groomer, attendee, { daysFromNow: 5 })

  await page.goto('/participant/profil')
  await page.getByLabel('E-mail').fill(attendee.email)
  await page.getByLabel('Mot de passe').fill(attendee.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/participant\/profil$/)
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Mes données' }) })

  // The JSON file, as the browser saves it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Télécharger mes données (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    compte: { e_mail: string }
    rendez_vous: { reference: string }[]
  }
  expect(data.compte.e_mail).toBe(attendee.email)
  expect(data.rendez_vous.map((appointment) => appointment.reference).sort()).toEqual(
    [past.reference, upcoming.reference].sort(),
  )
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Télécharger mes données (CSV)' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/\.csv$/)

  // An appointment to come: the deletion says what to do first, and changes nothing.
  await expect(section.getByRole('button', { name: 'Supprimer mon compte' })).toBeEnabled()
  await section.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await section.getByLabel('Mot de passe').fill(attendee.password)
  await section.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(section.getByRole('alert')).toContainText('Vous avez un rendez-vous à venir')

  await accounts.payload.update({
    collection: 'appointments',
    id: upcoming.id,
    overrideAccess: true,
    data: { status: 'cancelled', cancelledBy: 'attendee', cancelledAt: new Date().toISOString() },
  })
  await section.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(page.getByRole('heading', { name: 'Compte supprimé' })).toBeVisible()
  await expect(page.getByText(/^Votre compte est supprimé\./)).toBeFocused()
  expect((await page.request.get('/api/v1/auth/attendee/check-logged')).status()).toBe(401)

  // The groomer keeps the visit, without the owner's name.
  const kept = await accounts.payload.findByID({
    collection: 'appointments',
    id: past.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(kept.attendee ?? null).toBeNull()
  expect(kept.customerName).toMatch(/^Client supprimé · /)
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a groomer downloads their data from « Mon profil », then closes their account: the client of an appointment to come is told', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const attendee = await accounts.attendee()
  const booked = await accounts.appointment(groomer, attendee, { daysFromNow: 4 })
  await signInGroomer(page, groomer)
  await page.goto('/user/setting')
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Mes données' }) })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Télécharger mes données (JSON)' }).click(),
  ])
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    compte: { e_mail: string }
    rendez_vous: { reference: string; client: string }[]
  }
  expect(data.compte.e_mail).toBe(groomer.email)
  expect(data.rendez_vous).toContainEqual(
    expect.objectContaining({ reference: booked.reference, client: `${attendee.firstName} ${attendee.lastName}` }),
  )

  await section.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await section.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe')
  await section.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(section.getByText('Votre mot de passe actuel est incorrect.')).toBeVisible()
  await section.getByLabel('Mot de passe').fill(groomer.password)
  await section.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(page.getByText(/^Votre compte est supprimé\./)).toBeFocused()
  expect((await page.request.get('/api/v1/auth/user/check-logged')).status()).toBe(401)
  const cancelled = await accounts.payload.findByID({
    collection: 'appointments',
    id: booked.id,
    overrideAccess: true,
    depth: 0,
  })
  expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'groomer' })
  const told = await accounts.payload.find({
    collection: 'outbox',
    where: { to: { equals: attendee.email } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  expect(told.docs[0]?.subject).toMatch(/annul/i)
  expect((await page.request.get(`/toiletteur/${groomer.uri}`)).status()).toBe(404)
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL(/\/$/)
})
