import { DateTime } from 'luxon'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

test('every coming appointment has its actions; a request waiting for validation is withdrawn', async ({
  page,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const request = await accounts.appointment(groomer, attendee, { status: 'pending', daysFromNow: 4 })
  const confirmed = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 10 })
  await signInAttendee(page, attendee)
  await page.goto('/participant/mes-rdvs')
  const upcoming = page.getByRole('region', { name: 'À venir' })
  // A request not validated yet is withdrawn, as the booking promised; a confirmed appointment is cancelled.
  await expect(
    upcoming.getByRole('listitem').filter({ hasText: confirmed.reference }).getByRole('button', { name: 'Annuler' }),
  ).toBeVisible()
  const item = upcoming.getByRole('listitem').filter({ hasText: request.reference })
  await expect(item.getByRole('button', { name: 'Annuler' })).toHaveCount(0)
  await item.getByRole('button', { name: 'Retirer ma demande' }).click()
  // Why is asked (issue 33): « autre » with the owner's words, told to the groomer.
  await item.getByRole('button', { name: 'Oui, retirer ma demande' }).click()
  await expect(item.getByRole('alert')).toHaveText('Choisissez la raison de l’annulation.')
  await item.getByRole('group', { name: 'Pourquoi ? Votre toiletteur le saura.' }).getByLabel('Autre raison').check()
  await item.getByLabel('Précisez (facultatif)').fill('Déménagement à Lyon')
  await item.getByRole('button', { name: 'Oui, retirer ma demande' }).click()
  await expect(page.getByText('Votre demande est retirée. Le toiletteur a été informé.')).toBeVisible()
  await expect(upcoming.getByRole('listitem').filter({ hasText: request.reference })).toHaveCount(0)
  await expect(upcoming.getByRole('listitem').filter({ hasText: confirmed.reference })).toBeVisible()

  // The groomer reads it in their history of requests that did not happen.
  await page.context().clearCookies()
  await signInGroomer(page, groomer)
  await page.goto('/user/events?vue=historique')
  await expect(
    page.getByRole('listitem').filter({ hasText: request.reference }).getByTestId('cancellation-reason'),
  ).toHaveText('Raison de l’annulation : Autre raison : Déménagement à Lyon')
})

test('a request for later today is withdrawn online; a confirmed one as close says to call the groomer', async ({
  page,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  // Both well inside the 24 h notice window, a few hours from now.
  const request = await accounts.appointment(groomer, attendee, { status: 'pending', hoursFromNow: 3 })
  const confirmed = await accounts.appointment(groomer, attendee, { status: 'confirmed', hoursFromNow: 6 })
  await signInAttendee(page, attendee)
  await page.goto('/participant/mes-rdvs')
  const upcoming = page.getByRole('region', { name: 'À venir' })
  const close = upcoming.getByRole('listitem').filter({ hasText: confirmed.reference })
  await expect(close).toContainText('il n’est plus possible d’annuler ou de reporter en ligne')
  await expect(close.getByRole('button', { name: 'Annuler' })).toHaveCount(0)

  // The groomer's number is one tap away.
  const { phone } = await accounts.payload.findByID({
    collection: 'users',
    id: groomer.id,
    depth: 0,
    overrideAccess: true,
  })
  await expect(close.getByRole('link', { name: phone ?? '' })).toHaveAttribute(
    'href',
    `tel:${(phone ?? '').replace(/[^\d+]/g, '')}`,
  )

  const item = upcoming.getByRole('listitem').filter({ hasText: request.reference })
  await item.getByRole('button', { name: 'Retirer ma demande' }).click()
  await item.getByLabel('Je ne suis plus disponible').check()
  await item.getByRole('button', { name: 'Oui, retirer ma demande' }).click()
  await expect(page.getByText('Votre demande est retirée. Le toiletteur a été informé.')).toBeVisible()
  await expect(upcoming.getByRole('listitem').filter({ hasText: request.reference })).toHaveCount(0)
  const stored = await accounts.payload.findByID({
    collection: 'appointments',
    id: request.id,
    depth: 0,
    overrideAccess: true,
  })
  expect(stored.status).toBe('cancelled')
  expect(stored.cancellationReason).toBe('unavailable')
})

test('a past visit says it took place and offers a review and the same service again', async ({ page, accounts }) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const visit = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: -9 })
  const missed = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: -16 })
  await accounts.payload.update({
    collection: 'appointments',
    id: visit.id,
    overrideAccess: true,
    data: { visitStatus: 'finished' },
  })
  await accounts.payload.update({
    collection: 'appointments',
    id: missed.id,
    overrideAccess: true,
    data: { visitStatus: 'no_show' },
  })
  const { motive } = await accounts.payload.findByID({
    collection: 'appointments',
    id: visit.id,
    depth: 0,
    overrideAccess: true,
  })
  await signInAttendee(page, attendee)
  await page.goto('/participant/mes-rdvs?onglet=historique')
  const history = page.getByRole('region', { name: 'Historique' })
  const done = history.getByRole('listitem').filter({ hasText: visit.reference })
  await expect(done).toContainText('Effectué')
  await expect(done).not.toContainText('Confirmé')
  await expect(history.getByRole('listitem').filter({ hasText: missed.reference })).toContainText('Absence signalée')
  await expect(
    history.getByRole('listitem').filter({ hasText: missed.reference }).getByRole('link', { name: 'Donner mon avis' }),
  ).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await done.getByRole('link', { name: 'Donner mon avis' }).click()
  await expect(page).toHaveURL(/\/avis\/[\w-]+\.[\w-]+$/)
  await expect(page.getByRole('heading', { name: /^Votre avis sur / })).toBeVisible()
  await expect(page.locator('.form-error')).toHaveCount(0)

  await page.goto('/participant/mes-rdvs?onglet=historique')
  await done.getByRole('link', { name: 'Reprendre rendez-vous' }).click()
  await expect(page).toHaveURL(new RegExp(`/toiletteur/${groomer.uri}\\?motif=${motive}#disponibilites$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The appointment page says the same and offers the same two steps.
  await page.goto(`/appointments/${visit.reference}`)
  await expect(page.locator('.status-badge')).toHaveText('Effectué')
  await expect(page.getByRole('link', { name: 'Donner mon avis' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reprendre rendez-vous' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Annuler ou reporter' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Ajouter à mon agenda' })).toHaveCount(0)
})

/** A request's public reference, of the format /events-responses/ accepts. */
const dispoReference = () =>
  `DISPO-${Array.from({ length: 3 }, () => Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')).join('-')}`

test('the history tab holds cancelled and refused appointments; availability requests are listed with their status', async ({
  page,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const { payload } = accounts
  // A week apart: the helper moves a day into Tuesday–Friday, and two of them never meet.
  const coming = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 7 })
  const cancelled = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 14 })
  const refused = await accounts.appointment(groomer, attendee, { status: 'pending', daysFromNow: 21 })
  await payload.update({
    collection: 'appointments',
    id: cancelled.id,
    overrideAccess: true,
    data: { status: 'cancelled', cancelledBy: 'attendee', cancelledAt: new Date().toISOString() },
  })
  await payload.update({
    collection: 'appointments',
    id: refused.id,
    overrideAccess: true,
    data: { status: 'refused' },
  })

  // Three requests: waiting for the groomer, a time proposed (held by a pending appointment), declined.
  const motive = (
    await payload.find({
      collection: 'motives',
      where: { groomer: { equals: groomer.id } },
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  const ranges = [
    {
      start: DateTime.now().plus({ days: 12 }).set({ hour: 9, minute: 0 }).toISO() ?? '',
      end: DateTime.now().plus({ days: 12 }).set({ hour: 12, minute: 0 }).toISO() ?? '',
    },
  ]
  const request = async (status: 'sent' | 'answered' | 'declined') =>
    payload.create({
      collection: 'availability-requests',
      overrideAccess: true,
      depth: 0,
      data: {
        reference: dispoReference(),
        groomer: groomer.id,
        attendee: attendee.id,
        motive: motive.id,
        ranges,
        status,
      },
    })
  const [waiting, answered, declined] = [await request('sent'), await request('answered'), await request('declined')]
  const proposal = await accounts.appointment(groomer, attendee, { status: 'pending', daysFromNow: 28 })
  const proposed = await payload.update({
    collection: 'appointments',
    id: proposal.id,
    overrideAccess: true,
    depth: 0,
    data: { availabilityRequest: answered.id },
  })
  await payload.update({
    collection: 'availability-requests',
    id: answered.id,
    overrideAccess: true,
    data: { proposedStart: proposed.start, appointment: proposal.id },
  })

  await signInAttendee(page, attendee)
  await page.goto('/participant/mes-rdvs')
  const tabs = page.getByRole('navigation', { name: 'Mes rendez-vous' })
  await expect(tabs.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page')
  const upcoming = page.getByRole('region', { name: 'À venir' })
  await expect(upcoming.getByRole('listitem').filter({ hasText: coming.reference })).toBeVisible()
  for (const gone of [cancelled, refused, proposal])
    await expect(upcoming.getByRole('listitem').filter({ hasText: gone.reference })).toHaveCount(0)

  const requests = page.getByRole('region', { name: 'Demandes de disponibilités' })
  await expect(requests.getByRole('listitem').filter({ hasText: waiting.reference })).toContainText(
    'En attente du toiletteur',
  )
  const toAnswer = requests.getByRole('listitem').filter({ hasText: answered.reference })
  await expect(toAnswer).toContainText('Horaire proposé')
  await expect(toAnswer.getByRole('link', { name: /^Répondre à la proposition/ })).toHaveAttribute(
    'href',
    `/events-responses/${answered.reference}`,
  )
  await expect(requests.getByRole('listitem').filter({ hasText: declined.reference })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await tabs.getByRole('link', { name: 'Historique' }).click()
  await expect(page).toHaveURL(/onglet=historique/)
  await expect(tabs.getByRole('link', { name: 'Historique' })).toHaveAttribute('aria-current', 'page')
  const history = page.getByRole('region', { name: 'Historique' })
  await expect(history.getByRole('listitem').filter({ hasText: cancelled.reference })).toContainText('Annulé')
  await expect(history.getByRole('listitem').filter({ hasText: refused.reference })).toContainText('Refusé')
  await expect(history.getByRole('listitem').filter({ hasText: coming.reference })).toHaveCount(0)
  await expect(
    page
      .getByRole('region', { name: 'Demandes de disponibilités passées' })
      .getByRole('listitem')
      .filter({ hasText: declined.reference }),
  ).toContainText('décliné')
  expect(await seriousViolations(page)).toEqual([])
})

test('after a postpone the card shows the new time, and the picker offers the old slot again, not the new one', async ({
  page,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const booked = await accounts.appointment(groomer, attendee, { status: 'confirmed', daysFromNow: 3 })
  const before = await accounts.payload.findByID({
    collection: 'appointments',
    id: booked.id,
    depth: 0,
    overrideAccess: true,
  })
  const oldName = spoken(before.start)
  await signInAttendee(page, attendee)
  await page.goto('/participant/mes-rdvs')
  const item = page.getByRole('region', { name: 'À venir' }).getByRole('listitem').filter({ hasText: booked.reference })
  await item.getByRole('button', { name: 'Reporter' }).click()
  const picker = item.getByRole('region', { name: 'Choisir un nouveau créneau' })
  // The time held by the appointment itself is not offered; another one of the same day is.
  await expect(picker.getByRole('button', { name: /, \d{1,2} h/ }).first()).toBeVisible()
  await expect(picker.getByRole('button', { name: oldName, exact: true })).toHaveCount(0)
  const slot = picker.getByRole('button', { name: new RegExp(`^${oldName.split(',')[0]}, `) }).last()
  const newName = (await slot.locator('.visually-hidden').textContent()) ?? ''
  expect(newName).not.toBe(oldName)
  await slot.click()
  await picker.getByRole('button', { name: /^Reporter au / }).click()
  await expect(page.getByText('Votre rendez-vous est reporté')).toBeVisible()
  // The owner hears back: the postponement is acknowledged by e-mail.
  await accounts.message(attendee.email, (mail) => mail.subject.startsWith('Report demandé au '))

  // The picker closed; the card shows the new time, waiting for validation.
  await expect(item.getByRole('region', { name: 'Choisir un nouveau créneau' })).toHaveCount(0)
  await expect(item).toContainText('En attente de validation')
  // Waiting for validation again: it is a request, moved by « Choisir un autre créneau ».
  await item.getByRole('button', { name: 'Choisir un autre créneau' }).click()
  await expect(picker.getByRole('button', { name: oldName, exact: true })).toBeVisible()
  await expect(picker.getByRole('button', { name: newName, exact: true })).toHaveCount(0)

  // The groomer's public profile (a cached page) tells the same.
  await page.goto(`/toiletteur/${groomer.uri}?motif=${before.motive}`)
  const profileSlots = page.getByRole('list', { name: 'Prochaines disponibilités' })
  await expect(profileSlots.getByRole('link', { name: oldName, exact: true })).toBeVisible()
  await expect(profileSlots.getByRole('link', { name: newName, exact: true })).toHaveCount(0)
})

/** A slot's accessible name as a screen reader says it: "mardi 24 novembre, 10 h 15". */
function spoken(iso: string): string {
  const at = DateTime.fromISO(iso, { zone: 'Europe/Paris' }).setLocale('fr')
  return `${at.toFormat('cccc d LLLL')}, ${at.minute === 0 ? at.toFormat("H 'h'") : at.toFormat("H 'h' mm")}`
}
