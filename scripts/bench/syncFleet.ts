import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { makeCalendar, vevent, type RunningRadicale } from '../lib/radicale'
import { manyConnections, manyGroomers } from './benchRows'

/**
 * The calendar-sync job's round over a fleet of connections: `connections` groomers, each with
 * one calendar of `events` events in one real Radicale, pulled by the job's round (leases,
 * bounded concurrency). First the round that lists every calendar, then `rounds` rounds five
 * minutes apart after `changes` events of every calendar were moved, each timed.
 */
export type FleetSettings = { connections: number; events: number; changes: number; rounds: number }
export type FleetResult = { firstRoundMs: number; roundsMs: number[] }

const stamp = (dt: DateTime) => dt.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
const PERIOD_MS = 5 * 60_000

/** Event `e` of every calendar, moved `shift` half-hours. */
const eventAt = (from: DateTime, e: number, shift = 0) => from.plus({ hours: 5 * e, minutes: 30 * shift })

/**
 * Event `e` of calendar `c` written straight into Radicale's storage (its own file layout): Radicale
 * tells objects apart by their content's hash, so it indexes a new file on the next listing and
 * reports a rewritten one as changed. Over HTTP (each write synced to disk), filling 1,000
 * calendars and moving 3,000 events a round would take longer than everything measured.
 */
function writeEvent(radicale: RunningRadicale, c: number, e: number, at: DateTime): void {
  writeFileSync(
    path.join(radicale.storage, `flotte-${c}`, `e${e}.ics`),
    vevent(`flotte-${c}-e${e}`, stamp(at), stamp(at.plus({ minutes: 30 }))),
  )
}

function fillCalendars(radicale: RunningRadicale, count: number, events: number, from: DateTime): string[] {
  const urls: string[] = []
  for (let c = 0; c < count; c++) {
    const name = `flotte-${c}`
    mkdirSync(path.join(radicale.storage, name), { recursive: true })
    writeFileSync(
      path.join(radicale.storage, name, '.Radicale.props'),
      JSON.stringify({ 'C:supported-calendar-component-set': 'VEVENT', 'D:displayname': name, tag: 'VCALENDAR' }),
    )
    for (let e = 0; e < events; e++) writeEvent(radicale, c, e, eventAt(from, e))
    urls.push(`${radicale.url}/${radicale.username}/${name}/`)
  }
  return urls
}

export async function benchFleet(
  payload: Payload,
  radicale: RunningRadicale,
  settings: FleetSettings,
  log: (line: string) => void,
): Promise<FleetResult> {
  const { syncAllConnections } = await import('../../src/server/calendarSync')
  const { encryptCredentials } = await import('../../src/server/calendarSync/crypto')
  const from = DateTime.utc().plus({ days: 2 }).startOf('day')
  // One calendar through Radicale itself: it makes the user's home collection.
  await makeCalendar(radicale, 'accueil')
  const urls = fillCalendars(radicale, settings.connections, settings.events, from)
  const groomers = await manyGroomers(payload, settings.connections, 'flotte')
  const credentials = encryptCredentials({
    kind: 'caldav',
    serverUrl: radicale.url,
    username: radicale.username,
    password: radicale.password,
  })
  const ids = await manyConnections(payload, groomers, urls, credentials)
  const counted = async (sql: string, params: unknown[] = []) =>
    Number((await payload.db.pool.query<{ n: string }>(sql, [ids, ...params])).rows[0].n)

  const tick = new Date()
  let t = performance.now()
  const first = await syncAllConnections(tick)
  const firstRoundMs = performance.now() - t
  const busy = await counted(`select count(*) as n from "busy_times" where "connection_id" = any($1::int[])`)
  log(
    `Flotte : premier tour (listes complètes) ${(firstRoundMs / 1000).toFixed(1)} s, ${first.synced} agendas, ${busy} occupations`,
  )
  if (first.synced !== settings.connections || busy !== settings.connections * settings.events)
    throw new Error(`Premier tour incomplet : ${JSON.stringify(first)}, ${busy} occupations`)

  const roundsMs: number[] = []
  for (let round = 1; round <= settings.rounds; round++) {
    for (let c = 0; c < settings.connections; c++)
      for (let e = 0; e < settings.changes; e++) writeEvent(radicale, c, e, eventAt(from, e, round))
    t = performance.now()
    const counts = await syncAllConnections(new Date(tick.getTime() + round * PERIOD_MS))
    roundsMs.push(performance.now() - t)
    const moved = await counted(
      `select count(*) as n from "busy_times" where "connection_id" = any($1::int[]) and "start" = any($2::timestamptz[])`,
      [Array.from({ length: settings.changes }, (_, e) => eventAt(from, e, round).toISO())],
    )
    log(
      `Flotte : tour ${round} (${settings.changes} changements par agenda) ${(roundsMs.at(-1)! / 1000).toFixed(1)} s, ${counts.synced} agendas, ${moved} occupations déplacées`,
    )
    if (counts.synced !== settings.connections || moved !== settings.connections * settings.changes)
      throw new Error(`Tour ${round} incorrect : ${JSON.stringify(counts)}, ${moved} déplacées`)
  }
  return { firstRoundMs, roundsMs }
}
