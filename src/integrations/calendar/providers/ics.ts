import { DateTime, Duration } from 'luxon'
import * as rruleModule from 'rrule'

import { isPushedUid, type BusyEvent, type PushedEvent } from './port'

/**
 * iCalendar (RFC 5545) as the CalDAV adapter needs it: the busy ranges of a calendar object,
 * and the .ics of a pushed appointment. Supported: DTSTART/DTEND/DURATION in UTC, with TZID or
 * floating (read in `defaultZone`), all-day dates; RRULE as rrule.js reads it (FREQ, INTERVAL,
 * COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH…) expanded within the window; EXDATE; overridden
 * instances (RECURRENCE-ID). Cancelled (STATUS:CANCELLED) and free (TRANSP:TRANSPARENT) events
 * are not busy. RDATE is ignored.
 */

type Prop = { name: string; params: Record<string, string>; value: string }
type Window = { from: Date; to: Date }

// rrule ships CommonJS to plain Node ESM (scripts) and ESM to bundlers: find RRule in both.
const RRule = rruleModule.RRule ?? (rruleModule as unknown as { default: typeof rruleModule }).default.RRule

const MAX_OCCURRENCES = 2000

function unfold(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean)
}

function parseLine(line: string): Prop {
  const colon = findValueColon(line)
  const head = line.slice(0, colon)
  const value = line.slice(colon + 1)
  const [name, ...rawParams] = head.split(';')
  const params: Record<string, string> = {}
  for (const raw of rawParams) {
    const eq = raw.indexOf('=')
    if (eq > 0) params[raw.slice(0, eq).toUpperCase()] = raw.slice(eq + 1).replace(/^"|"$/g, '')
  }
  return { name: name.toUpperCase(), params, value }
}

/** The colon after the name and parameters (a quoted parameter may hold one). */
function findValueColon(line: string): number {
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted
    else if (line[i] === ':' && !quoted) return i
  }
  return line.length
}

type ParsedDate = { at: DateTime; allDay: boolean }

function parseDate(prop: Prop, defaultZone: string): ParsedDate | null {
  const value = prop.value.trim()
  if (/^\d{8}$/.test(value)) {
    const at = DateTime.fromFormat(value, 'yyyyMMdd', { zone: defaultZone })
    return at.isValid ? { at, allDay: true } : null
  }
  const utc = value.endsWith('Z')
  const zone = utc ? 'utc' : (validZone(prop.params.TZID) ?? defaultZone)
  const at = DateTime.fromFormat(value.replace(/Z$/, ''), "yyyyMMdd'T'HHmmss", { zone })
  return at.isValid ? { at, allDay: false } : null
}

function validZone(tzid: string | undefined): string | null {
  if (!tzid) return null
  return DateTime.local().setZone(tzid).isValid ? tzid : null
}

type VEvent = { props: Prop[] }

function vevents(text: string): VEvent[] {
  const events: VEvent[] = []
  let current: VEvent | null = null
  let nested = 0
  for (const line of unfold(text)) {
    const upper = line.toUpperCase()
    if (upper === 'BEGIN:VEVENT') current = { props: [] }
    else if (upper === 'END:VEVENT') {
      if (current) events.push(current)
      current = null
    } else if (current && upper.startsWith('BEGIN:')) nested++
    else if (current && upper.startsWith('END:')) nested--
    else if (current && nested === 0) current.props.push(parseLine(line))
  }
  return events
}

const first = (event: VEvent, name: string) => event.props.find((p) => p.name === name)

/** Busy ranges of one calendar object; `key` names them (`key`, or `key#start` for occurrences). */
export function busyFromIcs(text: string, key: string, window: Window, defaultZone = 'Europe/Paris'): BusyEvent[] {
  const events = vevents(text)
  const overridden = new Set<number>()
  const busy: BusyEvent[] = []
  for (const event of events) {
    const recurrenceId = first(event, 'RECURRENCE-ID')
    if (recurrenceId) {
      const at = parseDate(recurrenceId, defaultZone)
      if (at) overridden.add(at.at.toMillis())
    }
  }
  for (const event of events) {
    const status = first(event, 'STATUS')?.value.toUpperCase()
    const transp = first(event, 'TRANSP')?.value.toUpperCase()
    // The site's own appointments pushed to this calendar already hold their time.
    if (isPushedUid(first(event, 'UID')?.value)) continue
    const startProp = first(event, 'DTSTART')
    const start = startProp ? parseDate(startProp, defaultZone) : null
    if (!start) continue
    const length = eventLength(event, start, defaultZone)
    const free = status === 'CANCELLED' || transp === 'TRANSPARENT'
    const recurrenceId = first(event, 'RECURRENCE-ID')
    const rule = first(event, 'RRULE')
    if (recurrenceId) {
      const at = parseDate(recurrenceId, defaultZone)
      if (!free && at) pushIfInWindow(busy, `${key}#${at.at.toUTC().toISO()}`, start.at, length, window)
    } else if (rule) {
      if (free) continue
      const excluded = new Set([...overridden, ...exdates(event, defaultZone)])
      for (const occurrence of expand(rule.value, start, window, length)) {
        if (excluded.has(occurrence.toMillis())) continue
        pushIfInWindow(busy, `${key}#${occurrence.toUTC().toISO()}`, occurrence, length, window)
      }
    } else if (!free) pushIfInWindow(busy, key, start.at, length, window)
  }
  return busy
}

function eventLength(event: VEvent, start: ParsedDate, defaultZone: string): Duration {
  const endProp = first(event, 'DTEND')
  const end = endProp ? parseDate(endProp, defaultZone) : null
  if (end) return end.at.diff(start.at)
  const duration = first(event, 'DURATION')
  if (duration) {
    const parsed = Duration.fromISO(duration.value.replace(/^\+/, ''))
    if (parsed.isValid) return parsed
  }
  return start.allDay ? Duration.fromObject({ days: 1 }) : Duration.fromMillis(0)
}

function exdates(event: VEvent, defaultZone: string): number[] {
  return event.props
    .filter((p) => p.name === 'EXDATE')
    .flatMap((p) => p.value.split(',').map((value) => parseDate({ ...p, value }, defaultZone)))
    .filter((d): d is ParsedDate => d !== null)
    .map((d) => d.at.toMillis())
}

/** Occurrences in the window; rrule.js works on "floating" dates, so wall times go through UTC. */
function expand(rule: string, start: ParsedDate, window: Window, length: Duration): DateTime[] {
  const zone = start.at.zone
  const floating = (at: DateTime) => new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second))
  const back = (date: Date) =>
    DateTime.fromObject(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
        second: date.getUTCSeconds(),
      },
      { zone },
    )
  let options
  try {
    options = RRule.parseString(rule)
  } catch {
    return [start.at]
  }
  const rrule = new RRule({ ...options, dtstart: floating(start.at) })
  const from = DateTime.fromJSDate(window.from).minus(length).setZone(zone)
  const to = DateTime.fromJSDate(window.to).setZone(zone)
  const found: DateTime[] = []
  rrule.between(floating(from), floating(to), true, (date) => {
    found.push(back(date))
    return found.length < MAX_OCCURRENCES
  })
  return found
}

function pushIfInWindow(busy: BusyEvent[], uid: string, start: DateTime, length: Duration, window: Window): void {
  const end = start.plus(length)
  if (end.toMillis() <= start.toMillis()) return
  if (end.toJSDate() < window.from || start.toJSDate() > window.to) return
  busy.push({ uid, start: start.toUTC().toJSDate(), end: end.toUTC().toJSDate() })
}

const stamp = (date: Date) => DateTime.fromJSDate(date).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** The .ics of an appointment pushed to the groomer's calendar (UTC times, stable UID). */
export function icsFor(event: PushedEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mon Toiletteur//Agenda//FR',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.join('\r\n')}\r\n`
}
