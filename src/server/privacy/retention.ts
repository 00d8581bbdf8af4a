import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'

/**
 * How long personal data kept for the site's own running stays (the register of processing,
 * docs/privacy/register.md, quotes these figures; change both together).
 */
export const RETENTION = {
  /** An outbox row (e-mail or SMS) keeps its recipient and content this long after it was written. */
  outboxContentDays: 90,
  /**
   * A rate-limit key (client address, phone number, account id or e-mail digest) stays this long
   * after its window ended: a day to look into an abuse (an SMS budget alert) before it goes.
   */
  rateLimitHoursAfterWindow: 24,
  /** A phone verification (the number, the code's hash) stays this long after its code expired. */
  phoneVerificationHoursAfterExpiry: 24,
} as const

/** Rows per statement: each statement is its own short transaction and locks only its batch. */
export const PURGE_BATCH_ROWS = 5000

/** What a purged outbox row says instead of its recipient (the column is NOT NULL). */
export const ERASED_RECIPIENT = '[effacé]'

const HOUR_MS = 3600_000

/** Runs one batched statement until a batch comes back short; answers the rows it touched. */
async function inBatches(statement: () => ReturnType<typeof sql>): Promise<number> {
  const payload = await getPayloadClient()
  let total = 0
  for (;;) {
    const { rowCount } = await payload.db.drizzle.execute(statement())
    total += rowCount ?? 0
    if ((rowCount ?? 0) < PURGE_BATCH_ROWS) return total
  }
}

/**
 * Outbox rows older than 90 days lose their personal content; the rows stay (channel, sender,
 * status and dates still count for the statistics and the admin's dashboard). Everything else goes:
 * - `to`: an address or a phone number, replaced by ERASED_RECIPIENT (the column is NOT NULL);
 * - `subject`: not generic, it names people and pets (« {animal} est prêt… », « Jeanne vous propose
 *   ses disponibilités », the groomers' own templates), so it goes too;
 * - `text`, `html`: the message itself;
 * - `meta`: it only holds an e-mail's attachments (src/integrations/email/outbox.ts), the calendar
 *   file of an appointment (names, address, times): nothing in it is kept;
 * - `error`: a provider's refusal may quote the refused address or number.
 * The erased recipient marks a purged row, so a second run finds nothing (idempotent).
 */
export function purgeOutboxContent(now: Date): Promise<number> {
  const before = new Date(now.getTime() - RETENTION.outboxContentDays * 24 * HOUR_MS).toISOString()
  return inBatches(
    () => sql`
      with due as (
        select "id" from "outbox"
        where "created_at" < ${before}::timestamptz and "to" <> ${ERASED_RECIPIENT}
        limit ${PURGE_BATCH_ROWS}
        for update skip locked
      )
      update "outbox" o set "to" = ${ERASED_RECIPIENT}, "subject" = null, "text" = null, "html" = null,
        "meta" = null, "error" = null, "updated_at" = ${now.toISOString()}::timestamptz
      from due where o."id" = due."id"`,
  )
}

/**
 * `rate_limits` is rate-limiter-flexible's table (src/server/rateLimits/limiter.ts): `key` is the
 * limit's name and what it counts (a client address, a phone number, an account id, an e-mail's
 * digest with an address), `expire` the end of the key's window in epoch milliseconds. A row past
 * its `expire` no longer counts (the limiter ignores it and starts afresh on the next use), and the
 * limiter's own clean-up is off (`clearExpiredByTimeout: false`), so nothing else deletes it. Rows
 * whose window ended more than 24 hours ago are deleted; as the job runs every hour, no key stays more
 * than 25 hours after its window ended. Every limit has a duration, so `expire` is never null (a
 * null would mean a key counted forever: left alone).
 * The row is locked before it is deleted and its `expire` checked again, so a use of the key at
 * that moment either comes first (a new window: kept) or starts a fresh row after.
 */
export function purgeRateLimits(now: Date): Promise<number> {
  const before = now.getTime() - RETENTION.rateLimitHoursAfterWindow * HOUR_MS
  return inBatches(
    () => sql`
      delete from "rate_limits" where "expire" < ${before} and "key" in (
        select "key" from "rate_limits" where "expire" < ${before} limit ${PURGE_BATCH_ROWS} for update skip locked
      )`,
  )
}

/**
 * Phone verifications (src/integrations/sms/outbox.ts) hold a phone number and a code's hash. A
 * code lasts 10 minutes and nothing reads the row once it expired; it is deleted 24 hours later.
 */
export function purgePhoneVerifications(now: Date): Promise<number> {
  const before = new Date(now.getTime() - RETENTION.phoneVerificationHoursAfterExpiry * HOUR_MS).toISOString()
  return inBatches(
    () => sql`
      delete from "phone_verifications" where "id" in (
        select "id" from "phone_verifications" where "expires_at" < ${before}::timestamptz
        limit ${PURGE_BATCH_ROWS} for update skip locked
      )`,
  )
}

/** The three purges, each in its own batches; answers what each one erased (the job's logged counts). */
export async function purgeExpiredPersonalData(
  now: Date,
): Promise<{ outboxErased: number; rateLimitsDeleted: number; phoneVerificationsDeleted: number }> {
  return {
    outboxErased: await purgeOutboxContent(now),
    rateLimitsDeleted: await purgeRateLimits(now),
    phoneVerificationsDeleted: await purgePhoneVerifications(now),
  }
}
