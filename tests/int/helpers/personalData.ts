import { getPayloadClient } from '../../../src/server/payload'

const query = async (text: string, values: unknown[] = []) =>
  (await (await getPayloadClient()).db.pool.query(text, values)).rows as Record<string, unknown>[]

/**
 * Every text-like column of every table holding `needle` anywhere (case aside), as `table.column`:
 * what an erasure must leave empty. Payload's own tables, the register's notes (kept as issued by
 * law) and the tables named in `except` are left out.
 */
export async function columnsHolding(needle: string, except: string[] = []): Promise<string[]> {
  const columns = await query(`
    select c.table_name as "table", c.column_name as "column" from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json')
      and c.table_name not like 'payload\\_%' and c.table_name <> 'sales'`)
  const hits: string[] = []
  for (const { table, column } of columns) {
    if (except.includes(String(table))) continue
    const [row] = await query(
      `select count(*)::int as "n" from "${String(table)}" where position(lower($1) in lower("${String(column)}"::text)) > 0`,
      [needle],
    )
    if (Number(row?.n) > 0) hits.push(`${String(table)}.${String(column)}`)
  }
  return hits
}
