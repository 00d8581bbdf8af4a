import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import type { TransactionDb } from '../db/transactionDb'
import { getPayloadClient } from '../payload'
import { finishVisitSql } from '../appointments/checkoutRead'
import { inOneRoundTrip } from '../db/oneRoundTrip'
import { canonicalJson, chainHash, GENESIS } from './chain'
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
  /** A checkout, its correction, or money paid online: a deposit, a no-show fee (issue 33). */
  kind: 'sale' | 'refund' | 'deposit' | 'fee'
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
export const REGISTER_LOCK = 6009

/** SQL: takes the groomer's register lock until the transaction ends. */
export const registerLock = (groomerId: number) =>
  sql`select pg_advisory_xact_lock(${REGISTER_LOCK}::int, ${groomerId}::int)`

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
      await tx.execute(registerLock(groomerId))
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
    if (isCheckoutOnce(error)) throw new AlreadyCheckedOut()
    throw error
  }
}

const isCheckoutOnce = (error: unknown) =>
  (error as { cause?: { constraint?: string }; constraint?: string })?.cause?.constraint === 'sales_checkout_once' ||
  (error as { constraint?: string })?.constraint === 'sales_checkout_once'

/**
 * A checkout's note in one round trip (the register's hot path, bench:checkout): under the
 * register lock, the next number and the previous link are read, the visit finished and the note
 * inserted, its hash computed by PostgreSQL over the same text `chainHash` hashes. The text is made
 * here with a one-time mark where the number and the previous link go, so that every value the
 * groomer typed is hashed as JSON writes it; verify.ts checks the links again in JS.
 */
export async function appendCheckoutRecord(
  groomerId: number,
  appointment: { id: number; reference: string; finishedAt: Date },
  document: Omit<SaleDocument, 'number'>,
): Promise<SaleRecord> {
  const mark = randomBytes(12).toString('hex')
  const [numberMark, previousMark] = [`#number-${mark}`, `#previous-${mark}`]
  const marked = { ...document, number: numberMark } as unknown as SaleDocument
  const hashedText = `${previousMark}\n${canonicalJson(
    hashedPart({
      groomerId,
      number: numberMark as unknown as number,
      kind: document.kind,
      appointmentReference: appointment.reference,
      issuedAt: document.issuedAt,
      document: marked,
      previousHash: previousMark,
    }),
  )}`
  const numbered = (text: string) =>
    sql`replace(${text}::text, ${JSON.stringify(numberMark)}::text, next."number"::text)`
  try {
    const rows = await inOneRoundTrip([
      registerLock(groomerId),
      sql`
      with last as (select "number", "hash" from "sales" where "groomer_id" = ${groomerId}::int order by "number" desc limit 1),
      next as (select coalesce((select "number" from last), 0) + 1 as "number", coalesce((select "hash" from last), ${GENESIS}::varchar) as "previous"),
      finished as (${finishVisitSql(appointment.id, appointment.finishedAt)}),
      inserted as (
        insert into "sales" ("groomer_id", "number", "kind", "appointment_reference", "issued_at", "document", "previous_hash", "hash")
        select ${groomerId}::int, next."number", ${document.kind}::varchar, ${appointment.reference}::varchar, ${document.issuedAt}::timestamptz,
          ${numbered(JSON.stringify(marked))}::jsonb, next."previous",
          encode(sha256(convert_to(replace(${numbered(hashedText)}, ${previousMark}::text, next."previous"), 'UTF8')), 'hex')
        from next
        returning "number", "previous_hash", "hash")
      select * from inserted`,
    ])
    const row = rows[0] as { number: number; previous_hash: string; hash: string }
    const number = Number(row.number)
    return {
      groomerId,
      number,
      kind: document.kind,
      appointmentReference: appointment.reference,
      issuedAt: document.issuedAt,
      document: { ...document, number },
      previousHash: row.previous_hash,
      hash: row.hash,
    }
  } catch (error) {
    if (isCheckoutOnce(error)) throw new AlreadyCheckedOut()
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
