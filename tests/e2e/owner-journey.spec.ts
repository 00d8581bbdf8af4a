import type { Locator, Page } from '@playwright/test'

import { expect, test } from './helpers/accounts'
import { signInAttendee } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const FILOU = {
  name: 'Filou',
  species: 'dog',
  breed: 'Caniche',
  size: 'small',
  groomerNotes: 'Il a peur du séchoir.',
} as const

/** Counts what a person taps: typing is not a tap, choosing and pressing are. */
function tapCounter() {
  let taps = 0
  return {
    tap: async (target: Locator) => {
      taps += 1
      await target.click()
    },
    get count() {
      return taps
    },
  }
}

/** The dialog's step heading ("Étape 4 sur 5 · Informations"). */
const stepHeading = (page: Page, name: RegExp) => page.getByRole('dialog').getByRole('heading', { name })

test('a returning owner goes from the home page to a sent request in five taps, with a saved pet', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const attendee = await accounts.attendee()
  await accounts.payload.update({
    collection: 'attendees',
    id: attendee.id,
    overrideAccess: true,
    data: { pets: [{ ...FILOU }, { name: 'Plume', species: 'cat', size: 'small' }] },
  })
  await signInAttendee(page, attendee)
  const { tap, ...taps } = tapCounter()

  await page.goto('/')
  await page.getByRole('combobox', { name: 'Ville ou code postal' }).fill(groomer.cityName)
  await tap(
    page
      .getByRole('listbox', { name: 'Villes proposées' })
      // Name and postcode, as the suggestion reads: « Rezé\b » would never match (é is no word character
      // to \b) and « Saint-Denis\b » would also match Saint-Denis-de-Pile.
      .getByRole('option', { name: `${groomer.cityName} ${groomer.cityPostcode} ·` })
      .first(),
  )
  await expect(page).toHaveURL(new RegExp(`/toiletteurs/${groomer.cityUri}$`))
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/toiletteur/${groomer.uri}"]`) })
  await tap(card.locator('a[href*="creneau="]').first())
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  await tap(dialog.getByRole('button', { name: 'Continuer' }))
  // Signed in and verified: straight to the pet, chosen in one tap.
  await expect(stepHeading(page, /Informations/)).toBeVisible()
  await tap(dialog.getByRole('button', { name: /^Filou\b/ }))
  await expect(stepHeading(page, /Confirmation/)).toBeVisible()
  await expect(dialog.getByText('Filou · Chien · Caniche · Petit (moins de 10 kg)')).toBeVisible()
  // The pet's notes for the groomer come with it; the summary tells duration and place.
  await expect(dialog.getByText('Il a peur du séchoir.')).toBeVisible()
  await expect(dialog.getByText('Durée')).toBeVisible()
  await tap(dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }))
  await expect(page.getByRole('heading', { name: 'Votre demande de rendez-vous est envoyée' })).toBeVisible()
  expect(taps.count).toBeLessThanOrEqual(5)
})

test('the dialog behaves like a page: Back goes to the previous step then closes, and "Reprendre" keeps what was typed', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  const attendee = await accounts.attendee()
  await signInAttendee(page, attendee)
  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('button.slot').first().click()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(stepHeading(page, /Informations/)).toBeVisible()
  await dialog.getByLabel('Nom de l’animal').fill('Caramel')
  await dialog.getByLabel('Espèce').selectOption('cat')
  await dialog.getByLabel('Gabarit').selectOption('medium')
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(stepHeading(page, /Confirmation/)).toBeVisible()

  // The browser's Back: one step back, what was typed still there; again: the first step; again: closed, same page.
  await page.goBack()
  await expect(stepHeading(page, /Informations/)).toBeVisible()
  await expect(dialog.getByLabel('Nom de l’animal')).toHaveValue('Caramel')
  await page.goBack()
  await expect(stepHeading(page, /Motif/)).toBeVisible()
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/toiletteur/${groomer.uri}`))

  // "Reprendre" from the banner: the slot and the pet typed are back.
  await page.goto('/')
  await page
    .getByRole('complementary', { name: 'Réservation en cours' })
    .getByRole('link', { name: 'Reprendre' })
    .click()
  await expect(dialog.getByText('Créneau choisi')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continuer' }).click()
  await expect(dialog.getByLabel('Nom de l’animal')).toHaveValue('Caramel')
  await expect(dialog.getByLabel('Gabarit')).toHaveValue('medium')
})

test('a Sunday or a past day is refused in the availabilities form as soon as it is entered', async ({
  page,
  accounts,
}) => {
  const groomer = await accounts.groomer()
  await page.goto(`/toiletteur/${groomer.uri}`)
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Proposez vos disponibilités/ }).click()
  const day = dialog.getByLabel('Jour')
  const sunday = new Date()
  sunday.setDate(sunday.getDate() + ((7 - sunday.getDay()) % 7 || 7))
  await day.fill(sunday.toLocaleDateString('sv-SE'))
  await expect(dialog.getByText('Les rendez-vous ne se prennent pas le dimanche.')).toBeVisible()
  await expect(day).toHaveAttribute('aria-invalid', 'true')
  const monday = new Date(sunday)
  monday.setDate(sunday.getDate() + 1)
  await day.fill(monday.toLocaleDateString('sv-SE'))
  await expect(dialog.getByText('Les rendez-vous ne se prennent pas le dimanche.')).toBeHidden()
  await day.fill('2020-01-06')
  await expect(dialog.getByText('Ce jour est déjà passé.')).toBeVisible()
})

test('"Mes animaux" in the profile: add, edit and remove a pet', async ({ page, accounts }) => {
  const attendee = await accounts.attendee()
  await signInAttendee(page, attendee)
  await page.goto('/participant/profil')
  const pets = page.getByRole('region', { name: 'Mes animaux' })
  await expect(pets.getByText('Aucun animal enregistré pour l’instant.')).toBeVisible()
  await pets.getByRole('button', { name: '+ Ajouter un animal' }).click()
  await pets.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(pets.getByText('Le nom de l’animal est obligatoire.')).toBeVisible()
  await pets.getByLabel('Nom de l’animal').fill('Plume')
  await pets.getByLabel('Espèce').selectOption('cat')
  await pets.getByLabel('Gabarit').selectOption('small')
  await pets.getByLabel('Pelage (facultatif)').fill('Long')
  await pets.getByLabel('Année de naissance (facultatif)').fill('2019')
  await pets.getByLabel('À savoir pour le toiletteur (facultatif)').fill('Griffe un peu.')
  await pets.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(pets.getByRole('status')).toHaveText('Plume est ajouté à vos animaux.')
  await expect(pets.getByRole('listitem').filter({ hasText: 'Plume' })).toContainText('Chat · Petit (moins de 10 kg)')

  // Kept in the account: still there after a reload, editable.
  await page.reload()
  await pets.getByRole('button', { name: 'Modifier Plume' }).click()
  await pets.getByLabel('Race (facultatif)').fill('Persan')
  await pets.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(pets.getByRole('listitem').filter({ hasText: 'Plume' })).toContainText('Chat · Persan')
  await pets.getByRole('button', { name: 'Supprimer Plume' }).click()
  await pets.getByRole('button', { name: 'Oui, supprimer Plume' }).click()
  await expect(pets.getByRole('status')).toHaveText('Plume est retiré de vos animaux.')
  await page.reload()
  await expect(pets.getByText('Aucun animal enregistré pour l’instant.')).toBeVisible()
})
