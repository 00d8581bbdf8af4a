import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35, two reads that grew with the market (bench:market, decision 0070):
 * - a booking counts the owner's pending requests (pendingLimits.ts): the planner ANDed the
 *   owner's index with every pending request's start (31,000 of them at market size, 11 ms of a
 *   35 ms booking); this index holds only pending requests, by owner and groomer, and answers the
 *   count alone;
 * - a city page sums the published reviews of each of its groomers (publicReviews.ts): 15,800
 *   reviews for Paris's thousand groomers, each read from the table; with the rating in the index,
 *   read from the index alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_owner_pending_idx" ON "appointments" USING btree ("attendee_id", "groomer_id")
      WHERE "status" = 'pending' AND "availability_request_id" IS NULL;
    CREATE INDEX IF NOT EXISTS "reviews_published_groomer_rating_idx" ON "reviews" USING btree ("groomer_id")
      INCLUDE ("rating") WHERE "status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "reviews_published_groomer_rating_idx";
    DROP INDEX IF EXISTS "appointments_owner_pending_idx";`)
}
