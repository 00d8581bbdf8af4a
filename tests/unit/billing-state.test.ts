import { describe, expect, it } from 'vitest'

import {
  graceEnd,
  mayPublish,
  subscriptionState,
  subscriptionSuspendsBooking,
  type SubscriptionRow,
} from '../../src/server/billing/state'

const NOW = new Date('2026-12-01T10:00:00Z')
const DAY = 86_400_000
const ON = { configured: true, graceDays: 14 }
const OFF = { configured: false, graceDays: 14 }

const row = (patch: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  groomerId: 1,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  stripeStatus: 'active',
  trialEnd: null,
  currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
  cancelAtPeriodEnd: false,
  amountCents: 2900,
  paymentFailedAt: null,
  firstPaidAt: null,
  hadTrial: true,
  canceledAt: null,
  comped: false,
  compedUntil: null,
  ...patch,
})

describe('a groomer’s subscription state', () => {
  it.each([
    ['trialing', 'essai'],
    ['active', 'actif'],
    ['past_due', 'impaye'],
    ['unpaid', 'impaye'],
    ['incomplete', 'impaye'],
    ['canceled', 'resilie'],
    ['incomplete_expired', 'resilie'],
    [null, 'aucun'],
  ] as const)('Stripe’s %s is « %s »', (status, state) => {
    expect(subscriptionState(row({ stripeStatus: status }), NOW)).toBe(state)
  })

  it('months offered win over Stripe’s state until their end', () => {
    expect(subscriptionState(row({ comped: true, stripeStatus: null }), NOW)).toBe('offert')
    expect(subscriptionState(row({ comped: true, compedUntil: new Date(NOW.getTime() + DAY) }), NOW)).toBe('offert')
    expect(
      subscriptionState(row({ comped: true, compedUntil: new Date(NOW.getTime() - DAY), stripeStatus: null }), NOW),
    ).toBe('aucun')
    expect(subscriptionState(null, NOW)).toBe('aucun')
  })

  it('publishing needs a trial, an active subscription or months offered, once billing is configured', () => {
    expect(mayPublish(row({ stripeStatus: 'trialing' }), NOW, ON)).toBe(true)
    expect(mayPublish(row(), NOW, ON)).toBe(true)
    expect(mayPublish(row({ comped: true, stripeStatus: null }), NOW, ON)).toBe(true)
    expect(mayPublish(row({ stripeStatus: 'past_due', paymentFailedAt: NOW }), NOW, ON)).toBe(false)
    expect(mayPublish(row({ stripeStatus: 'canceled' }), NOW, ON)).toBe(false)
    expect(mayPublish(null, NOW, ON)).toBe(false)
    expect(mayPublish(null, NOW, OFF)).toBe(true)
  })

  it('online booking goes on during the grace after a failed payment, and stops at its end', () => {
    const failed = row({ stripeStatus: 'past_due', paymentFailedAt: new Date(NOW.getTime() - 13 * DAY) })
    expect(graceEnd(failed, 14)).toEqual(new Date(NOW.getTime() + DAY))
    expect(subscriptionSuspendsBooking(failed, NOW, ON)).toBe(false)
    expect(subscriptionSuspendsBooking(failed, new Date(NOW.getTime() + DAY), ON)).toBe(true)
    expect(subscriptionSuspendsBooking(failed, new Date(NOW.getTime() + DAY), OFF)).toBe(false)
  })

  it('an ended subscription or months offered that ran out stop it; a groomer who never subscribed keeps it', () => {
    expect(subscriptionSuspendsBooking(row({ stripeStatus: 'canceled' }), NOW, ON)).toBe(true)
    const offeredUntilYesterday = row({ stripeStatus: null, comped: true, compedUntil: new Date(NOW.getTime() - DAY) })
    expect(subscriptionSuspendsBooking(offeredUntilYesterday, NOW, ON)).toBe(true)
    expect(subscriptionSuspendsBooking(row({ stripeStatus: null, comped: true }), NOW, ON)).toBe(false)
    expect(subscriptionSuspendsBooking(row({ stripeStatus: null }), NOW, ON)).toBe(false)
    expect(subscriptionSuspendsBooking(null, NOW, ON)).toBe(false)
    expect(subscriptionSuspendsBooking(row({ stripeStatus: 'trialing' }), NOW, ON)).toBe(false)
    expect(subscriptionSuspendsBooking(row(), NOW, ON)).toBe(false)
  })
})
