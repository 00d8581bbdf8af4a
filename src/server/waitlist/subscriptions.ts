import { DateTime } from 'luxon'

import type { Attendee, Motive, User, WaitlistSubscription } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { requireVerifiedPhone } from '../booking/attendee'
import { bookableGroomer, bookableMotive } from '../booking/groomers'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { offerFreedTimeQuietly } from './offer'
import { claimUrl } from './messages'
import type { SubscribeInput } from './schemas'

export const SUBSCRIPTION_NOT_FOUND = 'Cette inscription en liste d’attente est introuvable.'
/** Waiting subscriptions one owner may have at once. */
export const MAX_WAITING = 10

export type SubscriptionView = {
  id: number
  groomer: { id: number; name: string; uri: string }
  motive: { id: number; title: string }
  firstDay: string
  lastDay: string
  status: WaitlistSubscription['status']
  createdAt: string
  /** The slot held for the owner right now, if any, with the link that books it. */
  hold: { start: string; end: string; expiresAt: string; url: string } | null
}

const PAST = 'Le dernier jour est déjà passé.'
const ALREADY = 'Vous êtes déjà sur la liste d’attente de ce toiletteur pour ce motif à ces dates.'
const TOO_MANY = `Vous avez déjà ${MAX_WAITING} inscriptions en attente : supprimez-en une d’abord.`

/**
 * "Prévenez-moi": a signed-in owner with a verified mobile joins a groomer's waiting list for a
 * motive bookable online and up to 30 local days of the groomer, not over yet. The same groomer
 * and motive on overlapping days once; ten waiting subscriptions at most.
 */
export async function subscribe(
  attendee: AuthenticatedPerson & Attendee,
  input: SubscribeInput,
  now = new Date(),
): Promise<SubscriptionView> {
  requireVerifiedPhone(attendee)
  const groomer = await bookableGroomer(input.groomer)
  await bookableMotive(groomer.id, input.motive)
  const today = DateTime.fromJSDate(now, { zone: groomer.timezone || 'Europe/Paris' }).toISODate() ?? ''
  if (input.lastDay < today) throw new DomainError('invalid', PAST, { fields: { lastDay: PAST } })
  const payload = await getPayloadClient()
  const mine = await payload.find({
    collection: 'waitlist-subscriptions',
    user: attendee,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    where: {
      and: [
        { attendee: { equals: attendee.id } },
        { status: { equals: 'waiting' } },
        { lastDay: { greater_than_equal: today } },
      ],
    },
  })
  if (
    mine.docs.some(
      (s) =>
        s.groomer === groomer.id &&
        s.motive === input.motive &&
        s.firstDay <= input.lastDay &&
        s.lastDay >= input.firstDay,
    )
  )
    throw new DomainError('conflict', ALREADY)
  if (mine.docs.length >= MAX_WAITING) throw new DomainError('conflict', TOO_MANY)
  const created = await payload.create({
    collection: 'waitlist-subscriptions',
    user: attendee,
    overrideAccess: false,
    depth: 1,
    data: {
      groomer: groomer.id,
      attendee: attendee.id,
      motive: input.motive,
      firstDay: input.firstDay < today ? today : input.firstDay,
      lastDay: input.lastDay,
      status: 'waiting',
    },
  })
  return view(created, null)
}

function view(subscription: WaitlistSubscription, hold: SubscriptionView['hold']): SubscriptionView {
  const groomer = subscription.groomer as User
  const motive = subscription.motive as Motive
  return {
    id: subscription.id,
    groomer: { id: groomer.id, name: groomer.displayName ?? '', uri: groomer.uri ?? '' },
    motive: { id: motive.id, title: motive.title },
    firstDay: subscription.firstDay,
    lastDay: subscription.lastDay,
    status: subscription.status,
    createdAt: subscription.createdAt,
    hold,
  }
}

/** The owner's subscriptions, newest first, each with the slot held for them now. */
export async function listSubscriptions(attendee: AuthenticatedPerson, now = new Date()): Promise<SubscriptionView[]> {
  const payload = await getPayloadClient()
  const [subscriptions, holds] = await Promise.all([
    payload.find({
      collection: 'waitlist-subscriptions',
      user: attendee,
      overrideAccess: false,
      depth: 1,
      pagination: false,
      sort: '-createdAt',
      where: { attendee: { equals: attendee.id } },
    }),
    payload.find({
      collection: 'waitlist-holds',
      user: attendee,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      where: {
        and: [
          { attendee: { equals: attendee.id } },
          { status: { equals: 'active' } },
          { expiresAt: { greater_than: now.toISOString() } },
        ],
      },
    }),
  ])
  return subscriptions.docs.map((subscription) => {
    const hold = holds.docs.find(
      (h) => (typeof h.subscription === 'object' ? h.subscription?.id : h.subscription) === subscription.id,
    )
    return view(
      subscription,
      hold ? { start: hold.start, end: hold.end, expiresAt: hold.expiresAt, url: claimUrl(hold.token) } : null,
    )
  })
}

/** The owner leaves a waiting list; a slot held for them passes to the next subscriber at once. */
export async function unsubscribe(attendee: AuthenticatedPerson, id: number): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'waitlist-subscriptions',
    user: attendee,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { attendee: { equals: attendee.id } }] },
  })
  const subscription = docs[0]
  if (!subscription) throw new DomainError('not_found', SUBSCRIPTION_NOT_FOUND)
  const groomer = typeof subscription.groomer === 'object' ? subscription.groomer.id : subscription.groomer
  // The hold ends with the subscription (its link no longer books); its time is offered again below.
  const released = await payload.db.pool.query<{ start: Date; end: Date }>(
    `update "waitlist_holds" set "status" = 'expired', "ended_at" = now(), "updated_at" = now(), "subscription_id" = null
     where "subscription_id" = $1 and "status" = 'active' and "expires_at" > now() returning "start", "end"`,
    [id],
  )
  await payload.delete({ collection: 'waitlist-subscriptions', id, user: attendee, overrideAccess: false, depth: 0 })
  if (released.rows.length > 0)
    await offerFreedTimeQuietly(
      groomer,
      released.rows.map((row) => ({ start: new Date(row.start), end: new Date(row.end) })),
    )
}
