import { DateTime } from 'luxon'

import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInAttendee, signInGroomer } from './helpers/groomerSpace'
import { slotToBook } from './helpers/directory'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** Intl writes a narrow no-break space before « € »: compared as a plain space. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

test('an owner books two dogs of different sizes in one request; the slot covers both, the groomer sees both and adds a third', async ({
  page,
  browser,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000)
  const groomer = await accounts.groomer({
    motives: [
      {
        title: 'Bain',
        duration: 45,
        price: 30,
        kind: 'salon',
        description: 'Bain et séchage.',
        sizePrices: { small: 25, large: 45 },
      },
      { title: 'Tonte', duration: 60, price: 50, kind: 'salon', description: 'Tonte complète.' },
    ],
  })
  const attendee = await accounts.attendee()
  await signInAttendee(page, attendee)
  await page.goto(`/toiletteur/${groomer.uri}`)
  await slotToBook(page.locator('button.slot, a[data-slot]')).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: /^Bain/ }).check()

  // « + un autre animal »: each pet with its motive and size, the visit's length and price add up.
  await dialog.getByRole('button', { name: '+ un autre animal' }).click()
  await dialog.getByLabel(/Gabarit de l’animal 1/).selectOption('small')
  const second = dialog.getByRole('group', { name: 'Animal 2' })
  await second.getByLabel('Prestation').selectOption({ label: 'Tonte' })
  await second.getByLabel('Gabarit').selectOption('large')
  expect(plain(await dialog.getByTestId('booking-total').textContent())).toBe(
    '2 animaux · durée totale 1 h 45 · total 75 €',
  )
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Semaine suivante' }).click()
  await dialog.locator('button.slot').first().click()
  await dialog.getByRole('button', { name: 'Continuer' }).click()

  // The pets are named one after the other.
  await expect(dialog.getByTestId('booking-line')).toHaveText('Animal 1 sur 2 · Bain')
  await dialog.getByLabel('Nom de l’animal').fill('Rex')
  await dialog.getByLabel('Espèce').selectOption('dog')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByTestId('booking-line')).toHaveText('Animal 2 sur 2 · Tonte')
  await dialog.getByLabel('Nom de l’animal').fill('Mia')
  await dialog.getByLabel('Espèce').selectOption('dog')
  await dialog.getByLabel('Race (facultatif)').fill('Berger')
  await dialog.getByRole('button', { name: 'Continuer' }).click()

  // The confirm step shows both pets with their prices, and the total.
  const lines = dialog.getByTestId('booking-lines')
  await expect(lines.getByRole('listitem')).toHaveCount(2)
  expect(plain(await lines.getByRole('listitem').nth(0).textContent())).toBe(
    'Rex · Bain · 45 min · 25 € (à régler sur place)',
  )
  expect(plain(await lines.getByRole('listitem').nth(1).textContent())).toBe(
    'Mia · Tonte · 1 h · 50 € (à régler sur place)',
  )
  const summary = plain(await dialog.locator('dl.booking-summary').textContent())
  expect(summary).toContain('Durée totale1 h 45')
  expect(summary).toContain('Total75 € (à régler sur place)')
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
  await expect(page.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
  const reference = (await page.locator('.booking-dialog strong').filter({ hasText: /^RDV-/ }).textContent()) ?? ''

  // One appointment, as long as both visits, with one line per dog.
  const { docs } = await accounts.payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    where: { reference: { equals: reference } },
  })
  const booked = docs[0]!
  expect((Date.parse(booked.end) - Date.parse(booked.start)) / 60_000).toBe(105)
  expect(booked.price).toBe(75)
  expect(booked.lines?.map((line) => [line.petName, line.petSize, line.price])).toEqual([
    ['Rex', 'small', 25],
    ['Mia', 'large', 50],
  ])
  const mail = await accounts.message(attendee.email, (message) => message.subject.startsWith('Demande envoyée à '))
  expect(plain(mail.text)).toContain('Rex · Chien · Petit ; Mia · Chien · Berger · Grand')

  // The groomer: both pets in the agenda; a third dog brought along makes the visit longer.
  const groomerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const groomerPage = await groomerContext.newPage()
  await signInGroomer(groomerPage, groomer)
  const date = DateTime.fromISO(booked.start).setZone('Europe/Paris').toISODate()
  await groomerPage.goto(`/user/calendrier/${groomer.id}?vue=jour&date=${date}`)
  const day = groomerPage.getByTestId('agenda-grid')
  await expect(day).toHaveAttribute('data-hydrated', 'true')
  await day.getByTestId('grid-appointment').first().click()
  const detail = groomerPage.getByRole('dialog')
  const agendaLines = detail.getByTestId('agenda-lines')
  await expect(agendaLines.getByRole('listitem')).toHaveCount(2)
  await expect(agendaLines).toContainText('Rex')
  await expect(agendaLines).toContainText('Mia')
  expect(plain(await detail.textContent())).toContain('Total annoncé : 75 €')
  await detail.getByRole('button', { name: 'Modifier les animaux' }).click()
  await detail.getByRole('button', { name: '+ un autre animal' }).click()
  const third = detail.getByRole('group', { name: 'Animal 3' })
  await third.getByLabel('Nom').fill('Filou')
  await third.getByLabel('Gabarit').selectOption('small')
  await third.getByLabel('Prestation').selectOption({ label: 'Bain' })
  await detail.getByRole('button', { name: 'Enregistrer les animaux' }).click()
  await expect(detail.getByRole('status')).toContainText('Animaux enregistrés')
  await expect(agendaLines.getByRole('listitem')).toHaveCount(3)
  const { docs: after } = await accounts.payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    where: { reference: { equals: reference } },
  })
  expect((Date.parse(after[0]!.end) - Date.parse(after[0]!.start)) / 60_000).toBe(150)
  expect(after[0]!.price).toBe(100)
  await groomerContext.close()
})
