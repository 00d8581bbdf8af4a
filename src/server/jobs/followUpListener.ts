import type { Payload } from 'payload'

import { FOLLOW_UPS_CHANNEL } from '../appointments/followUpQueue'
import { drainFollowUps } from '../appointments/followUps'
import { listenForQueue } from './queueListener'

/** Appointment follow-ups run as soon as one is queued (decision 0054). */
export const listenForFollowUps = (payload: Payload) =>
  listenForQueue(payload, { channel: FOLLOW_UPS_CHANNEL, drain: drainFollowUps, label: 'appointment follow-ups' })
