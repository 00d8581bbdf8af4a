import { DateTime } from 'luxon'

import { createTestDatabase } from '../../tests/helpers/testDatabase'
import { makeCalendar, putEvent, startRadicale, vevent } from '../../tests/helpers/radicale'
import { createGroomer } from '../../tests/int/helpers/people'

/**
 * `npm run bench:sync`: a real Radicale filled with 5,000 events, synced through the calendar
 * sync service into busy-times (fresh embedded database): the first full sync, then an
 * incremental one after 10 changed events, ROUNDS times (medians printed). Ends with one JSON line.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000)
const CHANGED = 10
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const stamp = (dt: DateTime) => dt.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")

function calendarOf(count: number, start: DateTime): string {
  const events: string[] = []
  for (let i = 0; i < count; i++) {
    // Hourly half-hour events: 5,000 of them fit in the year the sync looks ahead.
    const at = start.plus({ hours: i })
    events.push(['BEGIN:VEVENT', `UID:bench-${i}`, 'DTSTAMP:20260101T000000Z', `DTSTART:${stamp(at)}`, `DTEND:${stamp(at.plus({ minutes: 30 }))}`, `SUMMARY:Occupé ${i}`, 'END:VEVENT'].join('\r\n'))
  }
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//FR', ...events, 'END:VCALENDAR', ''].join('\r\n')
}

async function main() {
  process.env.PAYLOAD_SECRET ??= 'bench-secret-bench-secret-bench-0001'
  // The bench's Radicale is on loopback, which the CalDAV address guard refuses by default.
  process.env.CALDAV_ALLOW_PRIVATE_ADDRESSES ??= 'true'
  const database = await createTestDatabase('bench')
  process.env.DATABASE_URL = database.url
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
  let payload: import('payload').Payload | undefined
  let running: Awaited<ReturnType<typeof startRadicale>> | undefined
  try {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../payload.config')
    const { runMigrations } = await import('../db/migrate')
    payload = await getPayload({ config })
    await runMigrations(payload)
    const { createConnection, syncConnection } = await import('../../src/server/calendarSync')
    const from = DateTime.utc().plus({ days: 1 }).startOf('hour')
    const full: number[] = []
    const incremental: number[] = []
    const db = payload
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh Radicale per round: the connection sees this round's calendar only.
      const radicale = await startRadicale()
      running = radicale
      const name = `bench-${round}`
      const calendarUrl = await makeCalendar(radicale, name)
      // One PUT of a whole calendar: Radicale splits it into one object per event.
      const upload = await fetch(calendarUrl, { method: 'PUT', headers: { authorization: `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`, 'content-type': 'text/calendar' }, body: calendarOf(EVENTS, from) })
      if (!upload.ok) throw new Error(`Remplissage du calendrier refusé (${upload.status})`)
      const person = await createGroomer(db)
      const { id } = await createConnection(person, { provider: 'icloud', accountLabel: `${radicale.username}-${round}`, credentials: { kind: 'caldav', serverUrl: radicale.url, username: radicale.username, password: radicale.password } })
      // createConnection starts a first pull in the background: wait for it, then time one complete
      // listing alone (no cursor, every busy time replaced), as a new or resynced calendar gets.
      await syncConnection(id)
      await db.db.drizzle.execute(`update "calendar_connections_calendars" set "cursor" = null, "full_synced_at" = null where "_parent_id" = ${id}`)
      let t = performance.now()
      await syncConnection(id)
      const busy = await db.count({ collection: 'busy-times', overrideAccess: true, where: { connection: { equals: id } } })
      full.push(performance.now() - t)
      console.log(`Tour ${round + 1} : synchronisation complète ${full.at(-1)!.toFixed(0)} ms, ${busy.totalDocs} occupations`)
      if (busy.totalDocs !== EVENTS) throw new Error(`${busy.totalDocs} occupations au lieu de ${EVENTS}`)
      for (let i = 0; i < CHANGED; i++) {
        const at = from.plus({ hours: i, minutes: 30 })
        // Radicale names uploaded objects after their UID: this moves event i by 30 minutes.
        await putEvent(radicale, calendarUrl, `bench-${i}`, vevent(`bench-${i}`, stamp(at), stamp(at.plus({ minutes: 30 }))))
      }
      t = performance.now()
      await syncConnection(id)
      incremental.push(performance.now() - t)
      const after = await db.count({ collection: 'busy-times', overrideAccess: true, where: { connection: { equals: id } } })
      const moved = await db.count({ collection: 'busy-times', overrideAccess: true, where: { and: [{ connection: { equals: id } }, { start: { equals: from.plus({ minutes: 30 }).toISO() } }] } })
      if (after.totalDocs !== EVENTS || moved.totalDocs !== 1) throw new Error(`Synchronisation incrémentale incorrecte : ${after.totalDocs} occupations, ${moved.totalDocs} déplacée au premier horaire`)
      console.log(`Tour ${round + 1} : synchronisation incrémentale (${CHANGED} événements) ${incremental.at(-1)!.toFixed(0)} ms`)
      await radicale.stop()
      running = undefined
    }
    clearInterval(sampler)
    const peak = Math.round(peakRss / 1024 / 1024)
    console.log(`Mémoire (RSS) maximale : ${peak} Mo`)
    console.log(`Médianes sur ${ROUNDS} tours, ${EVENTS} événements`)
    console.log(JSON.stringify({ full_sync_ms: Math.round(median(full)), incremental_sync_ms: Math.round(median(incremental)), peak_rss_mb: peak }))
  } catch (error) {
    console.error(error)
    throw error
  } finally {
    clearInterval(sampler)
    await running?.stop()
    // Dropping the database ends the pool's idle connections: not an error here.
    ;(payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool?.on('error', () => {})
    await database.drop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
