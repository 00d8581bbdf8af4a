import { sql } from '@payloadcms/db-postgres'

import { appointmentMail } from '../notifications/appointmentMail'
import type { AppointmentParties } from '../notifications/parties'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import type { OwnerPushPreferences } from './preferences'
import { type PushMessage, pushTo, vapidPublicKey } from './send'

/** What an owner's phone may be told of, by the switch that lets it through (issue 36 item 4). */
const SWITCH = { confirmation: 'confirmations', ready: 'ready' } as const satisfies Record<
  string,
  keyof OwnerPushPreferences
>
export type OwnerPushPurpose = keyof typeof SWITCH

export const isOwnerPushPurpose = (purpose: string): purpose is OwnerPushPurpose => Object.hasOwn(SWITCH, purpose)

const OWNER_PAGE = '/participant/mes-rdvs'

/** The notification of `purpose` for the owner's phone, in French. */
export function ownerPushMessage(parties: AppointmentParties, purpose: OwnerPushPurpose): PushMessage {
  const mail = appointmentMail(parties)
  const petName = parties.appointment.pet?.name?.trim()
  const message =
    purpose === 'ready'
      ? {
          title: `${petName || 'Votre animal'} est prêt !`,
          body: `Vous pouvez venir le chercher chez ${mail.groomerName || 'votre toiletteur'}.`,
        }
      : {
          title: `Rendez-vous confirmé : ${mail.when}`,
          body: [mail.groomerName, mail.pet, mail.motive].filter(Boolean).join(' · '),
        }
  return { ...message, tag: `${mail.reference}-${purpose}`, url: OWNER_PAGE }
}

/**
 * The owner of the appointment when they have a browser notified and the switch of `purpose` on.
 * A failure to read it answers no: the e-mail and the SMS must not wait on the push.
 */
export async function ownerWantsPush(parties: AppointmentParties, purpose: OwnerPushPurpose): Promise<boolean> {
  const attendeeId = parties.attendee?.id
  if (!attendeeId || !vapidPublicKey()) return false
  try {
    const payload = await getPayloadClient()
    const column = sql.identifier(SWITCH[purpose])
    const { rows } = await payload.db.drizzle.execute<{ wanted: boolean }>(sql`
      select exists (select 1 from "push_subscriptions" where "attendee_id" = ${attendeeId})
        and coalesce((select ${column} from "attendee_push_preferences" where "attendee_id" = ${attendeeId}), true)
        as "wanted"`)
    return rows[0]?.wanted === true
  } catch (error) {
    log('error', 'owner push preferences not read', { appointment: parties.appointment.id, purpose, error })
    return false
  }
}

/** Sends it; throws when no browser took it and one failed for a passing reason (the claim is then given back). */
export async function pushOwnerNotice(parties: AppointmentParties, purpose: OwnerPushPurpose): Promise<void> {
  if (!parties.attendee?.id) return
  const outcome = await pushTo({ attendeeId: parties.attendee.id }, ownerPushMessage(parties, purpose))
  if (outcome.sent === 0 && outcome.failed > 0) throw new Error(`owner push not taken by ${outcome.failed} browser(s)`)
}
