import type { Payload } from 'payload'

import { FOLLOW_UPS_CHANNEL } from '../appointments/followUpQueue'
import { drainFollowUpPushes } from '../appointments/followUpPushes'
import { drainFollowUps } from '../appointments/followUps'
import { listenForQueue } from './queueListener'

/**
 * Appointment follow-ups run as soon as one is queued (decision 0054), and the groomers' pushes of
 * the same rows on a connection of their own, so that none waits behind the e-mails (issue 36).
 * In a burst the follow-ups wait for a pause (a second at most) and the pushes do not: rendering
 * e-mails on the cores the bookings and the pushes need made each push wait (bench:push).
 */
const FOLLOW_UPS_QUIET = { ms: 150, atMostMs: 1_000 }
/**
 * And each batch of follow-ups waits until no push has been sent for a quarter of a second, three
 * seconds at most (so that a steady stream of pushes never holds the e-mails back for long): on
 * one process, e-mails rendered during a burst made every push behind them wait its turn.
 */
const PUSHES_FIRST = { quietMs: 250, atMostMs: 3_000 }

export function listenForFollowUps(payload: Payload): { stop: () => Promise<void> } {
  const pushes = listenForQueue(payload, {
    channel: FOLLOW_UPS_CHANNEL,
    drain: drainFollowUpPushes,
    worked: ({ pushes }) => pushes > 0,
    label: 'groomer pushes',
  })
  const followUps = listenForQueue(payload, {
    channel: FOLLOW_UPS_CHANNEL,
    drain: () => drainFollowUps({ giveWay: () => pushes.idle(PUSHES_FIRST) }),
    label: 'appointment follow-ups',
    quiet: FOLLOW_UPS_QUIET,
  })
  return {
    async stop() {
      await Promise.all([pushes.stop(), followUps.stop()])
    },
  }
}
