import { DateTime } from 'luxon'

import { sendRebookingReminders } from '../../src/server/rebooking/reminders'
import { type Accounts, expect, test, type TestAttendee, type TestGroomer } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const PARIS = 'Europe/Paris'

/** The groomer's first motive, and a finished visit of the attendee's `petName` on it `weeksAgo` weeks (and a few days) ago. */
async function finishedVisit(
  accounts: Accounts,
  groomer: TestGroomer,
  attendee: TestAttendee,
  petName: string,
  weeksAgo: number,
) {
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
  const start = DateTime.now().setZone(PARIS).startOf('day').minus({ weeks: weeksAgo, days: 3 }).set({ hour: 10 })
  const doc = await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    data: {
      reference: `RDV-E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      groomer: groomer.id,
      attendee: attendee.id,
      motive: motive.id,
      title: motive.title,
      timezone: PARIS,
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ minutes: motive.duration }).toUTC().toISO() ?? '',
      status: 'confirmed',
      visitStatus: 'finished',
      kind: 'salon',
      attendeeEmails: [attendee.email],
      pet: { name: petName, species: 'dog', size: 'small' },
    },
  })
  return { motive, appointment: doc }
}

test('the rebooking reminder’s link opens the booking dialog on the pet and the motive, with the first free slots', async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000)
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  await accounts.payload.update({
    collection: 'attendees',
    id: attendee.id,
    overrideAccess: true,
    data: {
      pets: [
        { name: 'Rex', species: 'dog', size: 'large' },
        { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' },
      ],
    },
  })
  // The first motive suggests 6 weeks: due a few days ago.
  const { motive } = await finishedVisit(accounts, groomer, attendee, 'Filou', 6)
  // The job's run at noon in Paris today (reminders leave in the groomer's daytime).
  await sendRebookingReminders(DateTime.now().setZone(PARIS).set({ hour: 12, minute: 0 }).toJSDate())
  const mail = await accounts.message(attendee.email, (message) =>
    message.subject.startsWith('Filou : c’est l’heure de reprendre rendez-vous'),
  )
  const href = /href="([^"]*\/toiletteur\/[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&') ?? ''
  const link = new URL(href)
  expect(link.searchParams.get('motif')).toBe(String(motive.id))
  expect(link.searchParams.get('animal')).toBe('Filou')

  await signInAttendee(page, attendee)
  await page.goto(`${link.pathname}${link.search}${link.hash}`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: /Motif/ })).toBeVisible()
  await expect(dialog.getByTestId('booking-pet')).toHaveText('Pour Filou')
  await expect(dialog.getByRole('radio', { name: new RegExp(motive.title) })).toBeChecked()
  // The first free slots, from today or the due day: a slot is one tap away.
  await expect(dialog.locator('button.slot').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.locator('button.slot').first().click()
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByRole('heading', { name: /Informations/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer avec Filou' }).click()
  await expect(dialog.getByRole('heading', { name: /Confirmation/ })).toBeVisible()
  await expect(dialog.getByText('Filou', { exact: false }).first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(page.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
  const booked = await accounts.payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ attendee: { equals: attendee.id } }, { status: { equals: 'pending' } }] },
  })
  expect(booked.docs[0]).toMatchObject({
    motive: motive.id,
    pet: { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' },
  })

  // The message's other link turns the reminders off in one tap.
  const stop = /href="([^"]*\/rappels-toilettage\/arret[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&') ?? ''
  const stopUrl = new URL(stop)
  await page.goto(`${stopUrl.pathname}${stopUrl.search}`)
  await expect(page.getByRole('status')).toHaveText('C’est noté : vous ne recevrez plus de rappels de toilettage.')
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/participant/profil')
  const reminders = page.getByRole('checkbox', { name: 'Recevoir les rappels de toilettage' })
  await expect(reminders).not.toBeChecked()
  expect(await seriousViolations(page)).toEqual([])
  // Back on from the account.
  await reminders.click()
  await expect(page.getByRole('status').filter({ hasText: 'Les rappels de toilettage sont activés.' })).toBeVisible()
  await expect(reminders).toBeChecked()
  expect(
    (await accounts.payload.findByID({ collection: 'attendees', id: attendee.id, overrideAccess: true, depth: 0 }))
      .rebookingReminders,
  ).toBe(true)
})

test('the groomer’s « Reprendre rendez-vous » books the same motive from the pet’s rhythm', async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000)
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const { motive, appointment } = await finishedVisit(accounts, groomer, attendee, 'Plume', 2)
  await signInGroomer(page, groomer)
  await page.goto('/user/events')
  const item = page
    .getByRole('region', { name: /^Passés/ })
    .getByRole('listitem')
    .filter({ hasText: appointment.reference })
  await item.getByRole('button', { name: 'Reprendre rendez-vous' }).click()
  const proposal = item.getByRole('region', { name: 'Reprendre rendez-vous' })
  await expect(proposal).toContainText(`${motive.title} pour Plume, toutes les 6 semaines`)
  const due = DateTime.fromISO(appointment.start).setZone(PARIS).startOf('day').plus({ weeks: 6 })
  const first = proposal.locator('button.slot').first()
  await first.click()
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  expect(await seriousViolations(page)).toEqual([])
  await proposal.getByRole('button', { name: /^Confirmer le / }).click()
  await expect(item.getByRole('status')).toContainText('Rendez-vous enregistré le')
  const booked = (
    await accounts.payload.find({
      collection: 'appointments',
      overrideAccess: true,
      depth: 0,
      where: {
        and: [
          { attendee: { equals: attendee.id } },
          { status: { equals: 'confirmed' } },
          { visitStatus: { exists: false } },
        ],
      },
    })
  ).docs
  expect(booked).toHaveLength(1)
  expect(booked[0]).toMatchObject({ motive: motive.id, pet: { name: 'Plume' } })
  // From the rhythm's day on (the demo week closes Sundays and Mondays: maybe a day or two later).
  expect(DateTime.fromISO(booked[0]!.start).setZone(PARIS).toISODate()! >= due.toISODate()!).toBe(true)
})
