import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Apple's calendars are `icloud` everywhere in the code (decision 0051); no row holds the old value. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_calendar_entries_provider" RENAME VALUE 'apple' TO 'icloud';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_calendar_entries_provider" RENAME VALUE 'icloud' TO 'apple';`)
}
