import type pg from 'pg'

/**
 * Runs `load` on `table` without its secondary indexes and its foreign-key, unique and exclusion
 * constraints, then builds them again as they were (one sorted build each, in parallel workers, and
 * one check per constraint instead of one per row): the way a bulk load of millions of rows takes
 * minutes instead of hours. The primary key stays. Inside the caller's transaction: should anything
 * fail, the table is left as it was.
 */
export async function withoutIndexes(db: pg.Client, table: string, load: () => Promise<void>) {
  const { rows: constraints } = await db.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype in ('f', 'u', 'x') order by conname`,
    [table],
  )
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     where i.indrelid = $1::regclass and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
     order by 1`,
    [table],
  )
  for (const constraint of constraints) await db.query(`alter table "${table}" drop constraint "${constraint.name}"`)
  for (const index of indexes) await db.query(`drop index ${index.name}`)
  await load()
  for (const index of indexes) await db.query(index.definition)
  for (const constraint of constraints)
    await db.query(`alter table "${table}" add constraint "${constraint.name}" ${constraint.definition}`)
}
