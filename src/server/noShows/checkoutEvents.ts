import type { PaymentEvent } from '@/integrations/payments'

import { runFollowUpsNow } from '../appointments/followUps'
import { settleFeeCheckout } from './fee'
import { guaranteeOfCheckout } from './guarantees'
import { settleGuarantee } from './settle'

/**
 * A checkout event of a booking's guarantee (or of a fee paid by link): the guarantee is settled
 * from Stripe's current state, not the event's copy, then the request's follow-up runs (the
 * groomer hears of it now). Answers false for any other event. A Stripe outage throws: the
 * delivery fails and Stripe sends it again.
 */
export async function applyGuaranteeEvent(event: PaymentEvent): Promise<boolean> {
  if (!event.type.startsWith('checkout.session.') || !event.objectId) return false
  const guarantee = await guaranteeOfCheckout(event.objectId)
  if (!guarantee) return false
  if (guarantee.feeCheckoutSessionId === event.objectId) await settleFeeCheckout(guarantee)
  else await settleGuarantee(guarantee.appointmentId)
  await runFollowUpsNow(guarantee.appointmentId)
  return true
}
