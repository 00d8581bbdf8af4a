import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { Attendee } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { DomainError } from '../domainErrors'
import { log } from '../observability/log'
import { inPersonTransaction, transactionDb } from '../transaction'

import { addressList, carriesAnyOf, ownerAddresses, ownerReferences } from './messageMatch'
import { requireCountedPassword } from './passwordCheck'

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

export const OPEN_GUARANTEE =
  'Un acompte ou une empreinte bancaire est encore en cours pour l’un de vos rendez-vous : votre compte pourra être supprimé une fois réglé (contactez votre toiletteur).'

/** A deposit or card imprint the groomer may still charge or must still give back. */
const OPEN_GUARANTEE_STATES = sql`('awaiting', 'secured', 'kept', 'charge_failed')`

/**
 * Deletes an owner's account (GDPR article 17), after their current password. Refused while an
 * appointment is to come or a deposit is still open: the groomer's notice window and the deposit
 * decide how it ends, so the owner settles it first (decision 0068). In one transaction, the
 * account row locked first (a booking written at the same moment holds a key-share lock on it, so
 * it is committed and counted, or refused), its addresses read again under the lock:
 * - their appointments stay for the groomer's history and statistics, as « Client supprimé · … »
 *   without phone, e-mail, note or cancellation words; their customer file at the groomer loses
 *   its name, e-mail and phone and its link (the groomer's own notes and pets stay); messages to
 *   others that carry one of their appointments' or requests' references (the groomer's notice)
 *   lose subject and bodies;
 * - availability requests, waiting lists, messages sent to their e-mail or verified mobile, phone
 *   codes of that number and the
 *   account itself (its pets, sessions, reviews and reminders with it) are deleted; a waiting-list
 *   hold is left to its job, which offers the time to the next subscriber;
 * - the register's notes stay as issued (legal record, never rewritten), and so do settled
 *   deposits and fees.
 * Answers the number of appointments kept anonymised.
 */
export async function eraseOwner(
  attendee: AuthenticatedPerson & Attendee,
  currentPassword: string | undefined,
  address: string,
  now = new Date(),
): Promise<{ appointmentsKept: number }> {
  await requireCountedPassword(attendee, currentPassword, address)
  const pseudonym = erasedCustomerName()
  const result = await inPersonTransaction(attendee, async (req) => {
    const db = await transactionDb(req)
    const id = attendee.id
    const { rows: locked } = await db.execute(
      sql`select "email", "phone", "phone_country_code", "phone_verified" from "attendees" where "id" = ${id} for update`,
    )
    const account = locked[0]
    if (!account) throw new DomainError('sign_in', 'Ce compte n’existe plus.')
    const { rows: upcoming } = await db.execute(sql`
      select count(*)::int as "count" from "appointments"
      where "attendee_id" = ${id} and "status" in ('pending', 'confirmed') and "end" > ${now.toISOString()}`)
    const count = Number(upcoming[0]?.count ?? 0)
    if (count > 0)
      throw new DomainError('conflict', upcomingAppointmentsMessage(count), { details: { upcoming: count } })
    const { rows: guarantees } = await db.execute(sql`
      select 1 from "booking_guarantees" where "attendee_id" = ${id} and "state" in ${OPEN_GUARANTEE_STATES} limit 1`)
    if (guarantees.length > 0) throw new DomainError('conflict', OPEN_GUARANTEE)

    const references = await ownerReferences(db, id)
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
    await db.execute(sql`delete from "waitlist_subscriptions" where "attendee_id" = ${id}`)
    await db.execute(sql`delete from "availability_requests" where "attendee_id" = ${id}`)

    const addresses = ownerAddresses({
      email: String(account.email),
      phone: account.phone as string | null,
      phoneCountryCode: account.phone_country_code as string | null,
      phoneVerified: account.phone_verified === true,
    })
    const list = addressList(addresses)
    await db.execute(sql`delete from "outbox" where lower("to") in (${list})`)
    await db.execute(sql`delete from "phone_verifications" where "phone" in (${list})`)
    // The groomer's notice of their request carries its reference: its bodies go.
    if (references.length > 0)
      await db.execute(
        sql`update "outbox" set "subject" = null, "text" = null, "html" = null where ${carriesAnyOf(references)}`,
      )
    const { rows: reviewed } = await db.execute(sql`
      select distinct u."uri", c."uri" as "city" from "reviews" r join "users" u on u."id" = r."groomer_id"
      left join "cities" c on c."id" = u."city_id" where r."attendee_id" = ${id} and r."status" = 'published'`)
    // Pets, sessions, reviews and reminders go with the row (ON DELETE CASCADE); holds keep their
    // row, without the person, until their job passes the time on.
    await db.execute(sql`delete from "attendees" where "id" = ${id}`)
    return { appointmentsKept: keptIds.length, reviewed }
  })
  // A published review gone changes the groomer's rating on their pages.
  for (const page of result.reviewed)
    void refreshGroomerPages({ uri: String(page.uri), cityUri: (page.city as string | null) ?? null })
  log('info', 'privacy.owner_erased', { appointmentsKept: result.appointmentsKept })
  return { appointmentsKept: result.appointmentsKept }
}
