import { sql } from '@payloadcms/db-postgres'

import type { GroomerNoticeKind } from '../../../email-templates/GroomerNotice'
import { getSmsSender } from '@/integrations/sms'
import { formatAppointmentDate } from '@/lib/frenchDate'

import { signActionLink } from '../notifications/actionLinks'
import { appointmentMail, siteUrl } from '../notifications/appointmentMail'
import type { AppointmentParties } from '../notifications/parties'
import { groomerMobile } from '../notifications/recipients'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { SITE_NAME } from '../seo/title'
import { pushPreferences, type PushPreferences } from './preferences'
import { type PushMessage, type PushOutcome, pushTo } from './send'

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
    const preferences = await pushPreferences(parties.groomer.id)
    const soon = Date.parse(parties.appointment.start) - now.getTime() < URGENT_MS
    const mobile = kind === 'requested' && soon && preferences.urgentRequestSms ? groomerMobile(parties) : null
    const [outcome] = await Promise.all([
      preferences[SWITCH[kind]]
        ? pushTo({ groomerId: parties.groomer.id }, groomerPushMessage(parties, kind, previousStart), { now })
        : null,
      mobile ? sendUrgentSms(parties, mobile) : null,
    ])
    return outcome
  } catch (error) {
    log('error', 'groomer push not sent', { appointment: parties.appointment.id, kind, error })
    return null
  }
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
