import { sql } from '@payloadcms/db-postgres'

import { CsvAmount, toCsv } from '../statistics/csv'
import { recordOf, registerDb, type SaleDocument } from './records'
import { METHOD_LABELS, PAYMENT_METHODS } from './totals'

const money = (cents: number) => new CsvAmount(cents)

/** What each kind of note is, in the archive's words. */
const KIND_LABELS: Record<SaleDocument['kind'], string> = {
  sale: 'Vente',
  refund: 'Remboursement',
  deposit: 'Acompte en ligne',
  fee: 'Frais d’absence',
}

export const ARCHIVE_HEADER = [
  'Numéro',
  'Type',
  'Date',
  'Client',
  'Corrige la note',
  'Total HT',
  'TVA',
  'Total TTC',
  'Pourboire',
  ...PAYMENT_METHODS.map((method) => METHOD_LABELS[method]),
  'Lien précédent',
  'Empreinte',
] as const

/**
 * The register's archive for the accountant and the tax authority: one line per note, HT/TVA/TTC,
 * the tip, what each payment method received, and the chain (each note's link and hash), so that
 * the file itself shows that no note was changed or removed since.
 */
export async function registerArchive(groomerId: number): Promise<string> {
  const db = await registerDb()
  const { rows } = await db.execute(sql`select * from "sales" where "groomer_id" = ${groomerId} order by "number"`)
  return toCsv(
    ARCHIVE_HEADER,
    rows.map((row) => {
      const { number, kind, issuedAt, document, previousHash, hash } = recordOf(row)
      const byMethod = (method: string) =>
        document.payments.filter((p) => p.method === method).reduce((sum, p) => sum + p.amountCents, 0)
      return [
        number,
        KIND_LABELS[kind],
        issuedAt,
        document.customer.name,
        document.refersTo,
        money(document.totals.htCents),
        money(document.totals.vatCents),
        money(document.totals.totalCents),
        money(document.totals.tipCents),
        ...PAYMENT_METHODS.map((method) => money(byMethod(method))),
        previousHash,
        hash,
      ]
    }),
  )
}
