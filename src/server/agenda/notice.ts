import { sql } from '@payloadcms/db-postgres'

import type { CustomerNotice } from '@/lib/agendaNotice'
import type { User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/** The groomer's last answer to « Prévenir le client ? » (both channels until they first answer). */
export function rememberedNotice(groomer: AuthenticatedPerson): CustomerNotice {
  const settings = (groomer as User).customerMessages
  return { sms: settings?.agendaSms !== false, email: settings?.agendaEmail !== false }
}

/**
 * The channels a move or a hand-made booking tells the customer by: the answer given, remembered on
 * the groomer who gave it (the viewer, also on a practice member's agenda) for next time; without
 * an answer (an older client of the API), the last one remembered.
 */
export async function resolveNotice(
  viewer: AuthenticatedPerson,
  given: CustomerNotice | undefined,
): Promise<CustomerNotice> {
  if (!given) return rememberedNotice(viewer)
  const remembered = rememberedNotice(viewer)
  if (remembered.sms !== given.sms || remembered.email !== given.email) {
    const payload = await getPayloadClient()
    // The viewer's own preference, two columns of their own row: no access rule to apply beyond
    // "signed in as this groomer", and none of the users hooks (page refreshes) has a reason to run.
    await payload.db.drizzle.execute(sql`
      update "users" set "customer_messages_agenda_sms" = ${given.sms}, "customer_messages_agenda_email" = ${given.email} where "id" = ${viewer.id}`)
  }
  return given
}
