import { sql } from '@payloadcms/db-postgres'

import type { TransactionDb } from '../db/transactionDb'
import { getPayloadClient } from '../payload'
import { chainHash, GENESIS } from './chain'
import type { Discount, Payment, SaleLine, SaleTotals, VatRegime } from './totals'

/** Who issues the note: the groomer's name or company, address, SIRET, VAT number and regime at that moment. */
export type Seller = {
  name: string
  address: string
  siret: string | null
  vatNumber: string | null
  vatRegime: VatRegime
}

/** Everything a note says, kept whole as it was issued (the PDF is drawn from it, any time later). */
export type SaleDocument = {
  kind: 'sale' | 'refund'
  number: number
  issuedAt: string
  /** A refund's note: the number of the note it corrects. */
  refersTo: number | null
  seller: Seller
  customer: { name: string; email: string | null }
  appointment: { reference: string; start: string; timezone: string } | null
  lines: SaleLine[]
  discounts: Discount[]
  payments: Payment[]
  cashGivenCents: number | null
  totals: SaleTotals
  vatMention: string | null
  reason: string | null
}

/** One stored record of a groomer's register: its document and its link in the chain. */
export type SaleRecord = {
  groomerId: number
  number: number
  kind: SaleDocument['kind']
  appointmentReference: string | null
  issuedAt: string
  document: SaleDocument
  previousHash: string
  hash: string
}

/** First key of the two-int advisory lock of a groomer's register (second: their id). */
const REGISTER_LOCK = 6009

type Drizzle = TransactionDb & { transaction: <T>(run: (tx: TransactionDb) => Promise<T>) => Promise<T> }

export async function registerDb(): Promise<Drizzle> {
  return (await getPayloadClient()).db.drizzle as unknown as Drizzle
}

/** What the chain hashes of a record: every stored value but the hash itself. */
export const hashedPart = (record: Omit<SaleRecord, 'hash'>) => ({
  groomerId: record.groomerId,
  number: record.number,
  kind: record.kind,
  appointmentReference: record.appointmentReference,
  issuedAt: record.issuedAt,
  document: record.document,
  previousHash: record.previousHash,
})

/** The row as stored, into a record. */
export function recordOf(row: Record<string, unknown>): SaleRecord {
  return {
    groomerId: Number(row.groomer_id),
    number: Number(row.number),
    kind: row.kind as SaleRecord['kind'],
    appointmentReference: (row.appointment_reference as string | null) ?? null,
    issuedAt: new Date(String(row.issued_at)).toISOString(),
    document: row.document as SaleDocument,
    previousHash: String(row.previous_hash),
    hash: String(row.hash),
  }
}

export class AlreadyCheckedOut extends Error {}

/**
 * Appends a note to the groomer's register under their register lock: the next number (no gap:
 * a refused write takes none), the previous link, the hash. `build` gets the number and the
 * previous record (a refund checks what is left to refund against it) and returns the document.
 */
export async function appendRecord(
  groomerId: number,
  appointmentReference: string | null,
  build: (number: number, tx: TransactionDb) => Promise<SaleDocument>,
): Promise<SaleRecord> {
  const db = await registerDb()
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK}::int, ${groomerId}::int)`)
      const { rows } = await tx.execute(
        sql`select "number", "hash" from "sales" where "groomer_id" = ${groomerId} order by "number" desc limit 1`,
      )
      const last = rows[0] as { number: number; hash: string } | undefined
      const number = (last ? Number(last.number) : 0) + 1
      const document = await build(number, tx)
      const unsigned = {
        groomerId,
        number,
        kind: document.kind,
        appointmentReference,
        issuedAt: document.issuedAt,
        document,
        previousHash: last?.hash ?? GENESIS,
      }
      const hash = chainHash(unsigned.previousHash, hashedPart(unsigned))
      await tx.execute(sql`
        insert into "sales" ("groomer_id", "number", "kind", "appointment_reference", "issued_at", "document", "previous_hash", "hash")
        values (${groomerId}, ${number}, ${document.kind}, ${appointmentReference}, ${document.issuedAt}::timestamptz,
          ${JSON.stringify(document)}::jsonb, ${unsigned.previousHash}, ${hash})`)
      return { ...unsigned, hash }
    })
  } catch (error) {
    if (
      (error as { cause?: { constraint?: string }; constraint?: string })?.cause?.constraint === 'sales_checkout_once'
    )
      throw new AlreadyCheckedOut()
    if ((error as { constraint?: string })?.constraint === 'sales_checkout_once') throw new AlreadyCheckedOut()
    throw error
  }
}

/** One note of the groomer by its number (null when none). */
export async function saleOf(groomerId: number, number: number): Promise<SaleRecord | null> {
  const db = await registerDb()
  const { rows } = await db.execute(
    sql`select * from "sales" where "groomer_id" = ${groomerId} and "number" = ${number} limit 1`,
  )
  return rows[0] ? recordOf(rows[0]) : null
}

/** The checkout of an appointment (null when not cashed in). */
export async function saleOfAppointment(groomerId: number, reference: string): Promise<SaleRecord | null> {
  const db = await registerDb()
  const { rows } = await db.execute(
    sql`select * from "sales" where "groomer_id" = ${groomerId} and "appointment_reference" = ${reference} and "kind" = 'sale' limit 1`,
  )
  return rows[0] ? recordOf(rows[0]) : null
}
