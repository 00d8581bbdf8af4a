import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The demo seed's appointments had references the appointment page refuses (RDV-DEMO-0001,
 * RDV-AVIS-1-2): they take the page's shape RDV-XXXX-XXXX-XXXX, so a demo database seeded
 * earlier is not seeded a second time beside them. Only those demo references match.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "appointments" SET "reference" = 'RDV-DEMO-0000-' || substr("reference", 10)
  WHERE "reference" ~ '^RDV-DEMO-[0-9]{4}$';`)
  await db.execute(sql`
  UPDATE "appointments" SET "reference" = 'RDV-AVIS-' || lpad(split_part("reference", '-', 3), 4, '0') || '-' || lpad(split_part("reference", '-', 4), 4, '0')
  WHERE "reference" ~ '^RDV-AVIS-[0-9]{1,4}-[0-9]{1,4}$';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The old references were never valid page links: nothing to restore.
}
