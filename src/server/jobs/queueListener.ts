import type pg from 'pg'
import type { Payload } from 'payload'

import { log } from '../observability/log'

export type QueueSettings<R = unknown> = {
  /** The channel a trigger notifies on each insert into the queue's table. */
  channel: string
  /** Runs what is queued until nothing is left. */
  drain: () => Promise<R>
  /** Whether a drain found work (for `idle`: one that found nothing ends no burst); every drain by default. */
  worked?: (result: R) => boolean
  /** In the logs. */
  label: string
  /**
   * Drains once announcements pause for `ms`, or `atMostMs` after the first one, instead of at each:
   * a burst is then applied in one go, after the requests that announced it got their answers.
   */
  quiet?: { ms: number; atMostMs: number }
}

/**
 * Drains a queue as soon as a row is announced (LISTEN on the table's channel), on one connection of
 * its own; the queue's every-minute job catches whatever was announced while this listener
 * reconnected. `stop` waits for the drain in progress.
 */
export type QueueListener = {
  stop: () => Promise<void>
  /**
   * Resolves once no drain is running and none found work for `quietMs` (or after `atMostMs`):
   * for work that gives way to this queue while a burst of it lasts.
   */
  idle: (wait: { quietMs: number; atMostMs: number }) => Promise<void>
}

export function listenForQueue<R>(
  payload: Payload,
  { channel, drain: run, label, quiet, worked = () => true }: QueueSettings<R>,
): QueueListener {
  let stopped = false
  let client: pg.PoolClient | null = null
  let draining: Promise<void> | null = null
  let again = false
  let timer: NodeJS.Timeout | null = null
  let firstAnnouncedAt = 0
  let lastWorkedAt = Number.NEGATIVE_INFINITY

  const drain = () => {
    if (stopped) return
    if (draining) {
      again = true
      return
    }
    draining = run()
      .then((result) => {
        if (worked(result)) lastWorkedAt = performance.now()
      })
      .catch((error: unknown) => log('error', `${label} not drained`, { error }))
      .finally(() => {
        draining = null
        if (again) {
          again = false
          drain()
        }
      })
  }

  const announced = () => {
    if (!quiet) return drain()
    const now = Date.now()
    if (timer === null) firstAnnouncedAt = now
    else clearTimeout(timer)
    const wait = Math.max(0, Math.min(quiet.ms, firstAnnouncedAt + quiet.atMostMs - now))
    timer = setTimeout(() => {
      timer = null
      drain()
    }, wait)
  }

  const connect = async () => {
    if (stopped) return
    try {
      const connection = await payload.db.pool.connect()
      client = connection
      connection.on('notification', announced)
      connection.on('error', (error) => {
        log('error', `${label}: listening connection lost`, { error })
        connection.release(true)
        if (client === connection) client = null
        setTimeout(() => void connect(), 1000)
      })
      await connection.query(`listen "${channel}"`)
      // What was queued before this process listened.
      drain()
    } catch (error) {
      log('error', `${label}: cannot listen`, { error })
      setTimeout(() => void connect(), 1000)
    }
  }
  void connect()

  return {
    async idle({ quietMs, atMostMs }) {
      // performance.now(): a change of the wall clock neither stretches nor cuts the wait.
      const until = performance.now() + atMostMs
      for (;;) {
        const now = performance.now()
        const left = until - now
        if (left <= 0) return
        if (!draining && now - lastWorkedAt >= quietMs) return
        let timer: NodeJS.Timeout | undefined
        const pause = new Promise((resolve) => {
          timer = setTimeout(resolve, draining ? left : Math.min(left, quietMs - (now - lastWorkedAt)))
        })
        await Promise.race(draining ? [draining, pause] : [pause])
        clearTimeout(timer)
      }
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await draining
      const connection = client
      client = null
      if (connection) {
        await connection.query(`unlisten "${channel}"`).catch(() => {})
        connection.release()
      }
    },
  }
}
