import { sql } from '@payloadcms/db-postgres'

import { getPaymentProvider, type PaymentProvider } from '@/integrations/payments'

import { euros } from '../checkout/receiptPdf'
import { DomainError } from '../domainErrors'
import { withProvider } from '../billing/sync'
import { recordDepositRefund, recordFee } from './guaranteeNotes'
import { tellOwnerOfMoney } from './guaranteeMessages'
import { guaranteeReturnUrl } from './guaranteeCheckout'
import { guaranteeOfReference, moveGuarantee, noteGuarantee, type GuaranteeWithAppointment } from './guarantees'
import { noteContextOf } from './settle'
import { missedVisit } from '@/lib/guaranteeView'

export const NO_GUARANTEE = 'Ce rendez-vous n’a ni empreinte bancaire ni acompte : rien à facturer.'
export const NOT_MISSED = 'Seul un client absent, ou qui a annulé trop tard, peut être facturé.'
export const ALREADY_SETTLED = 'Les frais de ce rendez-vous sont déjà réglés (ou l’acompte rendu).'
export const NO_FEE = 'Votre règle ne prévoit pas de frais pour ce rendez-vous.'

/** Where the fee stands once « Facturer » is tapped, for the groomer's screen. */
export type FeeOutcome = {
  state: 'charged' | 'kept' | 'charge_failed'
  cents: number
  /** In French, for the groomer: what happened and what the owner was told. */
  message: string
}

/** A no-show, or a cancellation by the owner after the free window: what « Facturer » is for. */
export const missed = (guarantee: GuaranteeWithAppointment) => missedVisit(guarantee, guarantee.freeCancellationHours)

const feeLabel = (why: 'no_show' | 'late_cancellation') =>
  why === 'no_show' ? 'Frais d’absence' : 'Frais d’annulation tardive'

/** A deposit kept as the fee: what is above the fee goes back to the owner. */
async function keepDeposit(provider: PaymentProvider, guarantee: GuaranteeWithAppointment): Promise<FeeOutcome> {
  const fee = Math.min(guarantee.feeCents, guarantee.amountCents ?? 0)
  const back = (guarantee.amountCents ?? 0) - fee
  const refund =
    back > 0 && guarantee.paymentIntentId
      ? await provider.refund({
          paymentIntentId: guarantee.paymentIntentId,
          amountCents: back,
          idempotencyKey: `guarantee-refund-beyond-fee-${guarantee.appointmentId}`,
        })
      : null
  const { parties, context } = await noteContextOf(guarantee)
  const kept = (tx?: Parameters<typeof moveGuarantee>[4]) =>
    moveGuarantee(
      guarantee.appointmentId,
      ['secured'],
      'kept',
      sql`"refunded_cents" = ${refund?.amountCents ?? 0}::int, "charged_cents" = ${fee}::int`,
      tx,
    )
  const moved = refund
    ? await recordDepositRefund(
        guarantee,
        context,
        kept,
        'Remboursement de l’acompte au-delà des frais',
        refund.amountCents,
        new Date(),
      )
    : await kept()
  if (!moved) throw new DomainError('conflict', ALREADY_SETTLED)
  await tellOwnerOfMoney(parties, { kind: 'kept', cents: fee, refundedCents: refund?.amountCents ?? 0 })
  return { state: 'kept', cents: fee, message: `${euros(fee)} de l’acompte conservés ; le client est prévenu.` }
}

/** The fee charged on the saved card; a card that refuses, or needs its owner, gets a link to pay. */
async function chargeCard(
  provider: PaymentProvider,
  guarantee: GuaranteeWithAppointment,
  why: 'no_show' | 'late_cancellation',
): Promise<FeeOutcome> {
  const fee = guarantee.feeCents
  const { parties, context } = await noteContextOf(guarantee)
  if (!guarantee.customerId || !guarantee.paymentMethodId) throw new DomainError('conflict', NO_GUARANTEE)
  const charge = await provider.chargeSavedCard({
    customerId: guarantee.customerId,
    paymentMethodId: guarantee.paymentMethodId,
    accountId: guarantee.accountId,
    amountCents: fee,
    applicationFeeCents: 0,
    description: `${feeLabel(why)} : ${context.title}`,
    reference: guarantee.reference,
    idempotencyKey: `guarantee-fee-${guarantee.appointmentId}`,
  })
  if (charge.status === 'succeeded') {
    const moved = await recordFee(
      guarantee,
      context,
      (tx) =>
        moveGuarantee(
          guarantee.appointmentId,
          ['secured'],
          'charged',
          sql`"charged_cents" = ${fee}::int, "payment_intent_id" = coalesce("payment_intent_id", ${charge.paymentIntentId})`,
          tx,
        ),
      feeLabel(why),
      fee,
      new Date(),
    )
    if (!moved) throw new DomainError('conflict', ALREADY_SETTLED)
    await tellOwnerOfMoney(parties, { kind: 'charged', cents: fee })
    return { state: 'charged', cents: fee, message: `${euros(fee)} débités de la carte du client ; il est prévenu.` }
  }
  const page = await provider.startGuaranteeCheckout({
    mode: 'payment',
    fee: true,
    customerId: guarantee.customerId,
    accountId: guarantee.accountId,
    amountCents: fee,
    applicationFeeCents: 0,
    description: `${feeLabel(why)} : ${context.title}`,
    reference: guarantee.reference,
    successUrl: guaranteeReturnUrl(guarantee.reference, 'ok'),
    cancelUrl: guaranteeReturnUrl(guarantee.reference, 'annule'),
    // Stripe keeps a page open 24 hours at the most; the e-mail's link is made again on demand.
    expiresAt: new Date(Date.now() + 23 * 3600_000),
  })
  if (!(await moveGuarantee(guarantee.appointmentId, ['secured'], 'charge_failed')))
    throw new DomainError('conflict', ALREADY_SETTLED)
  await noteGuarantee(
    guarantee.appointmentId,
    sql`"fee_checkout_session_id" = ${page.id}, "fee_checkout_url" = ${page.url}`,
  )
  await tellOwnerOfMoney(parties, { kind: 'to_pay', cents: fee, payUrl: page.url })
  return {
    state: 'charge_failed',
    cents: fee,
    message: `La carte du client a refusé ${euros(fee)} : un lien de paiement lui est envoyé par e-mail et SMS.`,
  }
}

/**
 * « Facturer X € » (issue 33 item 3): after a no-show or a late cancellation, the fee agreed at
 * booking, never more. An imprint's card is charged off-session (Stripe asks the owner when their
 * bank wants it: they get a link); a deposit is kept up to the fee, the rest refunded. Once.
 */
export async function chargeNoShowFee(groomerId: number, reference: string): Promise<FeeOutcome> {
  const guarantee = await guaranteeOfReference(reference)
  if (!guarantee || guarantee.groomerId !== groomerId) throw new DomainError('not_found', NO_GUARANTEE)
  if (guarantee.state !== 'secured') throw new DomainError('conflict', ALREADY_SETTLED)
  const why = missed(guarantee)
  if (!why) throw new DomainError('conflict', NOT_MISSED)
  if (guarantee.feeCents <= 0) throw new DomainError('conflict', NO_FEE)
  const provider = getPaymentProvider()
  if (!provider) throw new DomainError('unavailable', NO_GUARANTEE)
  return withProvider(() =>
    guarantee.kind === 'deposit' ? keepDeposit(provider, guarantee) : chargeCard(provider, guarantee, why),
  )
}

/** The owner paid the fee on the page sent to them: charged, noted, told. */
export async function settleFeeCheckout(guarantee: GuaranteeWithAppointment): Promise<void> {
  const provider = getPaymentProvider()
  if (!provider || guarantee.state !== 'charge_failed' || !guarantee.feeCheckoutSessionId) return
  const session = await provider.guaranteeSession(guarantee.feeCheckoutSessionId)
  if (session.status !== 'complete') return
  const why = missed(guarantee) ?? 'no_show'
  const { parties, context } = await noteContextOf(guarantee)
  const fee = guarantee.feeCents
  const moved = await recordFee(
    guarantee,
    context,
    (tx) =>
      moveGuarantee(guarantee.appointmentId, ['charge_failed'], 'charged', sql`"charged_cents" = ${fee}::int`, tx),
    feeLabel(why),
    fee,
    new Date(),
  )
  if (moved) await tellOwnerOfMoney(parties, { kind: 'charged', cents: fee })
}
