import { formatIsoDate, parseIsoDate } from './civil'
import { buildContext, type EngineInput } from './context'
import { evaluateDay, type DayReason } from './day'
import { IsoFormatter } from './format'
import { windowSchema } from './schema'
import { parseOrThrow } from './validate'

/** One bookable start time. */
export interface Slot {
  /** ISO 8601 with offset, in the viewer zone when given, else the groomer zone. */
  start: string
  end: string
  startMs: number
  endMs: number
}

export interface DaySlots {
  /** Groomer-local date "YYYY-MM-DD". */
  date: string
  open: boolean
  /** Present when the day is closed. */
  reason?: DayReason
  slots: Slot[]
}

export interface SlotsResult {
  /** The groomer zone: days are groomer-local days. */
  timezone: string
  /** The zone of the ISO strings. */
  displayTimezone: string
  days: DaySlots[]
}

export interface ComputeSlotsInput extends EngineInput {
  /** First groomer-local day, "YYYY-MM-DD" (inclusive). */
  from: string
  /** Last groomer-local day, "YYYY-MM-DD" (inclusive). At most 1000 days after from. */
  to: string
}

export function makeSlot(fmt: IsoFormatter, startMs: number, durationMs: number): Slot {
  const endMs = startMs + durationMs
  return { start: fmt.format(startMs), end: fmt.format(endMs), startMs, endMs }
}

/** Slots of every groomer-local day in [from, to], each day open or closed with its reason. */
export function computeSlots(input: ComputeSlotsInput): SlotsResult {
  const window = parseOrThrow(windowSchema, { from: input.from, to: input.to }, '')
  const ctx = buildContext(input)
  const fmt = new IsoFormatter(ctx.display)
  const first = parseIsoDate(window.from) as number
  const last = parseIsoDate(window.to) as number
  const days: DaySlots[] = []
  for (let day = first; day <= last; day++) {
    const { reason, starts } = evaluateDay(ctx, day)
    const date = formatIsoDate(day)
    if (reason !== null) {
      days.push({ date, open: false, reason, slots: [] })
      continue
    }
    const slots = new Array<Slot>(starts.length)
    for (let i = 0; i < starts.length; i++) slots[i] = makeSlot(fmt, starts[i] as number, ctx.durationMs)
    days.push({ date, open: true, slots })
  }
  return { timezone: ctx.schedule.timezone, displayTimezone: ctx.display.name, days }
}
