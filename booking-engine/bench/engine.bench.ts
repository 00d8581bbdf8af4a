/**
 * Engine benchmark: prints medians (60 samples after 100 warm-up batches), then one final JSON line.
 * Inputs are generated with a seeded PRNG, so every run measures the same work.
 */
import {
  computeSlots,
  firstFreeSlots,
  prepareSchedule,
  type ComputeSlotsInput,
  type FirstFreeRequest,
  type IntervalInput,
  type ScheduleInput,
} from '../src/index'

const NOW = Date.parse('2026-03-02T08:00:00+01:00') // a Monday
const DAY = 86_400_000
const WARMUP = 100
const SAMPLES = 60

function prng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function schedule(rand: () => number, horizonMonths: number): ScheduleInput {
  const morning = 8 + Math.floor(rand() * 2)
  const afternoon = 13 + Math.floor(rand() * 2)
  return {
    timezone: 'Europe/Paris',
    holidayRegion: { country: 'FR' },
    availabilities: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, start: `0${morning}:00`, end: '12:00' },
      { weekday, start: `${afternoon}:00`, end: '18:30' },
    ]),
    unavailabilities: [],
    holidays: [{ from: '2026-04-20', to: '2026-04-24' }],
    workedPublicHolidays: [],
    delays: { minNoticeMinutes: 120, notBeforeHour: 10, horizonMonths },
  }
}

/** `count` busy intervals of 30–90 minutes during working hours over `days` days. */
function busy(rand: () => number, count: number, days: number, fromDay = 0): IntervalInput[] {
  const out: IntervalInput[] = []
  for (let i = 0; i < count; i++) {
    const day = fromDay + Math.floor(rand() * days)
    const minute = 8 * 60 + Math.floor(rand() * 40) * 15
    const start = NOW + day * DAY + (minute - 8 * 60) * 60_000
    const end = start + (30 + Math.floor(rand() * 5) * 15) * 60_000
    out.push(i % 2 === 0 ? { start, end } : { start: new Date(start).toISOString(), end: new Date(end).toISOString() })
  }
  return out
}

function windowInput(days: number, busyCount: number): ComputeSlotsInput {
  const rand = prng(42)
  return {
    schedule: schedule(rand, 13),
    motive: { durationMinutes: 45, bufferAfterMinutes: 15 },
    stepMinutes: 15,
    busy: busy(rand, busyCount, days),
    now: NOW,
    from: '2026-03-02',
    to: new Date(NOW + (days - 1) * DAY).toISOString().slice(0, 10),
  }
}

function directory(): FirstFreeRequest[] {
  const rand = prng(7)
  return Array.from({ length: 1000 }, (_, i) => {
    // One groomer in ten is fully booked for its first three weeks.
    const booked: IntervalInput[] = i % 10 === 0 ? [{ start: NOW, end: NOW + 21 * DAY }] : []
    return {
      id: `groomer-${i}`,
      schedule: schedule(rand, 3),
      motive: { durationMinutes: 30 + 15 * (i % 4), bufferBeforeMinutes: 0, bufferAfterMinutes: 10 },
      stepMinutes: 15,
      busy: [...booked, ...busy(rand, 40, 60)],
      horizonDays: 60,
    }
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Median time in ms of one call; each sample averages `batch` calls to smooth timer resolution. */
function measure(label: string, fn: () => unknown, batch: number): number {
  for (let i = 0; i < WARMUP * batch; i++) fn()
  const samples: number[] = []
  for (let s = 0; s < SAMPLES; s++) {
    const t0 = performance.now()
    for (let i = 0; i < batch; i++) fn()
    samples.push((performance.now() - t0) / batch)
  }
  const m = median(samples)
  console.log(`${label.padEnd(44)} median ${m.toFixed(3)} ms  (${SAMPLES} samples × ${batch} runs)`)
  return m
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits))

const w90 = windowInput(90, 200)
const slotCount = computeSlots(w90).days.reduce((n, d) => n + d.slots.length, 0)
console.log(`window90: ${slotCount} slots over 90 days, 200 busy intervals`)
const window90 = measure('window 90 days, 1 groomer', () => computeSlots(w90), 20)

const requests = directory()
// The directory prepares each groomer's schedule once (it changes rarely) and
// validates busy intervals on every call.
const prepared = requests.map((r) => ({ ...r, schedule: prepareSchedule(r.schedule as ScheduleInput) }))
const found = Object.values(firstFreeSlots(prepared, NOW)).filter((s) => s !== null).length
console.log(`first free: ${found} / ${requests.length} groomers have a slot within 60 days`)
const firstFree = measure('first free, 1000 groomers, 60 days, prepared', () => firstFreeSlots(prepared, NOW), 1)
measure('first free, 1000 groomers, 60 days, raw', () => firstFreeSlots(requests, NOW), 1)

const perDay: Record<string, number> = {}
for (const days of [30, 90, 365]) {
  const input = windowInput(days, Math.round((200 * days) / 90))
  const ms = measure(`window ${days} days (busy scaled)`, () => computeSlots(input), 365 / days > 4 ? 20 : 5)
  perDay[String(days)] = round((ms * 1000) / days, 2)
}

console.log(
  JSON.stringify({ window90_ms: round(window90, 4), first_free_1000_ms: round(firstFree, 3), per_day_us: perDay }),
)
