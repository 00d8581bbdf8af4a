import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import { cancelByGroomer } from '../agenda/appointments'
import { refreshGroomerPages, refreshPublicPages } from '../cache/refreshPublicPages'
import { DomainError } from '../domainErrors'
import type { SignedInGroomer } from '../groomerAccount/self'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { inPersonTransaction, transactionDb } from '../transaction'

import { addressList, messageAddresses } from './messageMatch'
import { requireCountedPassword } from './passwordCheck'

/** What remains of the groomer's name on the appointments their clients keep in their history. */
export const ERASED_GROOMER = 'Toiletteur supprimé'

export const RUNNING_SUBSCRIPTION =
  'Votre abonnement est en cours : résiliez-le d’abord depuis « Abonnement » (il s’arrête à la fin de la période payée), puis supprimez votre compte.'
export const OPEN_GUARANTEES =
  'Un acompte ou une empreinte bancaire d’un rendez-vous passé est encore en cours : réglez-le depuis votre agenda (encaisser ou rendre) avant de supprimer votre compte.'
export const BOOKED_MEANWHILE = 'Un rendez-vous a été pris pendant la suppression : réessayez pour l’annuler aussi.'

/** Stripe's statuses of a subscription that will still charge (trial included), unless set to end. */
const CHARGING = sql`('trialing', 'active', 'past_due', 'unpaid', 'incomplete')`
const OPEN_GUARANTEE_STATES = sql`('awaiting', 'secured', 'kept', 'charge_failed')`
/** Pending or confirmed, not over: what the clients still expect. */
const TO_COME = (groomerId: number, now: Date) => sql`
  "groomer_id" = ${groomerId} and "status" in ('pending', 'confirmed') and "end" > ${now.toISOString()}
  and "visit_status" is distinct from 'finished'`

async function refuseWhatMustEndFirst(groomerId: number, now: Date) {
  const payload = await getPayloadClient()
  // System reads: the groomer's own subscription and deposits, before anything is written.
  const { rows: subscription } = await payload.db.drizzle.execute(sql`
    select 1 from "billing_subscriptions" where "groomer_id" = ${groomerId}
    and "stripe_status" in ${CHARGING} and not "cancel_at_period_end"`)
  if (subscription.length > 0) throw new DomainError('conflict', RUNNING_SUBSCRIPTION)
  // A deposit of an appointment to come is given back when it is cancelled below; the others wait for the groomer.
  const { rows: guarantees } = await payload.db.drizzle.execute(sql`
    select 1 from "booking_guarantees" g join "appointments" a on a."id" = g."appointment_id"
    where g."groomer_id" = ${groomerId} and g."state" in ${OPEN_GUARANTEE_STATES}
      and not (a."status" in ('pending', 'confirmed') and a."end" > ${now.toISOString()}) limit 1`)
  if (guarantees.length > 0) throw new DomainError('conflict', OPEN_GUARANTEES)
}

/**
 * Deletes a groomer's account (GDPR article 17), after their current password (counted like a
 * sign-in), decision 0071. Refused while their subscription will still charge or a deposit of a
 * past visit is open. Then, in this order:
 * 1. their page leaves the directory and takes no booking;
 * 2. every appointment to come is cancelled as the groomer cancels one (the client is told by
 *    e-mail or SMS, a deposit given back);
 * 3. in one transaction, the account row locked: their name, e-mail, phone, address, texts,
 *    picture, photos, calendars and their events, customer files, tracked calls, templates,
 *    reviews received, availability requests, waiting lists, invitations and sign-up request go;
 *    the row stays as « Toiletteur supprimé » (no password, no session) because their clients'
 *    past appointments point to it and stay in the clients' history; the walk-in customers' names
 *    and phones on those appointments go too; messages to the groomer's e-mail or phone go;
 * 4. the photos' and attachments' files are deleted with their rows.
 * Kept as issued: the register's notes (legal record for 10 years, never rewritten), the
 * subscription's and deposits' records, and the messages already sent to clients.
 */
export async function eraseGroomer(
  groomer: SignedInGroomer,
  currentPassword: string | undefined,
  address: string,
  now = new Date(),
): Promise<{ cancelled: number; appointmentsKept: number }> {
  await requireCountedPassword(groomer, currentPassword, address)
  await refuseWhatMustEndFirst(groomer.id, now)
  const payload = await getPayloadClient()
  const pages = { uri: groomer.uri, cityUri: await cityUriOf(groomer.id) }

  // 1. No booking from now on (the groomer's own row; system write, they asked for it with their password).
  await payload.db.drizzle.execute(sql`
    update "users" set "published" = false, "online_booking" = false, "booking_suspended" = true, "google_booking" = false
    where "id" = ${groomer.id}`)
  await refreshGroomerPages(pages)

  // 2. Each client of an appointment to come is told, as when the groomer cancels it from the agenda.
  const { rows: upcoming } = await payload.db.drizzle.execute(
    sql`select "id" from "appointments" where ${TO_COME(groomer.id, now)} order by "start"`,
  )
  let cancelled = 0
  for (const { id } of upcoming) {
    try {
      await cancelByGroomer(groomer, Number(id))
      cancelled += 1
    } catch (error) {
      // Cancelled or over meanwhile (the client cancelled, the visit ended): nothing left to tell.
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error
    }
  }

  // 3. The account itself.
  const result = await inPersonTransaction(groomer, async (req) => {
    const db = await transactionDb(req)
    const id = groomer.id
    const { rows: locked } = await db.execute(sql`
      select "email", "phone", "phone_country_code", "pending_phone", "team_id" from "users" where "id" = ${id} for update`)
    const account = locked[0]
    if (!account) throw new DomainError('sign_in', 'Ce compte n’existe plus.')
    const { rows: late } = await db.execute(sql`select 1 from "appointments" where ${TO_COME(id, now)} limit 1`)
    if (late.length > 0) throw new DomainError('conflict', BOOKED_MEANWHILE)

    const secret = randomBytes(32).toString('hex')
    await db.execute(sql`
      update "users" set "first_name" = 'Toiletteur', "last_name" = 'supprimé', "display_name" = ${ERASED_GROOMER},
        "uri" = ${`toiletteur-supprime-${id}`}, "email" = ${`compte-supprime-${id}@toiletteur.invalid`},
        "phone" = null, "pending_phone" = null, "phone_verified" = false, "address" = null, "postcode" = null,
        "latitude" = null, "longitude" = null, "presentation" = null, "practice_presentation" = null,
        "picture_id" = null, "team_id" = null, "tracking_number" = null, "referral_code" = null, "admin_label" = null,
        "billing_company_name" = null, "billing_siret" = null, "billing_vat_number" = null,
        "reset_password_token" = null, "reset_password_expiration" = null, "reset_password_requested_at" = null,
        "salt" = ${secret.slice(0, 32)}, "hash" = ${secret}, "mail_settings_active" = false, "updated_at" = now()
      where "id" = ${id}`)
    await db.execute(sql`delete from "users_sessions" where "_parent_id" = ${id}`)
    // Walk-in customers (no account) were known only to this groomer.
    const { rows: kept } = await db.execute(sql`
      update "appointments" set "customer_name" = case when "attendee_id" is null then 'Client' else "customer_name" end,
        "customer_phone" = case when "attendee_id" is null then null else "customer_phone" end
      where "groomer_id" = ${id} returning "id"`)
    for (const table of [
      'groomer_photos',
      'calendar_entries',
      'busy_times',
      'calls',
      'message_templates',
      'mail_templates',
      'reviews',
      'waitlist_holds',
      'waitlist_subscriptions',
      'availability_requests',
      'rebooking_reminders',
      'push_subscriptions',
      'push_preferences',
    ])
      await db.execute(sql`delete from ${sql.identifier(table)} where "groomer_id" = ${id}`)
    await db.execute(sql`
      delete from "calendar_pushes" where "connection_id" in (select "id" from "calendar_connections" where "groomer_id" = ${id})`)
    await db.execute(sql`delete from "calendar_connections" where "groomer_id" = ${id}`)
    await db.execute(sql`delete from "practice_messages" where "sender_id" = ${id} or "recipient_id" = ${id}`)
    // The groomer's own notes on their customers (their attachments' files go after the commit).
    await db.execute(sql`delete from "customer_folders" where "groomer_id" = ${id}`)
    await db.execute(sql`delete from "sponsorships" where "groomer_id" = ${id}`)
    await db.execute(sql`update "sponsorships" set "referred_id" = null where "referred_id" = ${id}`)
    await db.execute(sql`delete from "signup_requests" where "user_id" = ${id}`)
    // Last: the writes above marked the groomer's pairs for the rebooking reminders to recompute.
    await db.execute(sql`delete from "rebooking_dirty" where "groomer_id" = ${id}`)
    await db.execute(sql`delete from "rebooking_due" where "groomer_id" = ${id}`)
    const addresses = messageAddresses({
      email: String(account.email),
      phone: account.phone as string | null,
      phoneCountryCode: account.phone_country_code as string | null,
    })
    // A number typed but not verified yet got only its codes: they go too.
    if (account.pending_phone) addresses.push(String(account.pending_phone))
    const list = addressList(addresses)
    await db.execute(sql`delete from "outbox" where lower("to") in (${list})`)
    await db.execute(sql`delete from "phone_verifications" where "phone" in (${list})`)
    return { appointmentsKept: kept.length, teamId: (account.team_id as number | null) ?? null }
  })

  // 4. Files: the photos and picture they uploaded, their customers' attachments (rows and files, by Payload).
  await deleteFiles(groomer.id)
  if (result.teamId) await refreshPublicPages(['practice'])
  await refreshGroomerPages(pages)
  log('info', 'privacy.groomer_erased', { cancelled, appointmentsKept: result.appointmentsKept })
  return { cancelled, appointmentsKept: result.appointmentsKept }
}

async function cityUriOf(groomerId: number): Promise<string | null> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select c."uri" from "users" u join "cities" c on c."id" = u."city_id" where u."id" = ${groomerId}`)
  return (rows[0]?.uri as string | undefined) ?? null
}

/** System deletes of the erased groomer's uploads: Payload removes each file and its sizes with the row. */
async function deleteFiles(groomerId: number) {
  const payload = await getPayloadClient()
  await payload.delete({
    collection: 'customer-attachments',
    where: { groomer: { equals: groomerId } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'media', where: { uploadedBy: { equals: groomerId } }, overrideAccess: true })
}
