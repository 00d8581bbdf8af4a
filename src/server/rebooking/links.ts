import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '../env'
import { siteUrl } from '../notifications/siteUrl'

const STOP_PATH = '/rappels-toilettage/arret'

const sign = (attendeeId: number) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`rebooking-stop:${attendeeId}`).digest('base64url')

/** The one-tap link that turns an owner's rebooking reminders off (no expiry: an old message still works). */
export function stopRemindersUrl(attendeeId: number): string {
  return `${siteUrl()}${STOP_PATH}?${new URLSearchParams({ jeton: `${attendeeId}.${sign(attendeeId)}` })}`
}

/** The owner a stop token was signed for, or null when it is malformed or forged. */
export function attendeeOfStopToken(token: string | null | undefined): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(sign(id))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

/**
 * The groomer's profile with the booking dialog open on the motive and the pet, its slots from
 * the due day (`animal` is read by the dialog only; the page's cache keys on motif and jour).
 */
export function rebookingUrl(groomerUri: string, motiveId: number, dueDate: string, petName: string): string {
  return `${siteUrl()}/toiletteur/${groomerUri}?${new URLSearchParams({ motif: String(motiveId), jour: dueDate, animal: petName })}#reservation`
}
