import type { Payload } from 'payload'

import { FOLLOW_UPS_CHANNEL } from '../appointments/followUpQueue'
import { drainFollowUpPushes } from '../appointments/followUpPushes'
import { drainFollowUps } from '../appointments/followUps'
import { listenForQueue } from './queueListener'

/**
 * Appointment follow-ups run as soon as one is queued (decision 0054), and the groomers' pushes of
 * the same rows on a connection of their own, so that none waits behind the e-mails (issue 36).
 */
export function listenForFollowUps(payload: Payload): { stop: () => Promise<void> } {
  const pushes = listenForQueue(payload, {
    channel: FOLLOW_UPS_CHANNEL,
    drain: drainFollowUpPushes,
    label: 'groomer pushes',
  })
  const followUps = listenForQueue(payload, {
    channel: FOLLOW_UPS_CHANNEL,
    drain: drainFollowUps,
    label: 'appointment follow-ups',
  })
  return {
    async stop() {
      await Promise.all([pushes.stop(), followUps.stop()])
    },
  }
}
