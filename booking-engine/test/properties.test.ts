import fc from 'fast-check'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import {
  computeSlots,
  firstFreeSlots,
  isSlotBookable,
  prepareSchedule,
  type AvailabilityInput,
  type ComputeSlotsInput,
  type ScheduleInput,
} from '../src/index'
import { expectedStarts, publicHolidaysOf, toMs } from './oracle'

const ZONES = [
  'Europe/Paris',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Pacific/Apia',
  'America/New_York',
  'Asia/Jerusalem',
  'Africa/Cairo',
  'UTC',
]
const BASE = Date.parse('2026-01-01T00:00:00Z')
const DAY = 86_400_000
const hhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
const dateAt = (dayOffset: number): string => new Date(BASE + dayOffset * DAY).toISOString().slice(0, 10)

/** undefined three times in four. */
const rarely = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb })

const availability = (nowDay: number): fc.Arbitrary<AvailabilityInput> =>
  fc
    .record({
      weekday: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 1435 }),
      length: fc.integer({ min: 5, max: 720 }),
      everyNWeeks: fc.oneof(
        { weight: 3, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.integer({ min: 2, max: 3 }) },
      ),
      from: rarely(fc.integer({ min: nowDay - 30, max: nowDay + 20 })),
      span: rarely(fc.integer({ min: 0, max: 40 })),
    })
    .map((a) => {
      const end = Math.min(1440, a.start + a.length)
      return {
        weekday: a.weekday,
        start: hhmm(a.start),
        end: hhmm(end),
        everyNWeeks: a.everyNWeeks,
        ...(a.from === undefined ? {} : { validFrom: dateAt(a.from) }),
        ...(a.from === undefined || a.span === undefined ? {} : { validUntil: dateAt(a.from + a.span) }),
      }
    })

const interval = (firstDay: number, lastDay: number, maxMinutes: number) =>
  fc
    .record({
      at: fc.integer({ min: firstDay * 1440, max: lastDay * 1440 }),
      len: fc.integer({ min: 0, max: maxMinutes }),
      iso: fc.boolean(),
    })
    .map(({ at, len, iso }) => {
      const start = BASE + at * 60_000
      const end = start + len * 60_000
      return iso ? { start: new Date(start).toISOString(), end: new Date(end).toISOString() } : { start, end }
    })

export const arbInputForStats: fc.Arbitrary<ComputeSlotsInput> = fc
  .record({
    nowMinute: fc.integer({ min: 0, max: 330 * 1440 }),
    fromOffset: fc.integer({ min: -3, max: 20 }),
    days: fc.integer({ min: 1, max: 30 }),
  })
  .chain(({ nowMinute, fromOffset, days }) => {
    const nowDay = Math.floor(nowMinute / 1440)
    const first = nowDay + fromOffset - 1
    const last = nowDay + fromOffset + days + 1
    return fc.record({
      nowMinute: fc.constant(nowMinute),
      fromOffset: fc.constant(fromOffset),
      days: fc.constant(days),
      zone: fc.constantFrom(...ZONES),
      region: fc.constantFrom(
        { country: 'FR' as const },
        { country: 'FR' as const, region: '57' },
        { country: 'CH' as const, region: 'VD' },
        { country: 'BE' as const },
      ),
      availabilities: fc.array(availability(nowDay), { minLength: 1, maxLength: 14 }),
      unavailabilities: fc.array(interval(first, last, 2 * 1440), { maxLength: 3 }),
      holidays: fc.array(
        fc.record({ at: fc.integer({ min: nowDay - 5, max: nowDay + 40 }), len: fc.integer({ min: 0, max: 4 }) }),
        { maxLength: 3 },
      ),
      worked: fc.array(fc.integer({ min: nowDay - 5, max: nowDay + 60 }), { maxLength: 6 }),
      notice: fc.oneof(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 3 * 1440 })),
      notBeforeHour: fc.option(fc.integer({ min: 0, max: 23 }), { nil: null }),
      horizonMonths: fc.integer({ min: 1, max: 4 }),
      duration: fc.integer({ min: 5, max: 240 }),
      bufferBefore: fc.integer({ min: 0, max: 60 }),
      bufferAfter: fc.integer({ min: 0, max: 60 }),
      step: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 7),
      busy: fc.array(interval(first, last, 300), { maxLength: 80 }),
      viewer: fc.option(fc.constantFrom(...ZONES), { nil: undefined }),
    })
  })
  .map((r) => {
    const nowMs = BASE + r.nowMinute * 60_000
    const nowDay = Math.floor(r.nowMinute / 1440)
    const schedule: ScheduleInput = {
      timezone: r.zone,
      holidayRegion: r.region,
      availabilities: r.availabilities,
      unavailabilities: r.unavailabilities,
      holidays: r.holidays.map((h) => ({ from: dateAt(h.at), to: dateAt(h.at + h.len) })),
      // Mix in real public holidays so that "worked" matters.
      workedPublicHolidays: [
        ...r.worked.map(dateAt),
        ...[...publicHolidaysOf(r.region, 2026)].filter((_, i) => i % 2 === 0),
      ],
      delays: { minNoticeMinutes: r.notice, notBeforeHour: r.notBeforeHour, horizonMonths: r.horizonMonths },
    }
    return {
      schedule,
      motive: { durationMinutes: r.duration, bufferBeforeMinutes: r.bufferBefore, bufferAfterMinutes: r.bufferAfter },
      stepMinutes: r.step,
      busy: r.busy,
      now: r.nowMinute % 2 === 0 ? nowMs : new Date(nowMs).toISOString(),
      from: dateAt(nowDay + r.fromOffset),
      to: dateAt(nowDay + r.fromOffset + r.days - 1),
      ...(r.viewer === undefined ? {} : { viewerTimezone: r.viewer }),
    }
  })

const arbInput = arbInputForStats
describe('properties (fast-check)', () => {
  it('generates inputs that exercise the rules', () => {
    const samples = fc.sample(arbInput, { numRuns: 200, seed: 1 })
    let slots = 0
    let blockedRuns = 0
    for (const input of samples) {
      const r = computeSlots(input)
      const n = r.days.reduce((k, d) => k + d.slots.length, 0)
      const free = computeSlots({ ...input, busy: [] }).days.reduce((k, d) => k + d.slots.length, 0)
      slots += n
      if (free > n) blockedRuns++
    }
    expect(slots / samples.length).toBeGreaterThan(20)
    expect(blockedRuns).toBeGreaterThan(30)
  })

  it('every slot matches the brute-force luxon reference: inside an availability, no busy overlap, no closed day, notice, horizon, step', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = computeSlots(input)
        const zone = (input.schedule as ScheduleInput).timezone ?? 'Europe/Paris'
        for (const day of result.days) {
          const expected = expectedStarts(input, day.date)
          const starts = day.slots.map((s) => s.startMs)
          if (expected !== null) expect(starts, day.date).toEqual(expected)
          expect(day.open).toBe(day.slots.length > 0)
          expect(day.reason === undefined).toBe(day.open)
          for (let i = 1; i < starts.length; i++) expect(starts[i] as number).toBeGreaterThan(starts[i - 1] as number)
          for (const s of day.slots) {
            expect(DateTime.fromMillis(s.startMs, { zone }).toISODate()).toBe(day.date)
            expect(s.endMs - s.startMs).toBe(input.motive.durationMinutes * 60_000)
            expect(toMs(s.start)).toBe(s.startMs)
            expect(toMs(s.end)).toBe(s.endMs)
            const viewer = DateTime.fromMillis(s.startMs, { zone: input.viewerTimezone ?? zone })
            expect(s.start.slice(0, 19)).toBe(viewer.toFormat("yyyy-LL-dd'T'HH:mm:ss"))
          }
        }
      }),
      { numRuns: 150 },
    )
  })

  it('slots on DST-change days never overlap busy time, notice or horizon, and stay on their local day', () => {
    const dstInput = arbInput.map((i) => ({ ...i, from: '2026-03-20', to: '2026-04-30', now: '2026-03-01T00:00:00Z' }))
    fc.assert(
      fc.property(dstInput, (input) => {
        const s = input.schedule as ScheduleInput
        const zone = s.timezone ?? 'Europe/Paris'
        const blocked = [...(input.busy ?? []), ...(s.unavailabilities ?? [])].map(
          (b) => [toMs(b.start), toMs(b.end)] as const,
        )
        const before = (input.motive.bufferBeforeMinutes ?? 0) * 60_000
        const after = (input.motive.bufferAfterMinutes ?? 0) * 60_000
        const notice = toMs(input.now) + (s.delays?.minNoticeMinutes ?? 120) * 60_000
        for (const day of computeSlots(input).days) {
          for (const slot of day.slots) {
            expect(DateTime.fromMillis(slot.startMs, { zone }).toISODate()).toBe(day.date)
            expect(slot.startMs).toBeGreaterThanOrEqual(notice)
            expect(blocked.some(([a, b]) => a < b && a < slot.endMs + after && b > slot.startMs - before)).toBe(false)
          }
          expect(new Set(day.slots.map((x) => x.startMs)).size).toBe(day.slots.length)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('two runs give identical results, raw or prepared', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const a = computeSlots(input)
        const b = computeSlots(structuredClone(input))
        const c = computeSlots({ ...input, schedule: prepareSchedule(input.schedule as ScheduleInput) })
        expect(b).toEqual(a)
        expect(c).toEqual(a)
      }),
      { numRuns: 60 },
    )
  })

  it('isSlotBookable accepts exactly the offered starts; firstFreeSlots returns the first one', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 1, max: 40 }), (input, horizonDays) => {
        const nowMs = toMs(input.now)
        const zone = (input.schedule as ScheduleInput).timezone ?? 'Europe/Paris'
        const today = DateTime.fromMillis(nowMs, { zone }).toISODate() as string
        const last = DateTime.fromISO(today, { zone: 'UTC' })
          .plus({ days: horizonDays - 1 })
          .toISODate() as string
        const window = computeSlots({ ...input, from: today, to: last })
        const slots = window.days.flatMap((d) => d.slots)
        const first = firstFreeSlots([{ ...input, id: 'g', horizonDays }], input.now).g
        expect(first ?? null).toEqual(slots[0] ?? null)
        for (const slot of slots.slice(0, 20)) {
          const r = isSlotBookable(input, slot.startMs)
          expect(r.ok).toBe(true)
          expect(isSlotBookable(input, slot.startMs + 60_000).ok).toBe(
            slots.some((x) => x.startMs === slot.startMs + 60_000),
          )
        }
      }),
      { numRuns: 80 },
    )
  })
})
