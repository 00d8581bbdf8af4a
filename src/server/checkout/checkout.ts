import type { User } from '@/payload-types'

import { type CheckoutAppointment, checkoutAppointmentOf, SIGNED_OUT } from '../appointments/checkoutRead'
import { dayHasCome } from '../appointments/visitSteps'
import type { SessionClaims } from '../auth/sessionId'
import type { AuthenticatedPerson } from '../auth/tokens'
import { type Defer, inline } from '../defer'
import { DomainError, SIGN_IN_FIRST } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { AlreadyCheckedOut, appendCheckoutRecord, type SaleRecord, type Seller } from './records'
import { sendReceipt } from './receiptEmail'
import type { CheckoutInput } from './schemas'
import { FRANCHISE_MENTION, saleTotals } from './totals'

export const NOT_FOUND = 'Rendez-vous introuvable.'
export const NOT_CONFIRMED = 'Seul un rendez-vous confirmé s’encaisse.'
export const NOT_TODAY = 'Ce rendez-vous n’a pas encore commencé : il s’encaisse le jour même.'
export const ALREADY_CHECKED_OUT = 'Ce rendez-vous est déjà encaissé : sa note est dans « Mes encaissements ».'
export const SIRET_FIRST =
  'Renseignez votre SIRET (« Mon abonnement », coordonnées de facturation) : il figure sur chaque note.'

/** The groomer as their notes name them, at the time of the note. */
export const sellerOf = (groomer: User): Seller =>
  sellerOfRow({
    companyName: groomer.billingCompanyName ?? null,
    displayName: groomer.displayName ?? null,
    firstName: groomer.firstName,
    lastName: groomer.lastName,
    address: groomer.address ?? null,
    postcode: groomer.postcode ?? null,
    city: groomer.city && typeof groomer.city === 'object' ? groomer.city.name : null,
    siret: groomer.billingSiret ?? null,
    vatNumber: groomer.billingVatNumber ?? null,
    vatRegime: groomer.vatRegime ?? null,
  })

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

/** The seller of a checkout, from the one read of the appointment. */
function sellerOfRow(row: CheckoutAppointment['seller']): Seller {
  return {
    name: row.companyName || row.displayName || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    address: [row.address, [row.postcode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    siret: row.siret || null,
    vatNumber: row.vatNumber || null,
    vatRegime: row.vatRegime === 'vat20' ? 'vat20' : 'franchise',
  }
}

/**
 * « Encaisser » at pick-up: the lines, extras, discounts, tip and payments of a confirmed
 * appointment of the day, recorded once as a numbered note in the groomer's register, and the
 * visit finished in the same transaction; the client gets the note by e-mail (after the answer,
 * through `defer`). The hot path of the register: one read (with the session's check), one
 * transaction (bench:checkout).
 */
export async function checkoutAppointment(
  groomer: Pick<AuthenticatedPerson, 'id'> | SessionClaims,
  reference: string,
  input: CheckoutInput,
  { now = new Date(), defer = inline }: { now?: Date; defer?: Defer } = {},
): Promise<SaleRecord> {
  // Their own only (a practice member may read a colleague's appointment, not cash it in).
  // Signed in by claims (the route): their session is checked in the same read.
  const session = 'sessionId' in groomer ? groomer : null
  const appointment = await checkoutAppointmentOf(groomer.id, reference, session)
  if (appointment === SIGNED_OUT) throw new DomainError('sign_in', SIGN_IN_FIRST)
  if (!appointment) throw new DomainError('not_found', NOT_FOUND)
  if (appointment.status !== 'confirmed') throw new DomainError('conflict', NOT_CONFIRMED)
  if (!dayHasCome(appointment, now)) throw new DomainError('conflict', NOT_TODAY)
  const seller = sellerOfRow(appointment.seller)
  if (!seller.siret) throw new DomainError('conflict', SIRET_FIRST, { fields: { siret: SIRET_FIRST } })
  const result = saleTotals({ ...input, vatRegime: seller.vatRegime })
  if ('problem' in result)
    throw new DomainError('invalid', result.problem.message, {
      fields: { [result.problem.field]: result.problem.message },
    })
  let record: SaleRecord
  try {
    record = await appendCheckoutRecord(
      groomer.id,
      { id: appointment.id, reference, finishedAt: now },
      {
        kind: 'sale',
        issuedAt: now.toISOString(),
        refersTo: null,
        seller,
        customer: { name: appointment.customerName, email: appointment.customerEmail },
        appointment: { reference, start: appointment.start, timezone: appointment.timezone },
        lines: input.lines,
        discounts: input.discounts,
        payments: input.payments,
        cashGivenCents: input.cashGivenCents,
        totals: result.totals,
        vatMention: seller.vatRegime === 'franchise' ? FRANCHISE_MENTION : null,
        reason: null,
      },
    )
  } catch (error) {
    if (error instanceof AlreadyCheckedOut) throw new DomainError('conflict', ALREADY_CHECKED_OUT)
    throw error
  }
  if (input.sendByEmail && record.document.customer.email) await defer(() => sendReceipt(record))
  return record
}
