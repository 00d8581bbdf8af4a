import type { Locator, Page } from '@playwright/test'

import type { TestGroomer } from './accounts'

/** The groomer's card on their city's listing (sorted by first free slot, so on any page). */
export async function groomerCard(page: Page, groomer: TestGroomer): Promise<Locator> {
  for (let n = 1; n <= 10; n++) {
    await page.goto(n === 1 ? `/toiletteurs/${groomer.cityUri}` : `/toiletteurs/${groomer.cityUri}?page=${n}`)
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/toiletteur/${groomer.uri}"]`) })
    if ((await card.count()) > 0) return card
  }
  throw new Error(`La fiche de ${groomer.uri} est introuvable sur la liste de sa ville`)
}

/** The profile's free slots, as links, in the order of the page. */
export const profileSlots = (page: Page): Locator =>
  page.getByRole('list', { name: 'Prochaines disponibilités' }).locator('a[data-slot]')

/**
 * The free slot a test books: the second one. The first can pass the groomer's notice between
 * the page and the click; what the owner then sees has its own test (booking.spec.ts).
 */
export const slotToBook = (slots: Locator): Locator => slots.nth(1)
