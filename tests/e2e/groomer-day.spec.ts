import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import { type Accounts, expect, test, type TestAttendee, type TestGroomer } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const PARIS = 'Europe/Paris'
const e164 = (national: string) => `+33${national.replace(/\s/g, '').slice(1)}`

/** A Tuesday some weeks ahead (the demo week opens it 09:00–18:00). */
function farTuesday(weeks: number): string {
  let day = DateTime.now().setZone(PARIS).startOf('day').plus({ weeks })
  while (day.weekday !== 2) day = day.plus({ days: 1 })
  return day.toISODate() ?? ''
}

/** A confirmed appointment written as the database holds it: the attendee's, or typed by hand when `attendee` is null. */
async function appointmentAt(
  accounts: Accounts,
  groomer: TestGroomer,
  attendee: TestAttendee | null,
  start: DateTime,
  minutes = 60,
) {
  const reference = `E2E-${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const doc = await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference,
      groomer: groomer.id,
      ...(attendee
        ? { attendee: attendee.id, source: 'online' as const }
        : { source: 'groomer' as const, customerName: 'M. Voisin', customerPhone: '06 11 22 33 44' }),
      title: 'Toilettage complet',
      timezone: PARIS,
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ minutes }).toUTC().toISO() ?? '',
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

async function openWeek(page: Page, groomer: TestGroomer, date: string) {
  await page.goto(`/user/calendrier/${groomer.id}?vue=semaine&date=${date}`)
  await expect(page.getByTestId('agenda-grid')).toHaveAttribute('data-columns', '7')
  // Taps and drags work once the page is interactive.
  await expect(page.getByTestId('agenda-grid')).toHaveAttribute('data-hydrated', 'true')
}

test('the pet’s day: arrived, ready (the customer is texted), finished; a no-show is counted on the customer', async ({
  page,
  accounts,
}) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const now = DateTime.now().setZone(PARIS)
  const today = await appointmentAt(accounts, groomer, attendee, now.minus({ minutes: 30 }))
  const earlier = await appointmentAt(accounts, groomer, attendee, now.minus({ days: 3 }))
  await signInGroomer(page, groomer)
  await page.goto('/user/events')
  const past = page.getByRole('region', { name: /^Passés/ })
  const item = past.getByRole('listitem').filter({ hasText: today.reference })
  // The client one tap away.
  await expect(item.getByRole('link', { name: `Appeler Julie Bernard au ${attendee.phone}` })).toHaveAttribute(
    'href',
    `tel:${e164(attendee.phone)}`,
  )
  await expect(item.getByTestId('customer-history')).toHaveText('Première visite')

  await item.getByRole('button', { name: 'Arrivé' }).click()
  await expect(item.getByTestId('visit-status')).toHaveText('Arrivé')
  await item.getByRole('button', { name: 'Prêt : prévenir le client' }).click()
  await expect(item.getByTestId('visit-status')).toHaveText('Prêt à récupérer')
  const sms = await accounts.message(
    e164(attendee.phone),
    (message) => message.text.includes('Filou a fini sa toilette'),
    'sms',
  )
  expect(sms.text).toContain('vous pouvez venir le chercher')
  await accounts.message(attendee.email, (mail) => mail.subject === 'Filou est prêt, vous pouvez venir le chercher')
  // « Terminé » opens « Encaisser »; the visit can also end without a note.
  await item.getByRole('button', { name: 'Terminé' }).click()
  await expect(item.getByRole('heading', { name: 'Encaisser' })).toBeVisible()
  await item.getByRole('button', { name: 'Terminer sans encaisser' }).click()
  await expect(item.getByTestId('visit-status')).toHaveText('Terminé')

  const older = past.getByRole('listitem').filter({ hasText: earlier.reference })
  await older.getByRole('button', { name: 'Absent' }).click()
  await expect(older.getByTestId('visit-status')).toHaveText('Absent')
  await expect(item.getByTestId('customer-history')).toHaveText('1 visite · 1 absence')
})

test('in the hour grid, an appointment is dragged (desktop) or moved with the arrow keys (phone); over another one the move is refused', async ({
  page,
  accounts,
}, testInfo) => {
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  const date = farTuesday(2)
  const at = (hour: number) => DateTime.fromISO(`${date}T${String(hour).padStart(2, '0')}:00`, { zone: PARIS })
  const moved = await appointmentAt(accounts, groomer, attendee, at(10))
  await appointmentAt(accounts, groomer, null, at(14))
  await signInGroomer(page, groomer)
  await openWeek(page, groomer, date)
  const block = page.locator(`[data-reference="${moved.reference}"]`)
  await expect(block).toHaveAttribute('aria-label', /^10:00 – 11:00, Julie Bernard, Filou/)
  const status = page.getByRole('status').filter({ hasText: /Rendez-vous enregistré|Nouvel horaire/ })

  if (testInfo.project.name === 'desktop') {
    const drag = async (minutes: number) => {
      const box = (await block.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + 6)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2, box.y + 6 + (minutes * 14) / 15, { steps: 8 })
      await page.mouse.up()
    }
    await drag(60)
  } else {
    await block.focus()
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown')
    await expect(page.getByText(/Nouvel horaire : .* 11:00 – 12:00/)).toBeVisible()
    await page.keyboard.press('Enter')
  }
  // Nothing is sent before the groomer says how to tell the client (an accidental drag texts nobody).
  const confirm = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' })
  await expect(confirm.getByRole('group', { name: 'Prévenir le client ?' })).toBeVisible()
  await expect(confirm.getByLabel('Par SMS')).toBeChecked()
  await confirm.getByRole('button', { name: 'Déplacer', exact: true }).click()
  await expect(status).toContainText('Rendez-vous enregistré')
  await expect(block).toHaveAttribute('aria-label', /^11:00 – 12:00/)
  expect(await startOf(accounts, moved.id)).toBe('11:00')
  // The customer is told of the new time by SMS.
  await accounts.message(e164(attendee.phone), (message) => /déplacé au .* à 11:00/.test(message.text), 'sms')

  // Over the 14:00 appointment: the server's 409, and the appointment stays where it was.
  if (testInfo.project.name === 'desktop') {
    const box = (await block.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + 6)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + 6 + (180 * 14) / 15, { steps: 8 })
    await page.mouse.up()
  } else {
    await block.focus()
    for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
  }
  await confirm.getByRole('button', { name: 'Déplacer', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Un autre rendez-vous occupe déjà ce créneau.' }),
  ).toBeVisible()
  expect(await startOf(accounts, moved.id)).toBe('11:00')

  // Tapping it opens its detail: the client's phone, the actions.
  await block.click()
  const detail = page.getByRole('dialog')
  await expect(detail.getByRole('link', { name: `Appeler Julie Bernard au ${attendee.phone}` })).toHaveAttribute(
    'href',
    `tel:${e164(attendee.phone)}`,
  )
  await expect(detail.getByRole('button', { name: 'Déplacer' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
})

test('tapping an empty time adds a hand-made appointment there; its customer gets the confirmation by e-mail and SMS', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const date = farTuesday(3)
  const digits = `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const mobile = `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`
  const email = `main-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.fr`
  await signInGroomer(page, groomer)
  await openWeek(page, groomer, date)
  const column = page.locator(`[data-testid="agenda-column"][data-date="${date}"]`)
  const box = (await column.boundingBox())!
  // 16:00 on a grid starting at 07:00, 14 px per quarter hour (the click scrolls it into view).
  await column.click({ position: { x: box.width / 2, y: ((16 - 7) * 60 * 14) / 15 + 4 } })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toContainText('16:00')
  await expect(dialog.getByLabel('Date et heure')).toHaveValue(`${date}T16:00`)
  await dialog.getByLabel('Nom du client').fill('Chloé Durand')
  await dialog.getByLabel('Téléphone').fill(mobile)
  await dialog.getByLabel('E-mail (facultatif)').fill(email)
  await dialog.getByLabel('Nom de l’animal').fill('Pixel')
  await expect(dialog.getByRole('group', { name: 'Prévenir le client ?' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click()
  // Saved: the form closes and the grid shows the new appointment (no blank form left open on the same time).
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Le rendez-vous est enregistré.' })).toBeVisible()
  await expect(page.getByTestId('grid-appointment').filter({ hasText: 'Chloé Durand' })).toHaveAttribute(
    'aria-label',
    /^16:00 – /,
  )
  const mail = await accounts.message(email, (message) => message.subject.startsWith('Rendez-vous confirmé le'))
  expect(mail.text).toContain('Bonjour Chloé,')
  await accounts.message(e164(mobile), (message) => message.text.includes('est confirmé'), 'sms')
})
