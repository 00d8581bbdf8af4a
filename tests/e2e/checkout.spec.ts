import { readFile } from 'node:fs/promises'

import { DateTime } from 'luxon'

import { pdfText } from '../int/helpers/pdfText'
import { expect, test } from './helpers/accounts'
import { seriousViolations } from './helpers/axe'
import { signInGroomer } from './helpers/groomerSpace'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: baseURL ?? '' }])
})

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

test('« Terminé » opens « Encaisser »: an extra, a discount, a tip, card and cash with change; the note downloads as a PDF, the day is closed', async ({
  page,
  accounts,
}) => {
  test.setTimeout(90_000)
  const [groomer, attendee] = [await accounts.groomer(), await accounts.attendee()]
  await accounts.payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { billingSiret: '73282932000074', billingCompanyName: 'Toilettage Camille' },
  })
  const start = DateTime.now().setZone('Europe/Paris').minus({ minutes: 40 })
  const reference = `E2E-CASH-${Date.now()}-${Math.round(Math.random() * 1e6)}`
  await accounts.payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference,
      groomer: groomer.id,
      attendee: attendee.id,
      attendeeEmails: [attendee.email],
      source: 'online',
      title: 'Toilettage complet – Filou',
      timezone: 'Europe/Paris',
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ minutes: 30 }).toUTC().toISO() ?? '',
      status: 'confirmed',
      kind: 'salon',
      pet: { name: 'Filou', species: 'dog', size: 'small' },
      price: 50,
    },
  })
  await signInGroomer(page, groomer)
  await page.goto('/user/events')
  const item = page.getByRole('listitem').filter({ hasText: reference })
  await item.getByRole('button', { name: 'Arrivé' }).click()
  await item.getByRole('button', { name: 'Terminé' }).click()
  const panel = item.getByRole('region', { name: 'Encaisser' })
  await expect(panel.getByLabel('Prestation 1')).toHaveValue('Toilettage complet – Filou')
  await expect(panel.getByLabel('Prix 1 (€)')).toHaveValue('50')
  expect(await seriousViolations(page)).toEqual([])

  await panel.getByRole('button', { name: '+ Un supplément' }).click()
  await panel.getByLabel('Prestation 2').fill('Coupe des griffes')
  await panel.getByLabel('Prix 2 (€)').fill('8')
  await panel.getByRole('button', { name: '+ Une remise' }).click()
  await panel.getByLabel('Montant de la remise 1 (€)').fill('3')
  await panel.getByLabel('Pourboire (€, facultatif)').fill('5')
  expect(plain(await panel.getByText(/^Total TTC/).textContent())).toBe(
    'Total TTC : 55 € · à régler avec le pourboire : 60 €',
  )
  // 40 € by card, the rest (20 €) in cash: 50 € handed over, 30 € given back.
  await panel.getByLabel('Montant 1 (€)').fill('40')
  await panel.getByRole('button', { name: '+ Partager le paiement' }).click()
  await expect(panel.getByLabel('Moyen de paiement 2')).toHaveValue('cash')
  await expect(panel.getByLabel('Montant 2 (€)')).toHaveValue('20')
  await panel.getByLabel('Espèces remises par le client (€)').fill('50')
  await expect(panel.getByText(/À rendre : 30/)).toBeVisible()
  await panel.getByRole('button', { name: /^Encaisser 60/ }).click()

  const done = item.getByRole('region', { name: 'Note n° 1 enregistrée' })
  await expect(done).toBeVisible()
  await expect(done).toContainText(`Envoyée par e-mail à ${attendee.email}`)
  // The list re-reads the visit (now finished): the note stays on screen.
  await expect(item.getByTestId('visit-status')).toHaveText('Terminé')
  await expect(done).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('link', { name: 'Télécharger la note (PDF)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('note-1.pdf')
  const text = pdfText(new Uint8Array(await readFile((await download.path())!)))
  for (const mention of [
    'Toilettage Camille',
    'SIRET 73282932000074',
    'Note n° 1',
    'Client : Julie Bernard',
    'Coupe des griffes',
    'Total TTC',
    '55,00 €',
    'TVA non applicable, art. 293 B du CGI',
    'Pourboire (hors TVA)',
    'rendu : 30,00 €',
  ])
    expect(text).toContain(mention)
  await accounts.message(attendee.email, (mail) => mail.subject === 'Note n° 1 de Toilettage Camille')

  // « Mes encaissements »: today's totals by method, then the day closed.
  await page.goto('/user/encaissements')
  const today = page.getByRole('region', { name: 'Aujourd’hui' })
  expect(plain(await today.textContent())).toContain('1 note · 55 € TTC · pourboires 5 €')
  await expect(today.getByRole('list', { name: 'Par moyen de paiement' })).toContainText('Carte : 40')
  await expect(today.getByRole('list', { name: 'Par moyen de paiement' })).toContainText('Espèces : 20')
  expect(await seriousViolations(page)).toEqual([])

  // A refund is a new note that names the first; the day's totals follow it.
  await page.getByText('Rembourser', { exact: true }).click()
  const refund = page.getByRole('form', { name: 'Rembourser la note n° 1' })
  await refund.getByLabel('Montant (€)').fill('15')
  await refund.getByLabel('Remboursé par').selectOption('cash')
  await refund.getByLabel('Motif').fill('Griffes non coupées')
  await refund.getByRole('button', { name: 'Enregistrer le remboursement' }).click()
  await expect(page.getByText('Remboursement n° 2')).toBeVisible()
  expect(plain(await today.textContent())).toContain('2 notes · 40 € TTC · pourboires 5 €')
  await expect(today.getByRole('list', { name: 'Par moyen de paiement' })).toContainText('Espèces : 5')
  await today.getByRole('button', { name: 'Clôturer la journée' }).click()
  await expect(today.getByText('Journée clôturée.')).toBeVisible()
  await expect(page.getByText(/Jour du .* : 2 notes, 40/)).toBeVisible()

  // The statistics count the money received: the average note, the tip, each method.
  await page.goto('/user/statistiques')
  const tile = (label: string) => page.locator('dl div').filter({ has: page.getByText(label, { exact: true }) })
  const basket = tile('Panier moyen')
  // The refund of 15 € in cash is taken off the note it names.
  expect(plain(await basket.textContent())).toContain('40,00 €')
  expect(plain(await tile('Pourboires').textContent())).toContain('5,00 €')
  const methods = page.getByTestId('received-by-method')
  expect(plain(await methods.textContent())).toContain('Carte40,00 €')
  expect(plain(await methods.textContent())).toContain('Espèces5,00 €')
  expect(await seriousViolations(page)).toEqual([])

  // A note edited behind the database's back (its triggers bypassed) is reported on the page.
  const client = await accounts.payload.db.pool.connect()
  try {
    await client.query('begin')
    await client.query('set local session_replication_role = replica')
    await client.query(
      `update "sales" set "document" = jsonb_set("document", '{totals,totalCents}', '100') where "groomer_id" = $1 and "number" = 1`,
      [groomer.id],
    )
    await client.query('commit')
  } finally {
    client.release()
  }
  await page.goto('/user/encaissements')
  await expect(page.getByRole('alert').filter({ hasText: 'Registre altéré' })).toContainText(
    'Registre altéré : la note n° 1',
  )
})
