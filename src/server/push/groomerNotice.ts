import { sql } from '@payloadcms/db-postgres'

import type { GroomerNoticeKind } from '../../../email-templates/GroomerNotice'
import { getSmsSender } from '@/integrations/sms'
import { formatAppointmentDate } from '@/lib/frenchDate'
import { sideBySide } from '@/lib/sideBySide'

import { signActionLink } from '../notifications/actionLinks'
import { appointmentMail, siteUrl } from '../notifications/appointmentMail'
import type { AppointmentParties } from '../notifications/parties'
import { groomerMobile } from '../notifications/recipients'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { SITE_NAME } from '../seo/title'
import { pushPreferences, pushPreferencesOf, type PushPreferences } from './preferences'
import { markSentLogged, type PushMessage, type PushOutcome, pushTo } from './send'
import { type StoredSubscription, subscriptionsOfGroomers } from './subscriptions'

/** Which of the groomer's switches lets each notice through. */
const SWITCH: Record<GroomerNoticeKind, keyof Omit<PushPreferences, 'urgentRequestSms'>> = {
  requested: 'requests',
  booked: 'requests',
  postponed: 'postponements',
  cancelled: 'cancellations',
  declined: 'cancellations',
}

/** A request to answer: the notification carries « Valider » and « Refuser ». */
const TO_ANSWER = new Set<GroomerNoticeKind>(['requested', 'postponed'])

/** Under this, a request also goes by SMS to a groomer who asked for it. */
const URGENT_MS = 24 * 3600 * 1000

const SITE_PAGE = '/user/events'

/** Requests of a batch told at once (each to all its groomer's browsers): enough to keep the push services busy. */
const REQUESTS_SIDE_BY_SIDE = 4

/** The notification of `kind` for the groomer's phone, in French, with its answers when there is one to give. */
export function groomerPushMessage(
  parties: AppointmentParties,
  kind: GroomerNoticeKind,
  previousStart?: string,
): PushMessage {
  const mail = appointmentMail(parties)
  const titles: Record<GroomerNoticeKind, string> = {
    requested: `Nouvelle demande : ${mail.when}`,
    booked: `Nouveau rendez-vous : ${mail.when}`,
    postponed: `Rendez-vous reporté au ${mail.when}`,
    cancelled: `Rendez-vous annulé : ${mail.when}`,
    declined: `Horaire décliné : ${mail.when}`,
  }
  const previous = previousStart
    ? `Était prévu le ${formatAppointmentDate(previousStart, parties.appointment.timezone)}. `
    : ''
  const who = [mail.attendeeName, mail.pet, mail.motive].filter(Boolean).join(' · ')
  const message: PushMessage = { title: titles[kind], body: `${previous}${who}`, tag: mail.reference, url: SITE_PAGE }
  if (TO_ANSWER.has(kind) && parties.appointment.status === 'pending') {
    const link = Object.fromEntries(new URLSearchParams(signActionLink(mail.reference, 'valider', parties.groomer.id)))
    message.validate = { ref: link.ref!, action: 'valider', exp: Number(link.exp), sig: link.sig! }
    message.refuseUrl = `/user/event-action?${signActionLink(mail.reference, 'refuser', parties.groomer.id)}`
  }
  return message
}

/**
 * Tells the groomer's phones at once of what the owner did (each event by its switch), and by SMS
 * too a new request for the next 24 hours when they asked for it (once per appointment). Never throws:
 * the e-mail went anyway.
 */
export async function pushGroomerNotice(
  parties: AppointmentParties,
  kind: GroomerNoticeKind,
  previousStart?: string,
  now = new Date(),
): Promise<PushOutcome | null> {
  try {
    return await notice(parties, kind, previousStart, now, await pushPreferences(parties.groomer.id))
  } catch (error) {
    log('error', 'groomer push not sent', { appointment: parties.appointment.id, kind, error })
    return null
  }
}

/**
 * The same for a batch of queued changes (a burst of requests): the groomers' choices and browsers
 * in two reads and the browsers reached marked in one, instead of three statements per request.
 */
export async function pushGroomerNotices(
  changes: readonly { parties: AppointmentParties; kind: GroomerNoticeKind }[],
  now = new Date(),
): Promise<'told' | 'unread'> {
  if (changes.length === 0) return 'told'
  const groomers = changes.map(({ parties }) => parties.groomer.id)
  const read = await Promise.all([pushPreferencesOf(groomers), subscriptionsOfGroomers(groomers)]).catch(
    (error: unknown) => log('error', 'groomer pushes left to the follow-ups', { appointments: changes.length, error }),
  )
  // Nothing sent: the caller gives the batch back to its follow-ups.
  if (!read) return 'unread'
  const [preferences, browsers] = read
  const sent: number[] = []
  // Oldest first, a few at a time: the first requests of a burst are told first, not all at its end;
  // one waiting on a slow push service (or SMS) past a second lets the next go.
  await sideBySide(
    changes,
    REQUESTS_SIDE_BY_SIDE,
    ({ parties, kind }) =>
      notice(parties, kind, undefined, now, preferences.get(parties.groomer.id)!, {
        subscriptions: browsers.get(parties.groomer.id) ?? [],
        sent,
      }).catch((error: unknown) =>
        log('error', 'groomer push not sent', { appointment: parties.appointment.id, kind, error }),
      ),
    { patienceMs: 1_000 },
  )
  await markSentLogged(sent, now)
  return 'told'
}

async function notice(
  parties: AppointmentParties,
  kind: GroomerNoticeKind,
  previousStart: string | undefined,
  now: Date,
  preferences: PushPreferences,
  batch?: { subscriptions: StoredSubscription[]; sent: number[] },
): Promise<PushOutcome | null> {
  const soon = Date.parse(parties.appointment.start) - now.getTime() < URGENT_MS
  const mobile = kind === 'requested' && soon && preferences.urgentRequestSms ? groomerMobile(parties) : null
  const [outcome] = await Promise.all([
    preferences[SWITCH[kind]]
      ? pushTo({ groomerId: parties.groomer.id }, groomerPushMessage(parties, kind, previousStart), { now, batch })
      : null,
    mobile ? sendUrgentSms(parties, mobile) : null,
  ])
  return outcome
}

/** Once per appointment (claimed beside the customers' messages): a request moved again and again sends no more. */
async function sendUrgentSms(parties: AppointmentParties, mobile: string) {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    insert into "customer_messages" ("appointment_id", "purpose", "channel") values (${parties.appointment.id}, 'groomer-urgent-request', 'sms')
    on conflict do nothing returning 1`)
  if (rows.length === 0) return
  const mail = appointmentMail(parties)
  await getSmsSender().send(
    mobile,
    `${SITE_NAME} : demande de rendez-vous ${mail.when} (${mail.attendeeName}). Répondez vite : ${siteUrl()}${SITE_PAGE}`,
  )
}
