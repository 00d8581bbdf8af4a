import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { Where } from 'payload'

import type { CustomerFolder } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/** The groomer's customer folder whose e-mail or phone matches the typed customer, if any. */
export async function findCustomerFolder(
  owner: AuthenticatedPerson,
  email: string,
  phone: string,
): Promise<CustomerFolder | null> {
  const parsed = parsePhoneNumberFromString(phone, 'FR')
  const phones = [
    ...new Set([phone, parsed?.number, parsed?.formatNational()].filter((value): value is string => Boolean(value))),
  ]
  const matches: Where[] = phones.map((value) => ({ phone: { equals: value } }))
  if (email) matches.push({ email: { equals: email.toLowerCase() } }, { email: { equals: email } })
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'customer-folders',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ groomer: { equals: owner.id } }, { or: matches }] },
  })
  return docs[0] ?? null
}
