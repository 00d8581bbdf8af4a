import type { User } from '@/payload-types'
import { customerContact } from '@/lib/customerContact'

import { dayHasCome } from '../appointments/visitSteps'
import { withCustomerNames } from '../appointments/customers'
import type { AuthenticatedPerson } from '../auth/tokens'
import { type Defer, inline } from '../defer'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { setVisitStatus } from '../visits/visitStatus'
import { AlreadyCheckedOut, appendRecord, type SaleRecord, type Seller } from './records'
import { sendReceipt } from './receiptEmail'
import type { CheckoutInput } from './schemas'
import { FRANCHISE_MENTION, saleTotals, type VatRegime } from './totals'

export const NOT_FOUND = 'Rendez-vous introuvable.'
export const NOT_CONFIRMED = 'Seul un rendez-vous confirmé s’encaisse.'
export const NOT_TODAY = 'Ce rendez-vous n’a pas encore commencé : il s’encaisse le jour même.'
export const ALREADY_CHECKED_OUT = 'Ce rendez-vous est déjà encaissé : sa note est dans « Mes encaissements ».'
export const SIRET_FIRST =
  'Renseignez votre SIRET (« Mon abonnement », coordonnées de facturation) : il figure sur chaque note.'

/** The groomer as their notes name them, at the time of the note. */
export function sellerOf(groomer: User): Seller {
  const city = groomer.city && typeof groomer.city === 'object' ? groomer.city.name : ''
  return {
    name: groomer.billingCompanyName || groomer.displayName || `${groomer.firstName} ${groomer.lastName}`.trim(),
    address: [groomer.address, [groomer.postcode, city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    siret: groomer.billingSiret || null,
    vatNumber: groomer.billingVatNumber || null,
    vatRegime: (groomer.vatRegime as VatRegime | null | undefined) ?? 'franchise',
  }
}

/** The groomer's own record (their access), with their city's name. */
export async function sellerOfGroomer(groomer: AuthenticatedPerson): Promise<Seller> {
  const payload = await getPayloadClient()
  const me = await payload.findByID({
    collection: 'users',
    id: groomer.id,
    user: groomer,
    overrideAccess: false,
    depth: 1,
  })
  return sellerOf(me)
}

/**
 * « Encaisser » at pick-up: the lines, extras, discounts, tip and payments of a confirmed
 * appointment of the day, recorded once as a numbered note in the groomer's register; the visit is
 * marked finished and the client gets the note by e-mail (after the answer, through `defer`).
 */
export async function checkoutAppointment(
  groomer: AuthenticatedPerson,
  reference: string,
  input: CheckoutInput,
  { now = new Date(), defer = inline }: { now?: Date; defer?: Defer } = {},
): Promise<SaleRecord> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    // Their own only: a practice member may read a colleague's appointment, not cash it in.
    where: { and: [{ reference: { equals: reference } }, { groomer: { equals: groomer.id } }] },
  })
  const appointment = docs[0]
  if (!appointment) throw new DomainError('not_found', NOT_FOUND)
  if (appointment.status !== 'confirmed') throw new DomainError('conflict', NOT_CONFIRMED)
  if (!dayHasCome(appointment, now)) throw new DomainError('conflict', NOT_TODAY)
  const [[named], seller] = await Promise.all([withCustomerNames([appointment]), sellerOfGroomer(groomer)])
  if (!seller.siret) throw new DomainError('conflict', SIRET_FIRST, { fields: { siret: SIRET_FIRST } })
  const result = saleTotals({ ...input, vatRegime: seller.vatRegime })
  if ('problem' in result)
    throw new DomainError('invalid', result.problem.message, {
      fields: { [result.problem.field]: result.problem.message },
    })
  const contact = customerContact(named!)
  let record: SaleRecord
  try {
    record = await appendRecord(groomer.id, reference, async (number) => ({
      kind: 'sale',
      number,
      issuedAt: now.toISOString(),
      refersTo: null,
      seller,
      customer: { name: contact.name, email: contact.email },
      appointment: { reference, start: appointment.start, timezone: appointment.timezone },
      lines: input.lines,
      discounts: input.discounts,
      payments: input.payments,
      cashGivenCents: input.cashGivenCents,
      totals: result.totals,
      vatMention: seller.vatRegime === 'franchise' ? FRANCHISE_MENTION : null,
      reason: null,
    }))
  } catch (error) {
    if (error instanceof AlreadyCheckedOut) throw new DomainError('conflict', ALREADY_CHECKED_OUT)
    throw error
  }
  if (appointment.visitStatus !== 'finished') await setVisitStatus(groomer, reference, 'finished', now)
  if (input.sendByEmail && contact.email) await defer(() => sendReceipt(record))
  return record
}
