import webpush from 'web-push'

import { env } from '../env'
import { log } from '../observability/log'
import { vapidAuthorization } from './vapid'
import { dropSubscription, markSent, type PushOwner, type StoredSubscription, subscriptionsOf } from './subscriptions'

/** What the service worker (public/sw.js) shows: the notification, where a tap leads, its buttons. */
export type PushMessage = {
  title: string
  body: string
  /** One notification per appointment: a newer one about it replaces the older. */
  tag: string
  /** Opened on a tap on the notification itself (a path of the site). */
  url: string
  /** « Valider » (sent from the notification, with the signed link's fields) and « Refuser » (opens the page). */
  validate?: { ref: string; action: 'valider'; exp: number; sig: string }
  refuseUrl?: string
}

export type PushOutcome = { sent: number; dropped: number; failed: number }

const SEND_TIMEOUT_MS = 5_000
/** What a push service answers for a subscription that will never take a message again (or not from our key). */
const GONE = new Set([400, 403, 404, 410])
/** A request's notice is worth a day at most; the push service keeps it that long for a phone switched off. */
const TIME_TO_LIVE_S = 24 * 3600

/** The VAPID public key browsers subscribe with, or null when push is not configured. */
export function vapidPublicKey(): string | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env()
  return VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY ? VAPID_PUBLIC_KEY : null
}

/**
 * One signed, encrypted message (RFC 8291, aes128gcm, VAPID) to one browser's push service. The
 * request is built by web-push and sent here (web-push's own sender speaks https only); a 404 or
 * 410 means the browser unsubscribed, a 400 or 403 a subscription that cannot take our messages:
 * the subscription is dropped at once.
 */
async function sendOne(subscription: StoredSubscription, message: PushMessage, urgency: 'normal' | 'high') {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env()
  const keys = { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY!, privateKey: VAPID_PRIVATE_KEY! }
  // web-push encrypts; the VAPID token is ours, signed once per push service (./vapid.ts).
  const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    headers: { Authorization: vapidAuthorization(subscription.endpoint, keys) },
    TTL: TIME_TO_LIVE_S,
    urgency,
  })
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
  await response.body?.cancel()
  return response.status
}

/**
 * Sends `message` to every browser `owner` switched notifications on in. Never throws: a push
 * service that fails is logged and the others still get it.
 */
export async function pushTo(
  owner: PushOwner,
  message: PushMessage,
  {
    urgency = 'high',
    now = new Date(),
    batch,
  }: {
    urgency?: 'normal' | 'high'
    now?: Date
    /** The owner's browsers as a batch read them; those reached join `sent`, which the batch marks. */
    batch?: { subscriptions: StoredSubscription[]; sent: number[] }
  } = {},
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, dropped: 0, failed: 0 }
  if (!vapidPublicKey()) return outcome
  const subscriptions = batch?.subscriptions ?? (await subscriptionsOf(owner))
  const sent = batch?.sent ?? []
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        const status = await sendOne(subscription, message, urgency)
        if (status >= 200 && status < 300) {
          outcome.sent++
          sent.push(subscription.id)
        } else if (GONE.has(status)) {
          outcome.dropped++
          await dropSubscription(subscription.id)
        } else {
          outcome.failed++
          log('warn', 'push refused', { subscription: subscription.id, status })
        }
      } catch (error) {
        outcome.failed++
        log('warn', 'push not sent', { subscription: subscription.id, error })
      }
    }),
  )
  if (!batch) await markSentLogged(sent, now)
  return outcome
}

/** Keeps when the browsers were last reached (a failure only costs that date). */
export async function markSentLogged(ids: readonly number[], now: Date): Promise<void> {
  await markSent(ids, now).catch((error: unknown) => log('warn', 'push sending time not kept', { error }))
}
