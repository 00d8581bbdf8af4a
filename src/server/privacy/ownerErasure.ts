import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { Attendee } from '@/payload-types'

import { requireCurrentPassword } from '../attendees/profile'
import type { AuthenticatedPerson } from '../auth/tokens'
import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { DomainError } from '../domainErrors'
import { log } from '../observability/log'
import { inPersonTransaction, transactionDb } from '../transaction'

import { ownerAddresses } from './ownerData'

/** What the groomer reads in place of the owner's name on appointments and in their customer file. */
export const ERASED_CUSTOMER = 'Client supprimé'

/**
 * « Client supprimé · 7KQ2MX »: a random mark, one per erased person, that nothing links back to
 * them, so the groomer's statistics still count two erased customers as two.
 */
export const erasedCustomerName = () =>
  `${ERASED_CUSTOMER} · ${randomBytes(4).readUInt32BE(0).toString(36).toUpperCase().padStart(6, '0').slice(-6)}`

export const accountDeletionBody = z.object({
  currentPassword: z.string().max(200).optional(),
})

export const upcomingAppointmentsMessage = (count: number) =>
  count === 1
    ? 'Vous avez un rendez-vous à venir : annulez-le depuis « Mes rendez-vous » (ou appelez votre toiletteur) avant de supprimer votre compte.'
    : `Vous avez ${count} rendez-vous à venir : annulez-les depuis « Mes rendez-vous » (ou appelez votre toiletteur) avant de supprimer votre compte.`

/**
 * Deletes an owner's account (GDPR article 17), after their current password. Refused while an
 * appointment is still to come: the groomer's notice window and any deposit decide how it may be
 * cancelled, so the owner cancels it first (decision 0068). In one transaction, the account row
 * locked first so that a booking being written at the same moment is seen:
 * - their appointments stay for the groomer's history and statistics, as « Client supprimé · … »
 *   without phone, e-mail, note or cancellation words; their customer file at the groomer loses
 *   its name, e-mail and phone and its link (the groomer's own notes and pets stay);
 * - availability requests, waiting lists, holds, messages sent to them (and the bodies of
 *   messages to others that name them), phone codes, rate-limit
 *   counters keyed by their e-mail or number, and the account itself (its pets, sessions, reviews and reminders with it) are deleted;
 * - the register's notes stay as issued (legal record, never rewritten), and so do deposits and
 *   fees, tied to the appointment, not to the person.
 * Answers the number of appointments kept anonymised.
 */
export async function eraseOwner(
  attendee: AuthenticatedPerson & Attendee,
  currentPassword: string | undefined,
  now = new Date(),
): Promise<{ appointmentsKept: number }> {
  await requireCurrentPassword(attendee, currentPassword)
  const addresses = ownerAddresses(attendee)
  const list = sql.join(
    addresses.map((address) => sql`${address.toLowerCase()}`),
    sql`, `,
  )
  const pseudonym = erasedCustomerName()
  const result = await inPersonTransaction(attendee, async (req) => {
    const db = await transactionDb(req)
    const id = attendee.id
    await db.execute(sql`select 1 from "attendees" where "id" = ${id} for update`)
    const { rows: upcoming } = await db.execute(sql`
      select count(*)::int as "count" from "appointments"
      where "attendee_id" = ${id} and "status" in ('pending', 'confirmed') and "end" > ${now.toISOString()}`)
    const count = Number(upcoming[0]?.count ?? 0)
    if (count > 0)
      throw new DomainError('conflict', upcomingAppointmentsMessage(count), { details: { upcoming: count } })

    const { rows: kept } = await db.execute(sql`
      update "appointments" set "customer_name" = ${pseudonym}, "customer_phone" = null, "note" = null,
        "cancellation_note" = null, "updated_at" = now()
      where "attendee_id" = ${id} returning "id"`)
    const keptIds = kept.map((row) => Number(row.id))
    if (keptIds.length > 0)
      await db.execute(sql`
        delete from "appointments_texts" where "path" = 'attendeeEmails'
        and "parent_id" = any(${`{${keptIds.join(',')}}`}::int[])`)
    await db.execute(sql`
      update "customer_folders" set "name" = ${pseudonym}, "email" = null, "phone" = null,
        "attendee_id" = null, "updated_at" = now()
      where "attendee_id" = ${id}`)
    await db.execute(sql`delete from "waitlist_holds" where "attendee_id" = ${id}`)
    await db.execute(sql`delete from "waitlist_subscriptions" where "attendee_id" = ${id}`)
    await db.execute(sql`delete from "availability_requests" where "attendee_id" = ${id}`)
    await db.execute(sql`delete from "outbox" where lower("to") in (${list})`)
    // Messages to others that name them (the groomer's notice of their request): bodies cleared.
    const mentions = sql.join(
      [`${attendee.firstName} ${attendee.lastName}`, ...addresses].map(
        (needle) =>
          sql`position(${needle.toLowerCase()} in lower(coalesce("subject", '') || ' ' || coalesce("text", '') || ' ' || coalesce("html", ''))) > 0`,
      ),
      sql` or `,
    )
    await db.execute(sql`update "outbox" set "subject" = null, "text" = null, "html" = null where ${mentions}`)
    await db.execute(sql`delete from "phone_verifications" where "phone" in (${list})`)
    // Sign-in and SMS limits are keyed by e-mail or number (the retention job clears them after 24 h anyway).
    await db.execute(
      sql`delete from "rate_limits" where ${sql.join(
        addresses.map((address) => sql`position(${address.toLowerCase()} in lower("key")) > 0`),
        sql` or `,
      )}`,
    )
    const { rows: reviewed } = await db.execute(sql`
      select distinct u."uri", c."uri" as "city" from "reviews" r join "users" u on u."id" = r."groomer_id"
      left join "cities" c on c."id" = u."city_id" where r."attendee_id" = ${id} and r."status" = 'published'`)
    // Pets, sessions, reviews and reminders go with the row (ON DELETE CASCADE).
    await db.execute(sql`delete from "attendees" where "id" = ${id}`)
    return { appointmentsKept: keptIds.length, reviewed }
  })
  // A published review gone changes the groomer's rating on their pages.
  for (const page of result.reviewed)
    void refreshGroomerPages({ uri: String(page.uri), cityUri: (page.city as string | null) ?? null })
  log('info', 'privacy.owner_erased', { appointmentsKept: result.appointmentsKept })
  return { appointmentsKept: result.appointmentsKept }
}
