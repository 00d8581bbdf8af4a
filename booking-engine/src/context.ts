import { addMonths, civilFromDays, DAY_MS, daysFromCivil, HOUR_MS } from './civil'
import { mergeIntervals, type MergedIntervals } from './intervals'
import { PreparedSchedule } from './prepare'
import type { InstantInput, IntervalInput } from './instant'
import type { z } from 'zod'
import { requestSchema, type MotiveInput, type ScheduleInput } from './schema'
import { collectIntervals, parseOrThrow, toInstant } from './validate'
import { zoneOffsets, type ZoneOffsets } from './zone'

/** Inputs shared by computeSlots, firstFreeSlots and isSlotBookable. */
export interface EngineInput {
  /** Raw schedule (validated on every call) or the result of prepareSchedule. */
  schedule: ScheduleInput | PreparedSchedule
  motive: MotiveInput
  /** Minutes between two offered starts, counted from the start of each availability range. Default 15. */
  stepMinutes?: number | undefined
  /** Confirmed and pending appointments plus external calendar busy times. Unsorted, may overlap. */
  busy?: IntervalInput[] | undefined
  now: InstantInput
  /** Zone of the ISO strings in the output; default: the groomer's zone. */
  viewerTimezone?: string | null | undefined
}

/** Everything a day evaluation needs, as integers (epoch ms / day numbers). */
export interface Context {
  schedule: PreparedSchedule
  zone: ZoneOffsets
  display: ZoneOffsets
  durationMs: number
  bufferBeforeMs: number
  bufferAfterMs: number
  stepMs: number
  /** Busy intervals and unavailabilities, merged. */
  blocked: MergedIntervals
  nowMs: number
  today: number
  /** now + minimum notice: the earliest possible start. */
  noticeMs: number
  /** Local day on which the not-before hour applies (the day after today), or NaN. */
  notBeforeDay: number
  notBeforeMs: number
  /** Starts must be strictly before this instant. */
  horizonMs: number
}

export type ParsedRequest = z.output<typeof requestSchema>

export function buildContext(input: EngineInput, prefix = ''): Context {
  return contextFrom(parseOrThrow(requestSchema, input, prefix), input, prefix)
}

/** Context from a request already parsed with requestSchema (or an extension of it). */
export function contextFrom(req: ParsedRequest, input: EngineInput, prefix: string): Context {
  const p = (name: string): string => (prefix ? `${prefix}.${name}` : name)
  const schedule =
    input.schedule instanceof PreparedSchedule ? input.schedule : new PreparedSchedule(input.schedule, p('schedule'))
  const zone = schedule.zone
  const nowMs = toInstant(req.now, p('now'))
  const starts = schedule.unavailable.starts.slice()
  const ends = schedule.unavailable.ends.slice()
  collectIntervals(req.busy, p('busy'), starts, ends)
  const nowWall = zone.toWall(nowMs)
  const today = Math.floor(nowWall / DAY_MS)
  const timeOfDay = nowWall - today * DAY_MS
  const limit = addMonths(civilFromDays(today), schedule.horizonMonths)
  const horizonWall = daysFromCivil(limit.year, limit.month, limit.day) * DAY_MS + timeOfDay
  const hour = schedule.notBeforeHour
  return {
    schedule,
    zone,
    display: req.viewerTimezone ? zoneOffsets(req.viewerTimezone) : zone,
    durationMs: req.motive.durationMinutes * 60_000,
    bufferBeforeMs: req.motive.bufferBeforeMinutes * 60_000,
    bufferAfterMs: req.motive.bufferAfterMinutes * 60_000,
    stepMs: req.stepMinutes * 60_000,
    blocked: mergeIntervals(starts, ends),
    nowMs,
    today,
    noticeMs: nowMs + schedule.minNoticeMs,
    notBeforeDay: hour === null ? Number.NaN : today + 1,
    notBeforeMs:
      hour === null ? Number.NEGATIVE_INFINITY : zone.wallToInstant((today + 1) * DAY_MS + hour * HOUR_MS, 'first'),
    horizonMs: zone.wallToInstant(horizonWall, 'first'),
  }
}
