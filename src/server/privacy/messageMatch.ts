import { sql } from '@payloadcms/db-postgres'

import type { TransactionDb } from '../db/transactionDb'
import { parseMobilePhone } from '../verification/phone'

/** Which outbox rows are a person's: by the addresses they went to, and by the references they carry. */

/** The addresses messages reach a person at: their e-mail, and their mobile as typed and in E.164. */
export function messageAddresses(account: { email: string; phone?: string | null; phoneCountryCode?: string | null }) {
  const addresses = new Set([account.email.toLowerCase()])
  if (account.phone) {
    addresses.add(account.phone)
    const parsed = parseMobilePhone(account.phone, account.phoneCountryCode ?? 'FR')
    if (parsed.ok) addresses.add(parsed.e164)
  }
  return [...addresses]
}

/**
 * The addresses the owner's messages went to: their e-mail, and their mobile only once verified
 * (a number typed in a profile is anybody's until its code is entered).
 */
export const ownerAddresses = (account: {
  email: string
  phone?: string | null
  phoneCountryCode?: string | null
  phoneVerified?: boolean | null
}) => messageAddresses(account.phoneVerified ? account : { email: account.email })

/** `in (…)` of `addresses`, in lower case (compare with `lower(column)`; numbers have no case). */
export const addressList = (addresses: string[]) =>
  sql.join(
    addresses.map((address) => sql`${address.toLowerCase()}`),
    sql`, `,
  )

/** The references of the owner's appointments and availability requests (60 random bits each: theirs alone). */
export async function ownerReferences(db: TransactionDb, attendeeId: number): Promise<string[]> {
  const { rows } = await db.execute(sql`
    select "reference" from "appointments" where "attendee_id" = ${attendeeId}
    union all select "reference" from "availability_requests" where "attendee_id" = ${attendeeId}`)
  return rows.map((row) => String(row.reference))
}

/** An outbox row whose text or HTML carries one of `references` (false when there is none). */
export const carriesAnyOf = (references: string[]) =>
  references.length > 0
    ? sql.join(
        references.map((reference) => sql`position(${reference} in coalesce("text", '') || coalesce("html", '')) > 0`),
        sql` or `,
      )
    : sql`false`
