import { sql } from '@payloadcms/db-postgres'

import { type SessionClaims, sessionOpenSql } from '../auth/sessionId'
import { preparedRows } from '../db/prepared'

/** What a checkout needs of an appointment of the groomer: its state, its customer and the groomer as seller. */
export type CheckoutAppointment = {
  id: number
  status: string
  visitStatus: string | null
  start: string
  timezone: string
  customerName: string
  customerEmail: string | null
  seller: {
    companyName: string | null
    displayName: string | null
    firstName: string | null
    lastName: string | null
    address: string | null
    postcode: string | null
    city: string | null
    siret: string | null
    vatNumber: string | null
    vatRegime: string | null
  }
}

/** The session checked with the read was closed (a logout, an expiry): a 401, not a 404. */
export const SIGNED_OUT = 'signed_out'

/**
 * One read, on the checkout's hot path: the groomer's own appointment by its reference (another
 * groomer's is not found, as their read access says), who it is for (the typed name, else the
 * attendee's, else the customer folder's; the first e-mail of the appointment), and the groomer's
 * details as their notes print them. Null when not theirs. With the groomer's session claims, the
 * same round trip checks that the session is still open (SIGNED_OUT otherwise).
 */
export async function checkoutAppointmentOf(
  groomerId: number,
  reference: string,
  session: SessionClaims | null,
): Promise<CheckoutAppointment | typeof SIGNED_OUT | null> {
  const rows = await preparedRows(sql`
    select s."open", a.* from (select ${session ? sessionOpenSql(session) : sql`true`} as "open") s
    left join lateral (
      select a."id", a."status", a."visit_status" as "visitStatus", a."start", a."timezone",
        coalesce(nullif(trim(a."customer_name"), ''), nullif(trim(concat_ws(' ', at."first_name", at."last_name")), ''), cf."name", 'Client') as "customerName",
        (select t."text" from "appointments_texts" t where t."parent_id" = a."id" and t."path" = 'attendeeEmails' order by t."order" limit 1) as "customerEmail",
        json_build_object('companyName', u."billing_company_name", 'displayName', u."display_name", 'firstName', u."first_name",
          'lastName', u."last_name", 'address', u."address", 'postcode', u."postcode", 'city', c."name",
          'siret', u."billing_siret", 'vatNumber', u."billing_vat_number", 'vatRegime', u."vat_regime") as "seller"
      from "appointments" a
        join "users" u on u."id" = a."groomer_id"
        left join "cities" c on c."id" = u."city_id"
        left join "attendees" at on at."id" = a."attendee_id"
        left join "customer_folders" cf on cf."id" = a."customer_folder_id" and cf."groomer_id" = a."groomer_id"
      where s."open" and a."reference" = ${reference}::varchar and a."groomer_id" = ${groomerId}::int
      limit 1) a on true`)
  const row = rows[0] as
    (Omit<CheckoutAppointment, 'start'> & { open: boolean; start: string | Date | null }) | undefined
  if (!row?.open) return SIGNED_OUT
  if (row.id === null || row.start === null) return null
  const { open: _open, ...appointment } = row
  return { ...appointment, id: Number(row.id), start: new Date(row.start).toISOString() }
}

/**
 * The visit cashed in is finished, in the checkout's own statement (the note and the finished
 * visit together or neither); nothing else follows a finished visit (setVisitStatus sends messages
 * only for « ready »).
 */
/** SQL: the visit finished at `at` (a confirmed one not finished yet). */
export const finishVisitSql = (id: number, at: Date) => sql`
    update "appointments" set "visit_status" = 'finished', "visit_status_at" = ${at.toISOString()}::timestamptz, "updated_at" = now()
    where "id" = ${id}::int and "status" = 'confirmed' and "visit_status" is distinct from 'finished'`
