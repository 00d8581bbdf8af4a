import type pg from 'pg'
import type { Payload } from 'payload'

import { FOLLOW_UPS_CHANNEL } from '../appointments/followUpQueue'
import { drainFollowUps } from '../appointments/followUps'
import { log } from '../observability/log'

/**
 * Runs appointment follow-ups as soon as one is announced (LISTEN on the table's channel), on one
 * connection of its own; the every-minute `appointment-follow-ups` job catches whatever was
 * announced while this listener reconnected. `stop` waits for the drain in progress.
 */
export function listenForFollowUps(payload: Payload): { stop: () => Promise<void> } {
  let stopped = false
  let client: pg.PoolClient | null = null
  let draining: Promise<void> | null = null
  let again = false

  const drain = () => {
    if (stopped) return
    if (draining) {
      again = true
      return
    }
    draining = drainFollowUps()
      .then(() => undefined)
      .catch((error: unknown) => log('error', 'appointment follow-ups not drained', { error }))
      .finally(() => {
        draining = null
        if (again) {
          again = false
          drain()
        }
      })
  }

  const connect = async () => {
    if (stopped) return
    try {
      const connection = await payload.db.pool.connect()
      client = connection
      connection.on('notification', drain)
      connection.on('error', (error) => {
        log('error', 'appointment follow-ups: listening connection lost', { error })
        connection.release(true)
        if (client === connection) client = null
        setTimeout(() => void connect(), 1000)
      })
      await connection.query(`listen "${FOLLOW_UPS_CHANNEL}"`)
      // What was queued before this process listened.
      drain()
    } catch (error) {
      log('error', 'appointment follow-ups: cannot listen', { error })
      setTimeout(() => void connect(), 1000)
    }
  }
  void connect()

  return {
    async stop() {
      stopped = true
      await draining
      const connection = client
      client = null
      if (connection) {
        await connection.query(`unlisten "${FOLLOW_UPS_CHANNEL}"`).catch(() => {})
        connection.release()
      }
    },
  }
}
