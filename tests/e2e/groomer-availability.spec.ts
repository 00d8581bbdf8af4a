import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import type { AvailabilitySeed, MotiveSeed } from '../../scripts/seed/catalog'
import { type Accounts, expect, test, type TestGroomer } from './helpers/accounts'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const COUPE: MotiveSeed = { title: 'Coupe', duration: 60, price: 35, kind: 'salon', description: '' }
const week = (start: string, end: string): AvailabilitySeed[] =>
  (['1', '2', '3', '4', '5', '6'] as const).map((weekday) => ({ weekday, start, end, everyNWeeks: 1 }))

/** A fresh published groomer of this test, with the given motives and week (none by default). */
const newGroomer = (accounts: Accounts, motives: MotiveSeed[] = [], hours: AvailabilitySeed[] = []) =>
  accounts.groomer({ firstName: 'Inès', lastName: 'Horaires', motives, hours })

async function logIn(page: Page, groomer: TestGroomer) {
  await signInGroomer(page, groomer)
  await expect(page.getByRole('heading', { name: 'Bonjour Inès' })).toBeVisible()
}

/** The slot times shown on the public profile's "Prochaines disponibilités". */
async function profileSlotTimes(page: Page, uri: string): Promise<string[]> {
  await page.goto(`/toiletteur/${uri}`)
  const list = page.getByRole('list', { name: 'Prochaines disponibilités' })
  await expect(list).toBeVisible()
  // The visible time of each slot (its accessible name carries the day too).
  return list.locator('a.slot > [aria-hidden="true"]').allTextContents()
}

test('editing opening hours changes the public slots of the profile', async ({ page, accounts }) => {
  const groomer = await newGroomer(accounts)
  await logIn(page, groomer)

  // A motive, from /user/motifs.
  await page.goto('/user/motifs')
  await page.getByRole('button', { name: 'Ajouter un motif' }).click()
  const form = page.getByRole('form', { name: 'Nouveau motif' })
  await form.getByLabel('Intitulé').fill('Bain et brushing')
  await form.getByLabel('Durée (minutes)').fill('60')
  await form.getByLabel('Prix (€)').fill('40')
  await form.getByRole('button', { name: 'Ajouter le motif' }).click()
  await expect(page.getByRole('heading', { name: 'Bain et brushing' })).toBeVisible()

  // Mornings, Monday to Saturday.
  await page.goto('/user/horaires')
  for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']) {
    await page.getByRole('button', { name: `Ajouter une plage le ${day}` }).click()
  }
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
  await expect(page.getByText('Horaires enregistrés')).toBeVisible()
  await expect(page.getByTestId('slots-preview').getByText('09:00').first()).toBeVisible()

  const mornings = await profileSlotTimes(page, groomer.uri)
  expect(mornings).toContain('09:00')
  expect(mornings.every((time) => time < '12:00')).toBe(true)

  // Afternoons instead: the profile follows.
  await page.goto('/user/horaires')
  for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi']) {
    const range = page.getByRole('group', { name: `${day}, plage 1` })
    await range.getByLabel('De', { exact: true }).fill('14:00')
    await range.getByLabel('À', { exact: true }).fill('17:00')
  }
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
  await expect(page.getByText('Horaires enregistrés')).toBeVisible()

  const afternoons = await profileSlotTimes(page, groomer.uri)
  expect(afternoons).toContain('14:00')
  expect(afternoons.every((time) => time >= '14:00' && time < '17:00')).toBe(true)

  // An overlapping range is refused with a French message beside it.
  await page.goto('/user/horaires')
  await page.getByRole('button', { name: 'Ajouter une plage le lundi' }).click()
  const second = page.getByRole('group', { name: 'Lundi, plage 2' })
  await second.getByLabel('De', { exact: true }).fill('15:00')
  await second.getByLabel('À', { exact: true }).fill('18:00')
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
  await expect(second.getByRole('alert')).toHaveText('Cette plage chevauche une autre plage du même jour.')

  // Every 2 weeks needs its first week: asked for, never guessed.
  await second.getByRole('button', { name: /Retirer/ }).click()
  const monday = page.getByRole('group', { name: 'Lundi, plage 1' })
  await monday.getByLabel('Toutes les N semaines').fill('2')
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
  await expect(monday.getByRole('alert')).toHaveText(
    'Indiquez la date de la première semaine travaillée (une semaine sur 2).',
  )
  await monday.getByLabel('À partir du').fill(DateTime.now().plus({ days: 7 }).startOf('week').toISODate() ?? '')
  await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
  await expect(page.getByText('Horaires enregistrés')).toBeVisible()
})

test('a holiday hides its days from the public profile', async ({ page, accounts }) => {
  const groomer = await newGroomer(accounts, [COUPE], week('09:00', '18:00'))

  // The two days after tomorrow that are not Sundays, as the profile names them.
  const paris = DateTime.now().setZone('Europe/Paris').startOf('day')
  const days: DateTime[] = []
  for (let day = paris.plus({ days: 2 }); days.length < 2; day = day.plus({ days: 1 }))
    if (day.weekday !== 7) days.push(day)
  const heading = (day: DateTime) => day.setLocale('fr').toFormat('ccc d LLL')
  const dayItem = (day: DateTime) =>
    page
      .getByRole('list', { name: 'Prochaines disponibilités' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: heading(day), exact: true }) })

  await page.goto(`/toiletteur/${groomer.uri}`)
  for (const day of days) await expect(dayItem(day).locator('a.slot').first()).toBeVisible()

  await logIn(page, groomer)
  await page.goto('/user/periodes-de-vacances')
  // Bad input first: the end before the start.
  await page.getByLabel('Du', { exact: true }).fill(days[1].toISODate() ?? '')
  await page.getByLabel('Au (inclus)').fill(days[0].toISODate() ?? '')
  await page.getByRole('button', { name: 'Ajouter la période' }).click()
  await expect(page.getByText('La date de fin doit suivre la date de début.')).toBeVisible()
  await page.getByLabel('Du', { exact: true }).fill(days[0].toISODate() ?? '')
  await page.getByLabel('Au (inclus)').fill(days[1].toISODate() ?? '')
  await page.getByLabel('Libellé (facultatif)').fill('Salon fermé')
  await page.getByRole('button', { name: 'Ajouter la période' }).click()
  await expect(page.getByText('Période ajoutée')).toBeVisible()
  await expect(page.getByText('Salon fermé')).toBeVisible()

  await page.goto(`/toiletteur/${groomer.uri}`)
  for (const day of days) {
    await expect(dayItem(day).getByText('En congés')).toBeVisible()
    await expect(dayItem(day).locator('a.slot')).toHaveCount(0)
  }

  // Deleting it asks first: dismissed, the period stays; confirmed, it goes.
  await page.goto('/user/periodes-de-vacances')
  const remove = page.getByRole('button', { name: /^Supprimer la période/ })
  page.once('dialog', (dialog) => void dialog.dismiss())
  await remove.click()
  await expect(page.getByText('Salon fermé')).toBeVisible()
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Ces jours redeviendront réservables.')
    void dialog.accept()
  })
  await remove.click()
  await expect(page.getByText('Salon fermé')).toHaveCount(0)
})

test('the three settings pages have no serious or critical accessibility violation', async ({ page, accounts }) => {
  const groomer = await newGroomer(accounts, [COUPE])
  await logIn(page, groomer)
  for (const path of ['/user/motifs', '/user/horaires', '/user/periodes-de-vacances']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  }
})

test('the booking dialog asks the pet’s size with a motive that has size durations and offers that duration’s slots', async ({
  page,
  accounts,
}) => {
  const groomer = await newGroomer(accounts, [], week('09:00', '12:00'))
  await accounts.payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      title: 'Toilettage complet',
      duration: 60,
      kind: 'salon',
      bookableOnline: true,
      sizeDurations: { large: 120 },
    },
  })

  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Indiquez le gabarit de votre animal pour voir les créneaux.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByText('Choisissez le gabarit de votre animal.').first()).toBeVisible()

  await dialog.getByLabel('Gabarit de votre animal (la durée en dépend)').selectOption('large')
  await expect(dialog.locator('button.slot').first()).toBeVisible()
  // Two hours in a 09:00–12:00 morning: the last start is 10:00.
  const large = await dialog.locator('button.slot > [aria-hidden="true"]').allTextContents()
  expect(large).toContain('10:00')
  expect(large.every((time) => time <= '10:00')).toBe(true)

  await dialog.getByLabel('Gabarit de votre animal (la durée en dépend)').selectOption('small')
  await expect(dialog.locator('button.slot', { hasText: '11:00' }).first()).toBeVisible()
})
