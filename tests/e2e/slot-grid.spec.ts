import type { Locator } from '@playwright/test'
import { DateTime } from 'luxon'

import { expect, test } from './helpers/accounts'
import { groomerCard, profileSlots } from './helpers/directory'
import { DEMO_AVAILABILITIES } from '../../scripts/seed/catalog'
import { seriousViolations } from './helpers/axe'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

/** What a screen reader says of a slot: "mardi 24 novembre, 10 h 15" ("10 h" on the hour), in the slot's own offset. */
function spoken(iso: string): string {
  const at = DateTime.fromISO(iso, { setZone: true }).setLocale('fr')
  return `${at.toFormat('cccc d LLLL')}, ${at.minute === 0 ? at.toFormat("H 'h'") : at.toFormat("H 'h' mm")}`
}

const startOf = async (slot: Locator) =>
  new URL((await slot.getAttribute('href')) ?? '', 'http://x').searchParams.get('creneau') ?? ''

test('city cards: the next days as columns, slots named with day and time, “voir plus” opens the profile at that day', async ({
  page,
  accounts,
}, testInfo) => {
  const groomer = await accounts.groomer()
  const card = await groomerCard(page, groomer)
  const grid = card.getByRole('group', { name: `Disponibilités de ${groomer.name}` })
  await expect(grid.locator('[data-slot-day]')).toHaveCount(testInfo.project.name === 'phone' ? 3 : 5)

  // The first free slot, shown "10:15", is read "mardi 24 novembre, 10 h 15".
  const first = grid.locator('a[data-slot]').first()
  const start = await startOf(first)
  await expect(first.locator('[aria-hidden="true"]')).toHaveText(start.slice(11, 16))
  await expect(grid.getByRole('link', { name: spoken(start), exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const more = card.getByRole('link', { name: `Voir plus de disponibilités de ${groomer.name}` })
  const day = start.slice(0, 10)
  expect(new URL((await more.getAttribute('href')) ?? '', 'http://x').searchParams.get('jour')).toBe(day)
  await more.click()
  await expect(page).toHaveURL(new RegExp(`jour=${day}`))
  const profileDays = page.getByRole('list', { name: 'Prochaines disponibilités' })
  await expect(profileDays.getByRole('heading', { level: 3 }).first()).toHaveText(
    DateTime.fromISO(`${day}T12:00:00Z`).setLocale('fr').toFormat('ccc d LLL'),
  )
  await expect(profileDays.getByRole('link', { name: spoken(start), exact: true })).toBeVisible()
})

test('a city card’s slots are one tab stop, moved through with the arrow keys', async ({ page, accounts }) => {
  // Closed today: the card's first day is a whole one, whatever the hour the test runs at (late on
  // an open day, a phone's one column could hold a single slot).
  const today = String(DateTime.now().setZone('Europe/Paris').weekday)
  const groomer = await accounts.groomer({ hours: DEMO_AVAILABILITIES.filter((range) => range.weekday !== today) })
  const card = await groomerCard(page, groomer)
  const slots = card.locator('a[data-slot]')
  await expect(card.locator('a[data-slot][tabindex="0"]')).toHaveCount(1)
  expect(await slots.count()).toBeGreaterThan(2)

  await card.getByRole('heading', { level: 2 }).getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(slots.first()).toBeFocused()
  // Days are columns: Down goes to the next time, Right to the next day with slots.
  await page.keyboard.press('ArrowDown')
  await expect(slots.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(slots.first()).toBeFocused()
  const nextDayFirst = await slots.evaluateAll((links) =>
    links.findIndex((link) => link.closest('[data-slot-day]') !== links[0].closest('[data-slot-day]')),
  )
  await page.keyboard.press('ArrowRight')
  if (nextDayFirst > 0) await expect(slots.nth(nextDayFirst)).toBeFocused()
  await page.keyboard.press('Control+End')
  await expect(slots.last()).toBeFocused()
  await page.keyboard.press('Control+Home')
  await expect(slots.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')

  // Tab leaves the grid for the link after it; Shift+Tab comes back to the slot last focused.
  await page.keyboard.press('Tab')
  await expect(card.getByRole('link', { name: /^Voir plus de disponibilités/ })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(slots.nth(1)).toBeFocused()
  await expect(card.locator('a[data-slot][tabindex="0"]')).toHaveCount(1)
})

test('the profile’s slot grid and the booking dialog’s: named with day and time, one tab stop with arrows', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  await page.goto(`/toiletteur/${groomer.uri}`)
  const slots = profileSlots(page)
  const start = await startOf(slots.first())
  await expect(page.getByRole('link', { name: spoken(start), exact: true })).toBeVisible()
  await expect(page.locator('a[data-slot][tabindex="0"]')).toHaveCount(1)

  // Days are rows: Right goes to the next time; Tab leaves the grid, Shift+Tab comes back.
  const next = page.getByRole('link', { name: 'Jours suivants' })
  await next.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(slots.first()).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(slots.nth(1)).toBeFocused()
  // Home and End stay in the focused slot's day (late in the day, today may have one slot only).
  const [firstOfDay, lastOfDay] = await slots.evaluateAll((links) => {
    const sameDay = (link: Element) => link.closest('[data-slot-day]') === links[1]?.closest('[data-slot-day]')
    return [links.findIndex(sameDay), links.findLastIndex(sameDay)]
  })
  await page.keyboard.press('Home')
  await expect(slots.nth(firstOfDay)).toBeFocused()
  await page.keyboard.press('End')
  await expect(slots.nth(lastOfDay)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(next).toBeFocused()

  // The dialog's slots are buttons with the same names; one tab stop there too.
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
  const dialog = page.getByRole('dialog')
  const button = dialog.getByRole('button', { name: spoken(start), exact: true })
  await expect(button).toBeVisible()
  await expect(dialog.locator('button[data-slot][tabindex="0"]')).toHaveCount(1)
  await button.focus()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('button[data-slot]').nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
