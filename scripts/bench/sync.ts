import { DateTime } from 'luxon'

import { makeCalendar, putEvent, startRadicale, vevent, type RunningRadicale } from '../lib/radicale'
import { createGroomer } from '../lib/people'
import { benchFleet } from './syncFleet'
import { median } from '../lib/stats'
import { runBenchmark, withBenchDatabase } from '../lib/bench'

/**
 * `npm run bench:sync`: a real Radicale filled with 5,000 events, synced through the calendar
 * sync service into busy-times (fresh embedded database): the first full sync, then an
 * incremental one after 10 changed events, ROUNDS times (medians printed). The incremental sync
 * is also split into Radicale's own time (the same sync-collection report sent alone afterwards:
 * Radicale reads every object of the calendar to answer it) and ours. Then the sync job's round
 * over 1,000 connections of one Radicale with a few changes each, against its 5-minute period.
 * Ends with one JSON line.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000)
const CHANGED = 10
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const FLEET = { connections: Number(process.env.BENCH_FLEET ?? 1000), events: 50, changes: 3, rounds: ROUNDS }
const PERIOD_S = 300

const stamp = (dt: DateTime) => dt.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")

function calendarOf(count: number, start: DateTime): string {
  const events: string[] = []
  for (let i = 0; i < count; i++) {
    // Hourly half-hour events: 5,000 of them fit in the year the sync looks ahead.
    const at = start.plus({ hours: i })
    events.push(
      [
        'BEGIN:VEVENT',
        `UID:bench-${i}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${stamp(at)}`,
        `DTEND:${stamp(at.plus({ minutes: 30 }))}`,
        `SUMMARY:Occupé ${i}`,
        'END:VEVENT',
      ].join('\r\n'),
    )
  }
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//FR', ...events, 'END:VCALENDAR', ''].join('\r\n')
}

/** Radicale's time to answer the sync-collection report from `cursor` (`sync:<token>`), body read. */
async function serverReportMs(radicale: RunningRadicale, calendarUrl: string, cursor: string): Promise<number> {
  const body = `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:sync-token>${cursor.slice(5)}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/><c:calendar-data/></d:prop></d:sync-collection>`
  const t = performance.now()
  const response = await fetch(calendarUrl, {
    method: 'REPORT',
    headers: {
      authorization: `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`,
      'content-type': 'application/xml',
      depth: '1',
    },
    body,
  })
  await response.text()
  if (response.status !== 207) throw new Error(`Rapport sync-collection refusé (${response.status})`)
  return performance.now() - t
}

async function main() {
  // The bench's Radicale is on loopback, which the CalDAV address guard refuses by default.
  process.env.CALDAV_ALLOW_PRIVATE_ADDRESSES ??= 'true'
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
  let running: Awaited<ReturnType<typeof startRadicale>> | undefined
  try {
    await withBenchDatabase('bench', async (payload) => {
      const { createConnection, disconnect, syncConnection } = await import('../../src/server/calendarSync')
      const from = DateTime.utc().plus({ days: 1 }).startOf('hour')
      const full: number[] = []
      const incremental: number[] = []
      const server: number[] = []
      const db = payload
      for (let round = 0; round < ROUNDS; round++) {
        // A fresh Radicale per round: the connection sees this round's calendar only.
        const radicale = await startRadicale()
        running = radicale
        const name = `bench-${round}`
        const calendarUrl = await makeCalendar(radicale, name)
        // One PUT of a whole calendar: Radicale splits it into one object per event.
        const upload = await fetch(calendarUrl, {
          method: 'PUT',
          headers: {
            authorization: `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`,
            'content-type': 'text/calendar',
          },
          body: calendarOf(EVENTS, from),
        })
        if (!upload.ok) throw new Error(`Remplissage du calendrier refusé (${upload.status})`)
        const person = await createGroomer(db)
        const { id } = await createConnection(person, {
          provider: 'icloud',
          accountLabel: `${radicale.username}-${round}`,
          credentials: {
            kind: 'caldav',
            serverUrl: radicale.url,
            username: radicale.username,
            password: radicale.password,
          },
        })
        // createConnection starts a first pull in the background: wait for it, then time one complete
        // listing alone (no cursor, every busy time replaced), as a new or resynced calendar gets.
        await syncConnection(id)
        await db.db.drizzle.execute(
          `update "calendar_connections_calendars" set "cursor" = null, "full_synced_at" = null where "_parent_id" = ${id}`,
        )
        let t = performance.now()
        await syncConnection(id)
        const busy = await db.count({
          collection: 'busy-times',
          overrideAccess: true,
          where: { connection: { equals: id } },
        })
        full.push(performance.now() - t)
        console.log(
          `Tour ${round + 1} : synchronisation complète ${full.at(-1)!.toFixed(0)} ms, ${busy.totalDocs} occupations`,
        )
        if (busy.totalDocs !== EVENTS) throw new Error(`${busy.totalDocs} occupations au lieu de ${EVENTS}`)
        for (let i = 0; i < CHANGED; i++) {
          const at = from.plus({ hours: i, minutes: 30 })
          // Radicale names uploaded objects after their UID: this moves event i by 30 minutes.
          await putEvent(
            radicale,
            calendarUrl,
            `bench-${i}`,
            vevent(`bench-${i}`, stamp(at), stamp(at.plus({ minutes: 30 }))),
          )
        }
        const { rows } = await db.db.pool.query<{ cursor: string }>(
          `select "cursor" from "calendar_connections_calendars" where "_parent_id" = $1`,
          [id],
        )
        t = performance.now()
        await syncConnection(id)
        incremental.push(performance.now() - t)
        server.push(await serverReportMs(radicale, calendarUrl, rows[0].cursor))
        const after = await db.count({
          collection: 'busy-times',
          overrideAccess: true,
          where: { connection: { equals: id } },
        })
        const moved = await db.count({
          collection: 'busy-times',
          overrideAccess: true,
          where: { and: [{ connection: { equals: id } }, { start: { equals: from.plus({ minutes: 30 }).toISO() } }] },
        })
        if (after.totalDocs !== EVENTS || moved.totalDocs !== 1)
          throw new Error(
            `Synchronisation incrémentale incorrecte : ${after.totalDocs} occupations, ${moved.totalDocs} déplacée au premier horaire`,
          )
        console.log(
          `Tour ${round + 1} : synchronisation incrémentale (${CHANGED} événements) ${incremental.at(-1)!.toFixed(0)} ms, dont Radicale ${server.at(-1)!.toFixed(0)} ms`,
        )
        // Its Radicale goes: the connection must not stay in the job's rounds below.
        await disconnect(person, id)
        await radicale.stop()
        running = undefined
      }
      const fleetRadicale = await startRadicale()
      running = fleetRadicale
      const { env } = await import('../../src/server/env')
      const fleet = await benchFleet(db, fleetRadicale, FLEET, (line) => console.log(line))
      await fleetRadicale.stop()
      running = undefined
      clearInterval(sampler)
      const peak = Math.round(peakRss / 1024 / 1024)
      const ours = incremental.map((ms, i) => ms - server[i])
      const fleetRound = median(fleet.roundsMs)
      console.log(`Mémoire (RSS) maximale : ${peak} Mo`)
      console.log(`Médianes sur ${ROUNDS} tours, ${EVENTS} événements`)
      console.log(`Synchronisation complète : ${median(full).toFixed(0)} ms`)
      console.log(
        `Synchronisation incrémentale (${CHANGED} événements) : ${median(incremental).toFixed(0)} ms, dont Radicale ${median(server).toFixed(0)} ms et le reste (le nôtre) ${median(ours).toFixed(0)} ms`,
      )
      console.log(
        `Tâche calendar-sync, ${FLEET.connections} agendas de ${FLEET.events} événements, ${FLEET.changes} changements chacun, ${env().CALENDAR_SYNC_CONCURRENCY} en parallèle : ` +
          `tour ${(fleetRound / 1000).toFixed(1)} s pour une période de ${PERIOD_S} s (${((100 * fleetRound) / (PERIOD_S * 1000)).toFixed(0)} %) ; premier tour (listes complètes) ${(fleet.firstRoundMs / 1000).toFixed(1)} s`,
      )
      console.log(
        JSON.stringify({
          full_sync_ms: Math.round(median(full)),
          incremental_sync_ms: Math.round(median(incremental)),
          incremental_server_ms: Math.round(median(server)),
          incremental_own_ms: Math.round(median(ours)),
          fleet_connections: FLEET.connections,
          fleet_round_ms: Math.round(fleetRound),
          fleet_first_round_ms: Math.round(fleet.firstRoundMs),
          peak_rss_mb: peak,
        }),
      )
    })
  } catch (error) {
    console.error(error)
    throw error
  } finally {
    clearInterval(sampler)
    await running?.stop()
  }
}

runBenchmark(main)
