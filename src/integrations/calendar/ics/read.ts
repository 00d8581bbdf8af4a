import ICAL from 'ical.js'
import { DateTime } from 'luxon'

import { isPushedUid, type BusyEvent } from '../port'

/**
 * The busy ranges of a calendar object (RFC 5545), read by ical.js: recurrences (RRULE, RDATE,
 * EXDATE) expanded within the window, overridden instances (RECURRENCE-ID), time zones from the
 * file's VTIMEZONE. A TZID the file does not define is read as the IANA zone of that name; floating
 * times and all-day dates in `defaultZone`. Cancelled (STATUS:CANCELLED) and free
 * (TRANSP:TRANSPARENT) events are not busy, nor the site's own pushed appointments.
 */

type Window = { from: Date; to: Date }
/** An event's length: whole days for all-day events (a day may have 23 or 25 hours), else milliseconds. */
type Length = { days: number } | { ms: number }
/** The instant of a time read from one property (its TZID decides the zone). */
type Clock = (time: ICAL.Time) => DateTime | null

const MAX_OCCURRENCES = 2000
/** Occurrences of one recurrence before it is given up (a minutely rule started years ago). */
const MAX_STEPS = 100_000
/**
 * Candidate dates ical.js may test for one recurrence: a rule no date can meet (FREQ=DAILY with
 * BYMONTH=2;BYMONTHDAY=30) otherwise keeps its iterator searching for minutes (100,000 take about 3 s).
 */
const MAX_CANDIDATES = 100_000

/** Busy ranges of one calendar object; `key` names them (`key`, or `key#start` for occurrences). */
export function busyFromIcs(text: string, key: string, window: Window, defaultZone = 'Europe/Paris'): BusyEvent[] {
  const events = vevents(text)
  const overridden = new Map<string, Set<number>>()
  for (const event of events) {
    const at = recurrenceIdOf(event, defaultZone)
    if (at) overridden.set(uidOf(event), (overridden.get(uidOf(event)) ?? new Set()).add(at.toMillis()))
  }
  const busy: BusyEvent[] = []
  for (const event of events) {
    try {
      busy.push(...busyOf(event, key, window, defaultZone, overridden.get(uidOf(event)) ?? new Set()))
    } catch {
      // An event ical.js cannot read (a malformed date or duration) holds no time; the others still count.
    }
  }
  return busy
}

function vevents(text: string): ICAL.Component[] {
  let parsed: unknown[]
  try {
    parsed = ICAL.parse(text) as unknown[]
  } catch {
    return []
  }
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as ConstructorParameters<typeof ICAL.Component>[0][]
  return roots.flatMap((root) => new ICAL.Component(root).getAllSubcomponents('vevent'))
}

const uidOf = (event: ICAL.Component) => String(event.getFirstPropertyValue('uid') ?? '')
const upper = (event: ICAL.Component, name: string) =>
  String(event.getFirstPropertyValue(name) ?? '')
    .trim()
    .toUpperCase()

function busyOf(
  event: ICAL.Component,
  key: string,
  window: Window,
  defaultZone: string,
  overridden: Set<number>,
): BusyEvent[] {
  // The site's own appointments pushed to this calendar already hold their time.
  if (isPushedUid(uidOf(event))) return []
  const startProp = event.getFirstProperty('dtstart')
  const start = startProp?.getFirstValue() as ICAL.Time | null | undefined
  if (!startProp || !start) return []
  const clock = clockOf(startProp, defaultZone)
  const length = lengthOf(event, start, clock, defaultZone)
  if (upper(event, 'status') === 'CANCELLED' || upper(event, 'transp') === 'TRANSPARENT') return []
  const busy: BusyEvent[] = []
  const push = (uid: string, at: ICAL.Time) => {
    const range = rangeOf(at, length, clock)
    if (range && range.end > window.from && range.start <= window.to) busy.push({ uid, ...range })
  }
  const recurrenceId = recurrenceIdOf(event, defaultZone)
  if (recurrenceId) push(`${key}#${recurrenceId.toUTC().toISO()}`, start)
  else if (event.hasProperty('rrule') || event.hasProperty('rdate')) {
    const excluded = new Set([...overridden, ...exdatesOf(event, defaultZone)])
    for (const occurrence of occurrences(event, start, clock, window)) {
      const at = clock(occurrence)
      if (!at || excluded.has(at.toMillis())) continue
      push(`${key}#${at.toUTC().toISO()}`, occurrence)
      if (busy.length >= MAX_OCCURRENCES) break
    }
  } else push(key, start)
  return busy
}

/**
 * The zone of the times of one property: the file's VTIMEZONE of its TZID (ical.js), else the IANA
 * zone of that name, else `defaultZone` (floating times, all-day dates, an unknown TZID).
 */
function clockOf(prop: ICAL.Property, defaultZone: string): Clock {
  const tzid = prop.getParameter('tzid')
  const named = typeof tzid === 'string' && DateTime.local().setZone(tzid).isValid ? tzid : null
  return (time) => {
    if (time.zone === ICAL.Timezone.utcTimezone) return wallTime(time, 'utc')
    if (!time.isDate && time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.component)
      return DateTime.fromSeconds(time.toUnixTime(), { zone: 'utc' })
    return wallTime(time, (!time.isDate && named) || defaultZone)
  }
}

function wallTime(time: ICAL.Time, zone: string): DateTime | null {
  const { year, month, day } = time
  const [hour, minute, second] = time.isDate ? [0, 0, 0] : [time.hour, time.minute, time.second]
  const at = DateTime.fromObject({ year, month, day, hour, minute, second }, { zone })
  return at.isValid ? at : null
}

function recurrenceIdOf(event: ICAL.Component, defaultZone: string): DateTime | null {
  const prop = event.getFirstProperty('recurrence-id')
  const value = prop?.getFirstValue() as ICAL.Time | null | undefined
  return prop && value ? clockOf(prop, defaultZone)(value) : null
}

function exdatesOf(event: ICAL.Component, defaultZone: string): number[] {
  return event.getAllProperties('exdate').flatMap((prop) => {
    const clock = clockOf(prop, defaultZone)
    return (prop.getValues() as ICAL.Time[]).flatMap((value) => clock(value)?.toMillis() ?? [])
  })
}

/** DTEND, else DURATION, else one day for an all-day event and nothing for a timed one. */
function lengthOf(event: ICAL.Component, start: ICAL.Time, clock: Clock, defaultZone: string): Length {
  const endProp = event.getFirstProperty('dtend')
  const end = endProp?.getFirstValue() as ICAL.Time | null | undefined
  const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null
  if (start.isDate) {
    if (end) return { days: Math.round(end.subtractDate(start).toSeconds() / 86_400) }
    if (duration) return { days: Math.round(duration.toSeconds() / 86_400) }
    return { days: 1 }
  }
  if (endProp && end) {
    const [from, to] = [clock(start), clockOf(endProp, defaultZone)(end)]
    return { ms: from && to ? to.toMillis() - from.toMillis() : 0 }
  }
  return { ms: duration ? duration.toSeconds() * 1000 : 0 }
}

function rangeOf(at: ICAL.Time, length: Length, clock: Clock): { start: Date; end: Date } | null {
  const start = clock(at)
  if (!start) return null
  const end = 'days' in length ? start.plus({ days: length.days }) : start.plus({ milliseconds: length.ms })
  return end > start ? { start: start.toUTC().toJSDate(), end: end.toUTC().toJSDate() } : null
}

/**
 * The event's occurrences (RRULE, RDATE, less ical.js's reading of EXDATE) up to the end of the
 * window. DTSTART is always the first (ical.js yields it only through an RRULE).
 */
function* occurrences(event: ICAL.Component, start: ICAL.Time, clock: Clock, window: Window): Generator<ICAL.Time> {
  const seen = new Set<number>()
  if (!event.hasProperty('rrule')) {
    seen.add(clock(start)?.toMillis() ?? NaN)
    yield start
  }
  let expansion: ICAL.RecurExpansion
  try {
    expansion = new ICAL.RecurExpansion({ component: event, dtstart: start })
  } catch {
    // A rule ical.js cannot read: the first occurrence still holds its time.
    if (seen.size === 0) yield start
    return
  }
  limitSteps(expansion)
  const last = window.to.getTime()
  for (let step = 0; step < MAX_STEPS; step++) {
    let next: ICAL.Time | undefined
    try {
      next = expansion.next()
    } catch {
      return // a rule that can never be met again (ical.js gives up after 500 tries)
    }
    if (!next) return
    const at = clock(next)?.toMillis()
    if (at !== undefined && at > last) return
    if (at !== undefined && seen.has(at)) continue
    yield next
  }
}

type Candidates = { check_contracting_rules: () => boolean }

/** Stops the expansion (it throws) once its rules have tested MAX_CANDIDATES dates. */
function limitSteps(expansion: ICAL.RecurExpansion): void {
  let left = MAX_CANDIDATES
  for (const iterator of (expansion as unknown as { ruleIterators: Candidates[] }).ruleIterators) {
    const check = iterator.check_contracting_rules.bind(iterator)
    iterator.check_contracting_rules = () => {
      if (--left < 0) throw new Error('Récurrence sans fin : abandonnée')
      return check()
    }
  }
}
