// Imported by client components: the groomer's day kept on the phone (issue 36 item 3).
import type { VisitStatus } from '@/server/appointments/visitSteps'

/** The cache of the service worker (public/sw.js) that keeps « Ma journée » for a visit without network. */
export const OFFLINE_PAGES_CACHE = 'toiletteurs-pages-v1'

/** A visit step taken on the phone, waiting to reach the server (in the order taken). */
export type QueuedStep = {
  id: string
  reference: string
  step: VisitStatus
  /** The step the screen showed when it was taken (none: no step yet): another one since is a conflict. */
  expected: VisitStatus | 'none'
  petName: string | null
  takenAt: string
  /** pending: not sent yet; conflict: the server refused it (the appointment changed meanwhile). */
  state: 'pending' | 'conflict'
  message?: string
}

const snapshotKey = (groomerId: number) => `toiletteurs.ma-journee.${groomerId}`
const queueKey = (groomerId: number) => `toiletteurs.etapes-en-attente.${groomerId}`

function read<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or refused storage: the day still shows, it is just not kept.
  }
}

export const readSnapshot = <T>(groomerId: number) => read<{ savedAt: string; days: T }>(snapshotKey(groomerId))
export const writeSnapshot = <T>(groomerId: number, savedAt: string, days: T) =>
  write(snapshotKey(groomerId), { savedAt, days })
export const readQueue = (groomerId: number) => read<QueuedStep[]>(queueKey(groomerId)) ?? []
export const writeQueue = (groomerId: number, queue: QueuedStep[]) => write(queueKey(groomerId), queue)

/**
 * On sign-out or once the account is deleted: this browser stops receiving the person's
 * notifications (their subscription removed through `subscriptionsPath` while the session still
 * holds, then from the push service), and nothing of the day (customers' names and phones) stays.
 */
export async function forgetThisDevice(subscriptionsPath?: string): Promise<void> {
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/') : undefined
    const subscription = await registration?.pushManager?.getSubscription()
    if (subscription) {
      if (subscriptionsPath)
        await fetch(subscriptionsPath, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
          credentials: 'same-origin',
        }).catch(() => null)
      await subscription.unsubscribe().catch(() => false)
    }
  } catch {
    // No worker or no push here: nothing to end.
  }
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('toiletteurs.ma-journee.') || key.startsWith('toiletteurs.etapes-en-attente.'))
        window.localStorage.removeItem(key)
    if ('caches' in window) await window.caches.delete(OFFLINE_PAGES_CACHE)
  } catch {
    // Storage refused: nothing was kept either.
  }
}
