import { z } from 'zod'
import { parseHhMm, parseIsoDate } from './civil'
import { isKnownRegion } from './holidays'
import type { InstantInput, IntervalInput } from './instant'
import { isValidZone } from './zone'

const MIN_DAY = parseIsoDate('2000-01-01') as number
const MAX_DAY = parseIsoDate('2199-12-31') as number

export const localDateSchema = z.string().refine(
  (s) => {
    const d = parseIsoDate(s)
    return d !== null && d >= MIN_DAY && d <= MAX_DAY
  },
  { message: 'expected a real local date YYYY-MM-DD between 2000 and 2199' },
)

export const zoneSchema = z.string().refine(isValidZone, { message: 'unknown IANA time zone' })

/**
 * Shape only: epoch ms or a string. The value itself is checked by `toInstant`
 * (zod refinements cost about 0.5 µs each, too much for hundreds of busy intervals).
 */
export const instantSchema = z.custom<InstantInput>((v) => typeof v === 'number' || typeof v === 'string', {
  message: 'expected epoch ms or an ISO date-time string',
})

const timeOfDay = z.string().refine((s) => parseHhMm(s, false) !== null, { message: 'expected HH:mm (00:00–23:59)' })
const endTimeOfDay = z.string().refine((s) => parseHhMm(s, true) !== null, { message: 'expected HH:mm (00:01–24:00)' })

/** Object shape only; `collectIntervals` checks start and end (hot path). */
export const intervalSchema = z.custom<IntervalInput>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'expected an object { start, end }',
})

const availabilitySchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: timeOfDay,
    end: endTimeOfDay,
    everyNWeeks: z.number().int().min(1).max(52).default(1),
    validFrom: localDateSchema.nullish(),
    validUntil: localDateSchema.nullish(),
  })
  .refine((a) => (parseHhMm(a.end, true) as number) > (parseHhMm(a.start, false) as number), {
    message: 'end must be after start',
    path: ['end'],
  })
  .refine((a) => !a.validFrom || !a.validUntil || a.validUntil >= a.validFrom, {
    message: 'validUntil must not be before validFrom',
    path: ['validUntil'],
  })

const holidayPeriodSchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine((h) => h.to >= h.from, { message: 'to must not be before from', path: ['to'] })

const holidayRegionSchema = z
  .object({ country: z.enum(['FR', 'CH', 'BE']), region: z.string().nullish() })
  .refine((r) => r.region == null || isKnownRegion(r.country, r.region), {
    message: 'unknown region for this country',
    path: ['region'],
  })

const delaysSchema = z.object({
  minNoticeMinutes: z.number().int().min(0).max(525_600).default(120),
  notBeforeHour: z.number().int().min(0).max(23).nullish(),
  horizonMonths: z.number().int().min(1).max(120).default(3),
})

export const scheduleSchema = z.object({
  timezone: zoneSchema.default('Europe/Paris'),
  holidayRegion: holidayRegionSchema.prefault({ country: 'FR' }),
  availabilities: z.array(availabilitySchema),
  unavailabilities: z.array(intervalSchema).default([]),
  holidays: z.array(holidayPeriodSchema).default([]),
  workedPublicHolidays: z.array(localDateSchema).default([]),
  delays: delaysSchema.prefault({}),
})

export const motiveSchema = z.object({
  durationMinutes: z.number().int().min(1).max(1440),
  bufferBeforeMinutes: z.number().int().min(0).max(1440).default(0),
  bufferAfterMinutes: z.number().int().min(0).max(1440).default(0),
})

/** Fields shared by every call; `schedule` is validated separately (it may be a PreparedSchedule). */
export const requestSchema = z.object({
  schedule: z.unknown(),
  motive: motiveSchema,
  stepMinutes: z.number().int().min(1).max(1440).default(15),
  busy: z.array(intervalSchema).default([]),
  now: instantSchema,
  viewerTimezone: zoneSchema.nullish(),
})

export const windowSchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine((w) => w.to >= w.from, { message: 'to must not be before from', path: ['to'] })
  .refine((w) => (parseIsoDate(w.to) as number) - (parseIsoDate(w.from) as number) < 1000, {
    message: 'window is limited to 1000 days',
    path: ['to'],
  })

export const firstFreeRequestSchema = requestSchema.extend({
  id: z.string().min(1),
  horizonDays: z.number().int().min(1).max(1000),
})

export type ScheduleInput = z.input<typeof scheduleSchema>
export type Schedule = z.output<typeof scheduleSchema>
export type MotiveInput = z.input<typeof motiveSchema>
export type AvailabilityInput = z.input<typeof availabilitySchema>
export type Delays = z.input<typeof delaysSchema>
