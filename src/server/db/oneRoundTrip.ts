import type pg from 'pg'

import { getPayloadClient } from '../payload'
import { queryText, type Statement } from './queryText'

/**
 * A string as pg.escapeLiteral writes it (quotes doubled; with a backslash, an E'' string with
 * backslashes doubled), by native replaces: pg's loop over each character took 2 % of a checkout,
 * whose note goes in twice.
 */
function quoted(value: string): string {
  const body = value.replaceAll("'", "''")
  return value.includes('\\') ? ` E'${body.replaceAll('\\', '\\\\')}'` : `'${body}'`
}

/** A value as an SQL literal: pg's escaping for text (quotes and backslashes doubled), integers as digits. */
function literal(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value === 'string' && !value.includes('\0')) return quoted(value)
  throw new Error(`Valeur non prise en charge dans une requête : ${typeof value}`)
}

/** Marks a value's place while the text is built (NUL never appears in our SQL text). */
const place = (index: number) => `\0${index}\0`

/** A statement as text with its values written in as literals. */
function withLiterals(statement: Statement): string {
  const { text, values } = queryText(statement, place)
  return text.replace(/\0(\d+)\0/g, (_, index: string) => literal(values[Number(index)]))
}

/**
 * Runs the statements in one round trip as one implicit transaction (PostgreSQL's simple query
 * with several statements): all or none, locks held to the end, and each statement with a fresh
 * snapshot, so a statement after a lock sees what was committed while it waited. Values must be
 * strings, integers or null (written as literals, the simple query has no parameters). Answers
 * the last statement's rows.
 */
export async function inOneRoundTrip(statements: Statement[]): Promise<Record<string, unknown>[]> {
  const payload = await getPayloadClient()
  const text = statements.map(withLiterals).join(';\n')
  const results = (await payload.db.pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[]
  return (Array.isArray(results) ? results[results.length - 1]! : results).rows
}
