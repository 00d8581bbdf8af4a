import { BookingEngineInputError } from './errors'
import { contextFrom, type EngineInput } from './context'
import { evaluateDay } from './day'
import { IsoFormatter } from './format'
import type { InstantInput } from './instant'
import { firstFreeRequestSchema, instantSchema } from './schema'
import { makeSlot, type Slot } from './slots'
import { parseOrThrow, toInstant } from './validate'

export interface FirstFreeRequest extends Omit<EngineInput, 'now'> {
  /** Caller's key, e.g. the groomer id; must be unique in the batch. */
  id: string
  /** Number of groomer-local days searched, starting today. */
  horizonDays: number
}

/** First free slot of one groomer within horizonDays (and the schedule horizon), or null. */
function firstFree(request: FirstFreeRequest, nowMs: number, prefix: string, seen: Set<string>): Slot | null {
  const input = { ...request, now: nowMs }
  const req = parseOrThrow(firstFreeRequestSchema, input, prefix)
  if (seen.has(req.id)) throw new BookingEngineInputError([{ field: `${prefix}.id`, message: 'duplicate id' }])
  seen.add(req.id)
  const ctx = contextFrom(req, input, prefix)
  const lastDay = ctx.today + req.horizonDays - 1
  for (let day = ctx.today; day <= lastDay; day++) {
    const { reason, starts } = evaluateDay(ctx, day, 1)
    const start = starts[0]
    if (start !== undefined) return makeSlot(new IsoFormatter(ctx.display), start, ctx.durationMs)
    if (reason === 'beyond_horizon') return null
  }
  return null
}

/** First free slot for many groomers at once (directory listing), keyed by request id. */
export function firstFreeSlots(requests: readonly FirstFreeRequest[], now: InstantInput): Record<string, Slot | null> {
  const nowMs = toInstant(parseOrThrow(instantSchema, now, 'now'), 'now')
  const result: Record<string, Slot | null> = Object.create(null) as Record<string, Slot | null>
  const seen = new Set<string>()
  requests.forEach((request, i) => {
    result[request.id] = firstFree(request, nowMs, `requests.${i}`, seen)
  })
  return result
}
