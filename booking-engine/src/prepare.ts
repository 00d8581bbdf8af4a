import { civilFromDays, parseHhMm, parseIsoDate, weekIndex } from './civil'
import type { HolidayRegion } from './holidays'
import { publicHolidaySet } from './holidays'
import { containsDay, mergeDayRanges, mergeIntervals, type MergedIntervals } from './intervals'
import { scheduleSchema, type ScheduleInput } from './schema'
import { collectIntervals, parseOrThrow } from './validate'
import { zoneOffsets, type ZoneOffsets } from './zone'

/** One availability range, compiled to integers. */
export interface CompiledRange {
  startMinute: number
  endMinute: number // up to 1440 ("24:00")
  everyNWeeks: number
  anchorWeek: number
  fromDay: number
  untilDay: number
}

const NO_LIMIT_FROM = Number.NEGATIVE_INFINITY
const NO_LIMIT_UNTIL = Number.POSITIVE_INFINITY

/**
 * A validated, compiled schedule. Build it once with `prepareSchedule` and
 * pass it instead of the raw schedule to skip validation on hot paths.
 */
export class PreparedSchedule {
  readonly timezone: string
  readonly zone: ZoneOffsets
  readonly holidayRegion: HolidayRegion
  readonly minNoticeMs: number
  readonly notBeforeHour: number | null
  readonly horizonMonths: number
  readonly unavailable: MergedIntervals
  /** Index 1..7 (ISO weekday); ranges sorted by start. */
  private readonly byWeekday: CompiledRange[][]
  private readonly holidays: MergedIntervals
  private readonly worked: ReadonlySet<number>
  private lastYear = Number.NaN
  private lastYearHolidays: ReadonlySet<number> = new Set()

  constructor(input: ScheduleInput, field = 'schedule') {
    const s = parseOrThrow(scheduleSchema, input, field)
    this.timezone = s.timezone
    this.zone = zoneOffsets(s.timezone)
    this.holidayRegion = { country: s.holidayRegion.country, region: s.holidayRegion.region ?? undefined }
    this.minNoticeMs = s.delays.minNoticeMinutes * 60_000
    this.notBeforeHour = s.delays.notBeforeHour ?? null
    this.horizonMonths = s.delays.horizonMonths
    this.byWeekday = Array.from({ length: 8 }, () => [])
    for (const a of s.availabilities) {
      const fromDay = a.validFrom ? (parseIsoDate(a.validFrom) as number) : NO_LIMIT_FROM
      ;(this.byWeekday[a.weekday] as CompiledRange[]).push({
        startMinute: parseHhMm(a.start, false) as number,
        endMinute: parseHhMm(a.end, true) as number,
        everyNWeeks: a.everyNWeeks,
        anchorWeek: a.validFrom ? weekIndex(fromDay) : 0,
        fromDay,
        untilDay: a.validUntil ? (parseIsoDate(a.validUntil) as number) : NO_LIMIT_UNTIL,
      })
    }
    for (const list of this.byWeekday) list.sort((x, y) => x.startMinute - y.startMinute || x.endMinute - y.endMinute)
    const starts: number[] = []
    const ends: number[] = []
    collectIntervals(s.unavailabilities, `${field}.unavailabilities`, starts, ends)
    this.unavailable = mergeIntervals(starts, ends)
    this.holidays = mergeDayRanges(
      s.holidays.map((h) => [parseIsoDate(h.from) as number, parseIsoDate(h.to) as number] as const),
    )
    this.worked = new Set(s.workedPublicHolidays.map((d) => parseIsoDate(d) as number))
  }

  /** Availability ranges that apply on a local day (validity and every-N-weeks cycle), sorted by start. */
  rangesOn(day: number, weekday: number, out: CompiledRange[]): CompiledRange[] {
    out.length = 0
    const week = weekIndex(day)
    for (const r of this.byWeekday[weekday] ?? []) {
      if (day < r.fromDay || day > r.untilDay) continue
      if ((((week - r.anchorWeek) % r.everyNWeeks) + r.everyNWeeks) % r.everyNWeeks !== 0) continue
      out.push(r)
    }
    return out
  }

  isOwnHoliday(day: number): boolean {
    return containsDay(this.holidays, day)
  }

  isPublicHoliday(day: number): boolean {
    const year = civilFromDays(day).year
    if (year !== this.lastYear) {
      this.lastYearHolidays = publicHolidaySet(this.holidayRegion, year)
      this.lastYear = year
    }
    return this.lastYearHolidays.has(day)
  }

  /** A public holiday the groomer does not work. */
  isClosedPublicHoliday(day: number): boolean {
    return this.isPublicHoliday(day) && !this.worked.has(day)
  }
}

/** Validates and compiles a schedule once, for repeated calls. */
export function prepareSchedule(schedule: ScheduleInput): PreparedSchedule {
  return new PreparedSchedule(schedule)
}
