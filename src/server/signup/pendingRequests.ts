import type { Payload } from 'payload'

/** Signup requests no admin has answered yet, and how long the oldest has waited. */
export type PendingSignupFigures = { pending: number; oldestWaitHours: number | null }

/** The admin list of the requests waiting, oldest first. */
export const PENDING_SIGNUPS_LINK = '/admin/collections/signup-requests?where[status][equals]=new&sort=createdAt'

/** `payload` comes from the caller (the admin dashboard is rendered by Payload); a system count, shown to admins only. */
export async function pendingSignupFigures(payload: Payload, now = new Date()): Promise<PendingSignupFigures> {
  const waiting = await payload.find({
    collection: 'signup-requests',
    where: { status: { equals: 'new' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  const oldest = waiting.docs[0]?.createdAt
  return {
    pending: waiting.totalDocs,
    oldestWaitHours: oldest ? Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 3_600_000)) : null,
  }
}
