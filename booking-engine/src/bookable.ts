import { buildContext, type EngineInput } from './context'
import { closedReason, earliestStart, rangeBounds, type DayReason } from './day'
import { IsoFormatter } from './format'
import { firstEndingAfter } from './intervals'
import type { InstantInput } from './instant'
import type { CompiledRange } from './prepare'
import { instantSchema } from './schema'
import { makeSlot, type Slot } from './slots'
import { parseOrThrow, toInstant } from './validate'

/** Why a given start cannot be booked. */
export type SlotRejection =
  | Exclude<DayReason, 'full'>
  /** Not a start time the schedule offers (outside every range, or off the step grid). */
  | 'not_offered'
  /** In the future but within the minimum notice or before the not-before hour. */
  | 'too_soon'
  /** Its buffered range overlaps a busy interval or an unavailability. */
  | 'busy'

export type BookableResult = { ok: true; slot: Slot } | { ok: false; reason: SlotRejection }

/**
 * Re-checks, at commit time, that one start is still offered. `busy` must not
 * contain the booking being committed. Agrees exactly with computeSlots.
 */
export function isSlotBookable(input: EngineInput, start: InstantInput): BookableResult {
  const ctx = buildContext(input)
  const startMs = toInstant(parseOrThrow(instantSchema, start, 'start'), 'start')
  const day = ctx.zone.dayOf(startMs)
  const ranges: CompiledRange[] = []
  const closed = closedReason(ctx, day, ranges)
  if (closed !== null) return { ok: false, reason: closed === 'full' ? 'busy' : closed }
  const { durationMs: dur, stepMs: step } = ctx
  const offered = ranges.some((r) => {
    const [rs, re] = rangeBounds(ctx, day, r)
    return startMs >= rs && startMs + dur <= re && (startMs - rs) % step === 0
  })
  if (!offered) return { ok: false, reason: 'not_offered' }
  if (startMs < earliestStart(ctx, day)) return { ok: false, reason: startMs < ctx.nowMs ? 'past' : 'too_soon' }
  if (startMs >= ctx.horizonMs) return { ok: false, reason: 'beyond_horizon' }
  const { starts, ends } = ctx.blocked
  const i = firstEndingAfter(ctx.blocked, startMs - ctx.bufferBeforeMs)
  if (i < ends.length && (starts[i] as number) < startMs + dur + ctx.bufferAfterMs) return { ok: false, reason: 'busy' }
  return { ok: true, slot: makeSlot(new IsoFormatter(ctx.display), startMs, dur) }
}
