import { sql } from '@payloadcms/db-postgres'

import { getPaymentProvider, PaymentProviderError } from '@/integrations/payments'
import { formatAppointmentDate } from '@/lib/frenchDate'
import type { Appointment } from '@/payload-types'

import type { HeldGuarantee } from '../appointments/insertOnline'
import { DomainError } from '../domainErrors'
import { siteUrl } from '../notifications/siteUrl'
import { getSiteSettings } from '../site/settings'
import type { AskedGuarantee } from './guaranteeAsked'
import { knownOwnerCustomer, noteGuarantee } from './guarantees'
import { settleGuaranteeQuietly } from './settle'

/** How long the owner has to pay on Stripe's page (Stripe's least is 30 minutes). */
export const CHECKOUT_MINUTES = 31

export const PAYMENT_UNAVAILABLE =
  'Le paiement en ligne est indisponible pour le moment : votre demande n’a pas été envoyée. Réessayez dans quelques minutes.'

/** Where Stripe sends the owner back: their appointments, with the booking's reference. */
export const guaranteeReturnUrl = (reference: string, outcome: 'ok' | 'annule') =>
  `${siteUrl()}/participant/mes-rdvs?garantie=${outcome}&ref=${encodeURIComponent(reference)}`

/** The guarantee's terms as the booking writes them, with the marketplace's share (a site setting, 0 by default). */
export async function heldGuarantee(asked: AskedGuarantee, now: Date): Promise<HeldGuarantee> {
  const settings = await getSiteSettings()
  const percent = Number(settings.subscription?.guaranteeFeePercent ?? 0)
  const amountCents = asked.kind === 'deposit' ? asked.amountCents : null
  return {
    kind: asked.kind,
    amountCents,
    feeCents: asked.feeCents,
    freeCancellationHours: asked.freeCancellationHours,
    applicationFeeCents: amountCents ? Math.floor((amountCents * percent) / 100) : 0,
    accountId: asked.accountId,
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
  }
}

/**
 * Opens Stripe's hosted page for a booking just written with its guarantee (awaiting): a deposit
 * to pay, or the card to save. Answers its address. If Stripe cannot open it, the booking is
 * released at once (the groomer never hears of it) and the owner gets a 503 to try again.
 */
export async function openGuaranteeCheckout(
  appointment: Pick<Appointment, 'id' | 'reference' | 'title' | 'start' | 'timezone'>,
  attendee: { id: number; email: string },
  guarantee: HeldGuarantee,
): Promise<{ url: string }> {
  const provider = getPaymentProvider()
  try {
    if (!provider) throw new PaymentProviderError()
    const customerId =
      (await knownOwnerCustomer(attendee.id)) ?? (await provider.ensureOwnerCustomer(attendee.id, attendee.email))
    const when = formatAppointmentDate(appointment.start, appointment.timezone || 'Europe/Paris')
    const what = guarantee.kind === 'deposit' ? 'Acompte' : 'Empreinte bancaire'
    const session = await provider.startGuaranteeCheckout({
      mode: guarantee.kind === 'deposit' ? 'payment' : 'setup',
      customerId,
      accountId: guarantee.accountId,
      amountCents: guarantee.amountCents ?? undefined,
      applicationFeeCents: guarantee.applicationFeeCents,
      description: `${what} : ${appointment.title}, ${when}`,
      reference: appointment.reference,
      successUrl: guaranteeReturnUrl(appointment.reference, 'ok'),
      cancelUrl: guaranteeReturnUrl(appointment.reference, 'annule'),
      expiresAt: guarantee.expiresAt,
    })
    await noteGuarantee(
      appointment.id,
      sql`"customer_id" = ${customerId}, "checkout_session_id" = ${session.id}, "checkout_url" = ${session.url}`,
    )
    return { url: session.url }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    // No page to pay on: the booking is released now rather than at the sweep.
    await settleGuaranteeQuietly(appointment.id, new Date(Date.now() + 10 * 60_000))
    throw new DomainError('unavailable', PAYMENT_UNAVAILABLE)
  }
}
