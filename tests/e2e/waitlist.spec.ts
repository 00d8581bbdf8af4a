import { randomBytes } from 'node:crypto'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAttendee } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('the owner finds the slot held for them in their waiting list and books it from the link', async ({
  page,
  accounts,
}) => {
  // Two pages, two axe runs, a booking and three more pages.
  test.setTimeout(180_000)
  const [groomer, owner, other] = [
    await accounts.groomer(),
    await accounts.attendee(),
    await accounts.attendee({ firstName: 'Marc' }),
  ]
  const { payload } = accounts
  // A freed slot: an appointment's time, cancelled, now held 15 minutes for the owner.
  const freed = await accounts.appointment(groomer, other, { status: 'pending', daysFromNow: 5 })
  const appointment = await payload.update({
    collection: 'appointments',
    id: freed.id,
    depth: 0,
    overrideAccess: true,
    data: { status: 'cancelled', cancelledBy: 'attendee', cancelledAt: new Date().toISOString() },
  })
  const motive = Number(appointment.motive)
  const day = appointment.start.slice(0, 10)
  const subscription = await payload.create({
    collection: 'waitlist-subscriptions',
    overrideAccess: true,
    depth: 0,
    data: { groomer: groomer.id, attendee: owner.id, motive, firstDay: day, lastDay: day, status: 'waiting' },
  })
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString()
  await payload.create({
    collection: 'waitlist-holds',
    overrideAccess: true,
    depth: 0,
    data: {
      token,
      subscription: subscription.id,
      groomer: groomer.id,
      attendee: owner.id,
      motive,
      start: appointment.start,
      end: appointment.end,
      expiresAt,
      status: 'active',
    },
  })

  await signInAttendee(page, owner)
  await page.goto('/participant/liste-attente')
  await expect(page.getByRole('heading', { level: 1, name: 'Ma liste d’attente' })).toBeVisible()
  await expect(page.getByText('Un créneau vous attend')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Réserver ce créneau' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Un créneau s’est libéré pour vous' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('Nom de l’animal').fill('Filou')
  await page.getByLabel('Espèce').selectOption('dog')
  await page.getByLabel('Gabarit').selectOption('small')
  await page.getByRole('button', { name: 'Réserver ce créneau' }).click()
  await page.waitForURL('**/participant/mes-rdvs')

  const booked = await payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ attendee: { equals: owner.id } }, { status: { equals: 'pending' } }] },
  })
  expect(booked.docs.map((a) => a.start)).toEqual([appointment.start])
  // The link is spent: it now says so.
  await page.goto(`/participant/liste-attente/${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ce créneau ne vous est plus réservé' })).toBeVisible()
  await page.goto('/participant/liste-attente')
  await expect(page.getByText('Créneau réservé : retrouvez-le dans vos rendez-vous.')).toBeVisible()
  await page.getByRole('button', { name: /Ne plus être prévenu/ }).click()
  await expect(page.getByText('Vous n’êtes sur aucune liste d’attente.')).toBeVisible()
})

test('"Prévenez-moi" from a groomer’s motive adds a subscription; more than 30 days is refused in French', async ({
  page,
  accounts,
}) => {
  const [groomer, owner] = [await accounts.groomer(), await accounts.attendee()]
  const motive = (
    await accounts.payload.find({
      collection: 'motives',
      where: { groomer: { equals: groomer.id } },
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!
  await signInAttendee(page, owner)
  await page.goto(`/participant/liste-attente?toiletteur=${groomer.id}&motif=${motive.id}`)
  const form = page.getByRole('form', { name: 'Prévenez-moi' })
  await expect(form).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const first = await form.getByLabel('Du').inputValue()
  await form.getByLabel('Au').fill(new Date(Date.parse(first) + 40 * 86_400_000).toISOString().slice(0, 10))
  await form.getByRole('button', { name: 'M’inscrire sur la liste d’attente' }).click()
  await expect(form.getByText('Choisissez 30 jours au plus.')).toBeVisible()
  await form.getByLabel('Au').fill(new Date(Date.parse(first) + 10 * 86_400_000).toISOString().slice(0, 10))
  await form.getByRole('button', { name: 'M’inscrire sur la liste d’attente' }).click()
  await expect(page.getByRole('form', { name: 'Prévenez-moi' })).toHaveCount(0)
  await expect(page.getByRole('listitem').filter({ hasText: motive.title })).toBeVisible()
})
