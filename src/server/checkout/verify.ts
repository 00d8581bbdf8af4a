import { sql } from '@payloadcms/db-postgres'

import { chainHash, GENESIS } from './chain'
import { hashedPart, recordOf, registerDb, type SaleRecord } from './records'

export type ChainCheck = {
  ok: boolean
  records: number
  /** The hash of the last record (the register's head). */
  head: string
  /** The first note whose stored values or link do not match (null when all hold). */
  brokenAt: number | null
  /** Numbers missing from the sequence (a deleted note). */
  missing: number[]
}

/**
 * Walks one groomer's records, in number order, from the first note: each record's link must
 * follow the previous record's hash and its hash must be that of what is stored. An edit by SQL,
 * a deleted or an inserted record is reported at the first note it breaks.
 */
export function checkChain(records: SaleRecord[]): ChainCheck {
  let previous = GENESIS
  let brokenAt: number | null = null
  const missing: number[] = []
  let expected = 1
  for (const record of records) {
    for (; expected < record.number; expected++) missing.push(expected)
    expected = record.number + 1
    const recomputed = chainHash(record.previousHash, hashedPart(record))
    if (brokenAt === null && (record.previousHash !== previous || recomputed !== record.hash)) brokenAt = record.number
    previous = record.hash
  }
  return { ok: brokenAt === null && missing.length === 0, records: records.length, head: previous, brokenAt, missing }
}

/** A groomer's register, checked link by link (`checkChain`). */
export async function verifyRegister(groomerId: number): Promise<ChainCheck> {
  const db = await registerDb()
  const { rows } = await db.execute(sql`select * from "sales" where "groomer_id" = ${groomerId} order by "number"`)
  return checkChain(rows.map(recordOf))
}
