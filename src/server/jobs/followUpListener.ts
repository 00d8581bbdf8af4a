import type { Payload } from 'payload'

import { FOLLOW_UPS_CHANNEL } from '../appointments/followUpQueue'
import { drainFollowUps } from '../appointments/followUps'
import { BILLING_EVENTS_CHANNEL, drainBillingEvents } from '../billing/eventQueue'
import { listenForQueue } from './queueListener'

/** Appointment follow-ups run as soon as one is queued (decision 0054). */
export const listenForFollowUps = (payload: Payload) =>
  listenForQueue(payload, { channel: FOLLOW_UPS_CHANNEL, drain: drainFollowUps, label: 'appointment follow-ups' })

/**
 * Stripe's events are applied once their burst pauses (decision 0055): Stripe sends a change as
 * several events (subscription, invoice, checkout), which then cost one read of Stripe, and a flood of
 * deliveries is answered before it is applied (within 10 s at the most).
 */
export const listenForBillingEvents = (payload: Payload) =>
  listenForQueue(payload, {
    channel: BILLING_EVENTS_CHANNEL,
    drain: drainBillingEvents,
    label: 'Stripe events',
    quiet: { ms: 300, atMostMs: 10_000 },
  })
