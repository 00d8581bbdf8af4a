import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as checkoutRoute } from '../../src/app/api/v1/appointments/[reference]/checkout/route'
import { GET as archiveRoute } from '../../src/app/api/v1/register/archive.csv/route'
import { POST as closeRoute } from '../../src/app/api/v1/register/closures/route'
import { PUT as settingsRoute } from '../../src/app/api/v1/register/settings/route'
import { GET as verifyRoute } from '../../src/app/api/v1/register/verify/route'
import { GET as receiptRoute } from '../../src/app/api/v1/sales/[number]/receipt.pdf/route'
import { POST as refundRoute } from '../../src/app/api/v1/sales/[number]/refund/route'
import { getPayloadClient } from '../../src/server/payload'
import { groomerFigures } from '../../src/server/statistics/figures'
import { statisticsPeriod } from '../../src/server/statistics/period'
import { bookableGroomer, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfText'
import { outboxTo } from './helpers/records'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await getTestPayload()
})

const SIRET = '73282932000074'

/** A groomer with a SIRET and a confirmed appointment begun an hour ago (an attendee's, with their e-mail). */
async function cashRegister({ siret = SIRET as string | null } = {}) {
  const { groomer, motive } = await bookableGroomer(payload)
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { billingSiret: siret, billingCompanyName: 'Toilettage Léa SARL' },
  })
  const auth = await bearer('users', groomer.email)
  const appointment = async () => {
    const attendee = await verifiedAttendee(payload)
    // Begun within the last hours, each in its own quarter of an hour (the agenda allows no overlap).
    const start = new Date(Date.now() - 60 * 60_000 - (++counter % 20) * 15 * 60_000)
    return payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        reference: `CASH-${process.pid}-${++counter}`,
        groomer: groomer.id,
        attendee: attendee.id,
        attendeeEmails: [attendee.email],
        motive: motive.id,
        title: 'Toilettage complet – Filou',
        timezone: 'Europe/Paris',
        kind: 'salon',
        source: 'online',
        status: 'confirmed',
        start: start.toISOString(),
        end: new Date(start.getTime() + 10 * 60_000).toISOString(),
        pet: { name: 'Filou', species: 'dog', size: 'small' },
        price: 55,
      },
    })
  }
  return { groomer, auth, appointment }
}

const checkout = (reference: string, auth: Record<string, string>, body: unknown) =>
  checkoutRoute(
    jsonRequest(`/api/v1/appointments/${reference}/checkout`, body, { headers: auth }),
    params({ reference }),
  )

/** 55 € of grooming, a 5 € extra, a 5 € loyalty discount, a 5 € tip: 60 € paid 40 € by card and 20 € in cash (25 € handed over). */
const SPLIT = {
  lines: [
    { label: 'Toilettage complet – Filou', quantity: 1, unitCents: 5500 },
    { label: 'Coupe des griffes', quantity: 1, unitCents: 500, kind: 'extra' },
  ],
  discounts: [{ label: 'Fidélité', amountCents: 500 }],
  tipCents: 500,
  payments: [
    { method: 'card', amountCents: 4000 },
    { method: 'cash', amountCents: 2000 },
  ],
  cashGivenCents: 2500,
}

type SaleAnswer = {
  sale: { number: number; totals: Record<string, number>; receiptUrl: string; refersTo: number | null }
}

describe('Encaisser (issue 32 items 3 and 4)', () => {
  it('cashes in a visit once: split payment, tip, discount, change; the visit is finished, the client gets the note as a PDF with every mention', async () => {
    const { groomer, auth, appointment } = await cashRegister()
    await settingsRoute(
      jsonRequest('/api/v1/register/settings', { vatRegime: 'vat20' }, { method: 'PUT', headers: auth }),
    )
    const visit = await appointment()
    const response = await checkout(visit.reference, auth, SPLIT)
    expect(response.status).toBe(201)
    const { sale } = (await response.json()) as SaleAnswer
    expect(sale.number).toBe(1)
    expect(sale.totals).toEqual({
      subtotalCents: 6000,
      discountCents: 500,
      totalCents: 5500,
      htCents: 4583,
      vatCents: 917,
      vatRateBp: 2000,
      tipCents: 500,
      dueCents: 6000,
      changeCents: 500,
    })
    expect(sale.receiptUrl).toBe('/api/v1/sales/1/receipt.pdf')
    const after = await payload.findByID({ collection: 'appointments', id: visit.id, overrideAccess: true })
    expect(after.visitStatus).toBe('finished')

    // The same visit again: refused, nothing written.
    const again = await checkout(visit.reference, auth, SPLIT)
    expect(again.status).toBe(409)

    // The PDF, downloaded by the groomer and e-mailed to the client, says what the law asks.
    const pdfResponse = await receiptRoute(getRequest(sale.receiptUrl, auth), params({ number: '1' }))
    expect(pdfResponse.status).toBe(200)
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf')
    expect(pdfResponse.headers.get('content-disposition')).toBe('attachment; filename="note-1.pdf"')
    const text = pdfText(new Uint8Array(await pdfResponse.arrayBuffer()))
    for (const mention of [
      'Toilettage Léa SARL',
      '3 rue des Lilas, 75011',
      `SIRET ${SIRET}`,
      'Note n° 1',
      'Client : ',
      'Toilettage complet – Filou',
      'Coupe des griffes',
      'Remise : Fidélité',
      'Total HT',
      '45,83 €',
      'TVA 20 %',
      '9,17 €',
      'Total TTC',
      '55,00 €',
      'Pourboire (hors TVA)',
      'Carte',
      '40,00 €',
      'Espèces',
      'rendu : 5,00 €',
    ])
      expect(text).toContain(mention)
    const [mail] = (await outboxTo(visit.attendeeEmails![0]!)).filter((m) => m.subject?.startsWith('Note n° 1'))
    expect(mail?.subject).toBe('Note n° 1 de Toilettage Léa SARL')
    const attachment = (mail?.meta as { attachments: { filename: string; content: string; encoding: string }[] })
      .attachments[0]!
    expect(attachment).toMatchObject({ filename: 'note-1.pdf', encoding: 'base64' })
    expect(pdfText(Buffer.from(attachment.content, 'base64'))).toContain(`SIRET ${SIRET}`)
    expect(groomer.id).toBeGreaterThan(0)
  })

  it('under the franchise the note says « TVA non applicable, art. 293 B du CGI »; numbers follow each other with no gap, even when checkouts race', async () => {
    const { auth, appointment } = await cashRegister()
    const visits = await Promise.all(Array.from({ length: 6 }, () => appointment()))
    const answers = await Promise.all(
      visits.map((visit) =>
        checkout(visit.reference, auth, {
          lines: [{ label: 'Bain', unitCents: 3000 }],
          payments: [{ method: 'card', amountCents: 3000 }],
        }),
      ),
    )
    const numbers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as SaleAnswer).sale.number))
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    // The same visit twice at once: one note.
    const visit = await appointment()
    const twice = await Promise.all(
      [1, 2].map(() => checkout(visit.reference, auth, { ...SPLIT, cashGivenCents: null })),
    )
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409])
    const pdf = await receiptRoute(getRequest('/api/v1/sales/7/receipt.pdf', auth), params({ number: '7' }))
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('TVA non applicable, art. 293 B du CGI')
    expect(text).not.toContain('TVA 20 %')
  })

  it('refuses what does not add up, another groomer’s visit, an owner, and a groomer without SIRET, writing nothing', async () => {
    const { auth, appointment } = await cashRegister()
    const visit = await appointment()
    const fields = async (body: unknown, status = 400) => {
      const response = await checkout(visit.reference, auth, body)
      expect(response.status).toBe(status)
      return ((await response.json()) as { fields: Record<string, string> }).fields
    }
    expect(await fields({ ...SPLIT, payments: [{ method: 'card', amountCents: 100 }] })).toEqual({
      payments: 'Les paiements (1,00 €) doivent faire exactement le total à régler (60,00 €).',
    })
    expect(Object.keys(await fields({ ...SPLIT, payments: [{ method: 'bitcoin', amountCents: 6000 }] }))).toEqual([
      'payments.0.method',
    ])
    expect(await fields({ ...SPLIT, cashGivenCents: 1000 })).toEqual({
      cashGiven: 'Le montant remis en espèces est inférieur à la part payée en espèces.',
    })
    expect(await fields({ ...SPLIT, discounts: [{ label: 'Tout', amountCents: 9000 }] })).toEqual({
      discounts: 'Les remises dépassent le montant des prestations.',
    })
    expect(Object.keys(await fields({ ...SPLIT, lines: [{ label: '', unitCents: -5 }] })).sort()).toEqual([
      'lines.0.label',
      'lines.0.unitCents',
    ])
    const other = await cashRegister()
    expect((await checkout(visit.reference, other.auth, SPLIT)).status).toBe(404)
    const owner = await verifiedAttendee(payload)
    expect((await checkout(visit.reference, await bearer('attendees', owner.email), SPLIT)).status).toBe(401)
    expect((await checkout(visit.reference, {}, SPLIT)).status).toBe(401)
    // The register reads only the groomer's id, yet an ended or expired session is refused at once.
    const ended = await cashRegister()
    const endedVisit = await ended.appointment()
    await payload.db.drizzle.execute(
      sql`update "users_sessions" set "expires_at" = now() - interval '1 second' where "_parent_id" = ${ended.groomer.id}`,
    )
    expect((await checkout(endedVisit.reference, ended.auth, SPLIT)).status).toBe(401)
    await payload.db.drizzle.execute(sql`delete from "users_sessions" where "_parent_id" = ${ended.groomer.id}`)
    expect((await checkout(endedVisit.reference, ended.auth, SPLIT)).status).toBe(401)
    // The session is checked in the appointment's read: a closed one is a 401 even for no appointment.
    expect((await checkout('RDV-INCONNU', ended.auth, SPLIT)).status).toBe(401)
    const noSiret = await cashRegister({ siret: null })
    const theirs = await noSiret.appointment()
    const refused = await checkout(theirs.reference, noSiret.auth, SPLIT)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.siret).toMatch(/SIRET/)
    const { totalDocs } = await payload.count({
      collection: 'appointments',
      overrideAccess: true,
      where: { and: [{ id: { in: [visit.id, theirs.id] } }, { visitStatus: { equals: 'finished' } }] },
    })
    expect(totalDocs).toBe(0)
  })

  it('a refund is a new note pointing to the first; the day’s closure totals each method; an edit by SQL breaks the chain and is reported', async () => {
    const { groomer, auth, appointment } = await cashRegister()
    const visit = await appointment()
    await checkout(visit.reference, auth, SPLIT)
    const refund = (body: unknown) =>
      refundRoute(jsonRequest('/api/v1/sales/1/refund', body, { headers: auth }), params({ number: '1' }))
    const first = await refund({ amountCents: 1500, method: 'cash', reason: 'Griffes non coupées' })
    expect(first.status).toBe(201)
    const { sale } = (await first.json()) as SaleAnswer
    expect(sale).toMatchObject({ number: 2, refersTo: 1, totals: { totalCents: -1500, dueCents: -1500 } })
    const tooMuch = await refund({ amountCents: 5000, method: 'card', reason: 'Erreur' })
    expect(tooMuch.status).toBe(400)
    expect(((await tooMuch.json()) as { error: string }).error).toBe('Il reste 45,00 € à rembourser sur cette note.')

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    const close = () =>
      closeRoute(jsonRequest('/api/v1/register/closures', { period: 'day', date: today }, { headers: auth }))
    const closed = await close()
    expect(closed.status).toBe(201)
    const { closure } = (await closed.json()) as {
      closure: { totals: Record<string, unknown>; hash: string; chainHead: string }
    }
    expect(closure.totals).toEqual({
      count: 2,
      firstNumber: 1,
      lastNumber: 2,
      totalCents: 5500 - 1500,
      htCents: 5500 - 1500,
      vatCents: 0,
      tipsCents: 500,
      refundsCents: -1500,
      depositsDeductedCents: 0,
      byMethod: { card: 4000, cash: 2000 - 1500 },
    })
    // Closing again answers the same closure.
    expect(((await (await close()).json()) as { closure: { hash: string } }).closure.hash).toBe(closure.hash)

    const verify = async () =>
      (
        (await (await verifyRoute(getRequest('/api/v1/register/verify', auth))).json()) as {
          check: Record<string, unknown>
        }
      ).check
    expect(await verify()).toMatchObject({ ok: true, records: 2, brokenAt: null, head: closure.chainHead })

    // The database refuses an edit; one made behind its back is found by the chain check.
    // The statistics count what the note says (services, the refund taken off) instead of the booked 55 €.
    const figures = await groomerFigures(groomer, statisticsPeriod('3m', new Date(), 'Europe/Paris'))
    expect(figures.totals).toMatchObject({ finished: 1, cashed: 1, revenue: 55 - 15, tips: 5, unpriced: 0 })
    // Money received: the average note, and each method as the notes say (the tip in, the cash refund off).
    expect(figures.totals).toMatchObject({ cashedRevenue: 40, averageBasket: 40 })
    expect(figures.totals.byMethod).toEqual([
      { method: 'card', amount: 40 },
      { method: 'cash', amount: 5 },
    ])

    const pool = (await getPayloadClient()).db.pool
    await expect(
      pool.query(`update "sales" set "document" = "document" where "groomer_id" = $1`, [groomer.id]),
    ).rejects.toThrow(/never rewritten/)
    await expect(pool.query(`delete from "sales" where "groomer_id" = $1`, [groomer.id])).rejects.toThrow(
      /never rewritten/,
    )
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query(`set local session_replication_role = replica`)
      await client.query(
        `update "sales" set "document" = jsonb_set("document", '{totals,totalCents}', '100') where "groomer_id" = $1 and "number" = 1`,
        [groomer.id],
      )
      await client.query('commit')
    } finally {
      client.release()
    }
    expect(await verify()).toMatchObject({ ok: false, brokenAt: 1 })

    // The archive for the accountant: every note with HT/TVA/TTC and its link.
    const archive = await (await archiveRoute(getRequest('/api/v1/register/archive.csv', auth))).text()
    const lines = archive
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Numéro;Type;Date;Client;Corrige la note;Total HT;TVA;Total TTC;Pourboire;Espèces;Carte;Chèque;Virement;Acompte déduit;Carte en ligne;Lien précédent;Empreinte',
    )
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(
      /^2;Remboursement;.*;1;-15,00;0,00;-15,00;0,00;-15,00;0,00;0,00;0,00;0,00;0,00;[0-9a-f]{64};[0-9a-f]{64}$/,
    )
  })

  it('the hash PostgreSQL computes in the one-round-trip checkout is the link the JS chain check expects, whatever was typed', async () => {
    const { auth, appointment } = await cashRegister()
    const labels = ['Toilettage « spécial » "Rex" \\ n°1 🐶', 'Bain #number-0 et #previous-0', '{"number":1}']
    for (const label of labels) {
      const visit = await appointment()
      const response = await checkout(visit.reference, auth, {
        ...SPLIT,
        lines: [{ label, quantity: 1, unitCents: 5500 }],
        discounts: [],
      })
      expect(response.status).toBe(201)
    }
    const check = (
      (await (await verifyRoute(getRequest('/api/v1/register/verify', auth))).json()) as {
        check: Record<string, unknown>
      }
    ).check
    expect(check).toMatchObject({ ok: true, records: labels.length, brokenAt: null })
  })
})
