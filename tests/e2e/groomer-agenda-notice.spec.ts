import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import { AGENDA_WARNINGS } from '../../src/lib/agendaNotice'
import { type Accounts, expect, test, type TestAttendee, type TestGroomer } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

// Issue 29 items 2, 3 and 7: « Prévenir le client ? » on a move or a hand-made booking, closed hours
// warned, nothing sent for a past visit; a practice member's column offers that member's motives.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const PARIS = 'Europe/Paris'
const e164 = (national: string) => `+33${national.replace(/\s/g, '').slice(1)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A Tuesday some weeks ahead (the test groomer opens it 09:00–12:00 and 14:00–18:30). */
function farTuesday(weeks: number): string {
  let day = DateTime.now().setZone(PARIS).startOf('day').plus({ weeks })
  while (day.weekday !== 2) day = day.plus({ days: 1 })
  return day.toISODate() ?? ''
}

async function confirmedAt(accounts: Accounts, groomer: TestGroomer, attendee: TestAttendee, start: DateTime) {
  const reference = `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const doc = await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference,
      groomer: groomer.id,
      attendee: attendee.id,
      source: 'online',
      title: 'Toilettage complet',
      timezone: PARIS,
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
      status: 'confirmed',
      kind: 'salon',
      pet: { name: 'Filou', species: 'dog' },
    },
  })
  return { id: doc.id, reference }
}

const startOf = async (accounts: Accounts, id: number) =>
  DateTime.fromISO(
    (await accounts.payload.findByID({ collection: 'appointments', id, overrideAccess: true, depth: 0 })).start,
  )
    .setZone(PARIS)
    .toFormat('HH:mm')

async function openAgenda(page: Page, groomer: TestGroomer, query: string) {
  await page.goto(`/user/calendrier/${groomer.id}?${query}`)
  await expect(page.getByTestId('agenda-grid')).toHaveAttribute('data-hydrated', 'true')
}

/** Moves the focused appointment by `quarters` quarter hours with the arrow keys, then Enter. */
async function moveByKeys(page: Page, quarters: number) {
  for (let step = 0; step < Math.abs(quarters); step++)
    await page.keyboard.press(quarters > 0 ? 'ArrowDown' : 'ArrowUp')
  await page.keyboard.press('Enter')
}

test('a move asks « Prévenir le client ? »: e-mail only, remembered next time; into the lunch break it warns; a 1-hour block keeps its lines apart', async ({
  page,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const date = farTuesday(2)
  const moved = await confirmedAt(accounts, groomer, attendee, DateTime.fromISO(`${date}T10:00`, { zone: PARIS }))
  await signInGroomer(page, groomer)
  await openAgenda(page, groomer, `vue=jour&date=${date}`)
  const block = page.locator(`[data-reference="${moved.reference}"]`)
  await expect(block).toHaveAttribute('aria-label', /^10:00 – 11:00, Julie Bernard, Filou/)

  // Each line of a 1-hour appointment keeps its full height (none squeezed over the next).
  const squeezed = await block.evaluate(
    (element) =>
      Array.from(element.querySelectorAll('span')).filter(
        (line) =>
          line.textContent && line.getAttribute('aria-hidden') !== 'true' && line.scrollHeight > line.clientHeight + 1,
      ).length,
  )
  expect(squeezed).toBe(0)

  // With the keyboard, into the lunch break (12:00–13:00): the hand-made booking's warning, before anything is sent.
  await block.focus()
  await moveByKeys(page, 8)
  const confirm = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' })
  await expect(confirm.getByTestId('move-warnings')).toHaveText(AGENDA_WARNINGS.closed)
  const question = confirm.getByRole('group', { name: 'Prévenir le client ?' })
  await expect(question.getByLabel('Par SMS')).toBeChecked()
  await expect(question.getByLabel('Par e-mail')).toBeChecked()
  await question.getByLabel('Par SMS').uncheck()
  await confirm.getByRole('button', { name: 'Déplacer', exact: true }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Rendez-vous enregistré' })).toContainText(
    AGENDA_WARNINGS.closed,
  )
  expect(await startOf(accounts, moved.id)).toBe('12:00')
  // The e-mail, and no SMS (both are sent together: once the e-mail is there, an SMS would be too).
  await accounts.message(attendee.email, (mail) => mail.subject.startsWith('Rendez-vous déplacé'))
  await sleep(1500)
  expect(
    (await accounts.outbox(e164(attendee.phone), 'sms')).filter((sms) => sms.text.includes('déplacé')),
  ).toHaveLength(0)

  // Next time the same answer is offered; « Ne pas déplacer » leaves it where it is.
  await openAgenda(page, groomer, `vue=jour&date=${date}`)
  await block.focus()
  await moveByKeys(page, -8)
  await expect(confirm.getByLabel('Par SMS')).not.toBeChecked()
  await expect(confirm.getByLabel('Par e-mail')).toBeChecked()
  await expect(confirm.getByTestId('move-warnings')).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Ne pas déplacer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Déplacement annulé.' })).toBeVisible()
  expect(await startOf(accounts, moved.id)).toBe('12:00')
})

test('a visit typed in after the fact tells the client nothing, and once over offers neither « Déplacer » nor « Annuler »', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const lastWeek = DateTime.now().setZone(PARIS).minus({ weeks: 1 }).set({ weekday: 3, hour: 10, minute: 0 })
  const digits = `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const mobile = `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`
  const email = `apres-coup-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.fr`
  await signInGroomer(page, groomer)
  const date = lastWeek.toISODate() ?? ''
  await openAgenda(page, groomer, `vue=semaine&date=${date}`)

  await page.getByText('Nouveau rendez-vous').click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enregistrer le rendez-vous' }) })
  await form.getByLabel('Date et heure').fill(`${date}T10:00`)
  // A past time: the question gives way to what will happen.
  await expect(form.getByTestId('notice-past')).toHaveText(AGENDA_WARNINGS.pastNoNotice)
  await form.getByLabel('Nom du client').fill('Chloé Après')
  await form.getByLabel('Téléphone').fill(mobile)
  await form.getByLabel('E-mail (facultatif)').fill(email)
  await form.getByLabel('Nom de l’animal').fill('Pixel')
  await form.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click()
  await expect(form.getByRole('status')).toContainText(AGENDA_WARNINGS.past)

  const appointment = page.getByTestId('grid-appointment').filter({ hasText: 'Chloé Après' })
  await expect(appointment).toHaveAttribute('aria-label', /^10:00 – /)
  // Past: it cannot be dragged or moved with the keys (nothing asked), and its detail offers no move or cancellation.
  await appointment.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByText(/Nouvel horaire/)).toHaveCount(0)
  await appointment.click()
  const detail = page.getByRole('dialog')
  await expect(detail.getByTestId('appointment-over')).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Déplacer' })).toHaveCount(0)
  await expect(detail.getByRole('button', { name: 'Annuler' })).toHaveCount(0)

  await sleep(1500)
  expect(await accounts.outbox(email)).toHaveLength(0)
  expect(await accounts.outbox(e164(mobile), 'sms')).toHaveLength(0)
})

test('in a practice’s day view, a tap on a colleague’s column offers the colleague’s motives and books for them', async ({
  page,
  accounts,
}) => {
  const practice = await accounts.practice()
  const mine = { title: 'Ma coupe maison', duration: 60, price: 40, kind: 'salon' as const, description: '' }
  const theirs = { title: 'Bain du coéquipier', duration: 60, price: 30, kind: 'salon' as const, description: '' }
  const me = await accounts.groomer({ practice, motives: [mine] })
  const colleague = await accounts.groomer({ firstName: 'Léo', lastName: 'Coéquipier', practice, motives: [theirs] })
  const date = farTuesday(3)
  const customer = `Mme Équipe ${Date.now()}-${Math.round(Math.random() * 1e6)}`
  await signInGroomer(page, me)
  await openAgenda(page, me, `vue=jour&date=${date}`)
  await expect(page.getByTestId('agenda-grid')).toHaveAttribute('data-columns', '2')

  const column = page.locator(`[data-testid="agenda-column"][data-groomer="${colleague.id}"]`)
  const box = (await column.boundingBox())!
  await column.click({ position: { x: box.width / 2, y: ((15 - 7) * 60 * 14) / 15 + 4 } })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toContainText('15:00')
  const motive = dialog.getByLabel('Motif')
  await expect(motive.getByRole('option')).toHaveText(['Bain du coéquipier (60 min)'])
  await dialog.getByLabel('Nom du client').fill(customer)
  await dialog.getByLabel('Téléphone').fill('06 98 76 54 32')
  await dialog.getByLabel('Nom de l’animal').fill('Pixel')
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click()
  await expect(dialog).toBeHidden()
  await expect(column.getByTestId('grid-appointment').filter({ hasText: customer })).toHaveAttribute(
    'aria-label',
    /^15:00 – 16:00/,
  )

  const { docs } = await accounts.payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    where: { customerName: { equals: customer } },
  })
  expect(docs.map((doc) => doc.groomer)).toEqual([colleague.id])
  // My own column still offers my motives.
  const own = page.locator(`[data-testid="agenda-column"][data-groomer="${me.id}"]`)
  await own.click({ position: { x: box.width / 2, y: ((16 - 7) * 60 * 14) / 15 + 4 } })
  await expect(dialog.getByLabel('Motif').getByRole('option')).toHaveText(['Ma coupe maison (60 min)'])
})

test('/user/motifs stays within the screen with a very long word in a motive’s details; the title shows its counter', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer({
    motives: [{ title: 'Coupe', duration: 60, price: 40, kind: 'salon', description: 'x'.repeat(1990) }],
  })
  await signInGroomer(page, groomer)
  await page.goto('/user/motifs')
  await expect(page.getByRole('heading', { name: 'Coupe', level: 2 })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1)
  await page.getByRole('button', { name: 'Modifier Coupe' }).click()
  const form = page.getByRole('form', { name: 'Modifier le motif Coupe' })
  await expect(form.getByText('5 / 120 caractères')).toBeVisible()
  await expect(form.getByText('1990 / 2000 caractères')).toBeVisible()
  // The price is typed the French way, whatever the browser's language.
  await form.getByLabel('Prix (€)').fill('55,50')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText(/1 h · 55,50\s€/)).toBeVisible()
})
