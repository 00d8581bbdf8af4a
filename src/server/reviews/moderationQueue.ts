import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** What the admins have to read: reviews and replies waiting, reports, and how long the oldest review has waited. */
export type ModerationFigures = {
  pendingReviews: number
  oldestPendingHours: number | null
  pendingReplies: number
  reported: number
}

/** One query; `payload` comes from the caller (the admin dashboard is rendered by Payload). */
export async function moderationFigures(payload: Payload, now = new Date()): Promise<ModerationFigures> {
  const { rows } = await payload.db.drizzle.execute(sql`
    select
      count(*) filter (where "status" = 'pending')::int as "pending",
      min("submitted_at") filter (where "status" = 'pending') as "oldest",
      count(*) filter (where "reply_status" = 'pending')::int as "replies",
      count(*) filter (where "report_reported_at" is not null)::int as "reported"
    from "reviews"`)
  const row = rows[0] as { pending: number; oldest: string | Date | null; replies: number; reported: number }
  const oldest = row.oldest ? new Date(row.oldest).getTime() : null
  return {
    pendingReviews: row.pending,
    oldestPendingHours: oldest === null ? null : Math.max(0, Math.floor((now.getTime() - oldest) / 3_600_000)),
    pendingReplies: row.replies,
    reported: row.reported,
  }
}

/** The admin list of reviews filtered to one queue, oldest first. */
export const QUEUE_LINKS = {
  pendingReviews: '/admin/collections/reviews?where[status][equals]=pending&sort=submittedAt',
  pendingReplies: '/admin/collections/reviews?where[reply.status][equals]=pending&sort=reply.repliedAt',
  reported: '/admin/collections/reviews?where[report.reportedAt][exists]=true&sort=-report.reportedAt',
} as const
