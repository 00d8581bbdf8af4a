import type { sql } from '@payloadcms/db-postgres'
import pg from 'pg'

export type Statement = ReturnType<typeof sql>

/** Our statements name no Drizzle table or column objects (only SQL text and values), so no casing is needed. */
const NO_COLUMNS = undefined as never

/** A Drizzle `sql` statement as its text and values, each value's place written by `placeOf`. */
export function queryText(
  statement: Statement,
  placeOf: (index: number) => string,
): { text: string; values: unknown[] } {
  const { sql: text, params } = statement.toQuery({
    casing: NO_COLUMNS,
    escapeName: (name) => pg.escapeIdentifier(name),
    escapeParam: (index) => placeOf(index),
    escapeString: (value) => pg.escapeLiteral(value),
  })
  return { text, values: params }
}
