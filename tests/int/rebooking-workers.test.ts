import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEND_FROM_HOUR, SEND_UNTIL_HOUR } from '../../src/server/rebooking/reminders'
import { bookableGroomer, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAppointment } from '../../scripts/lib/people'
import { compileWorker, killWorkers, runStatus, sentBy, startWorker } from './helpers/workers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await compileWorker()
}, 60_000)

afterAll(() => killWorkers())

/** A zone where it is daytime now (the workers use the real clock, and reminders leave in the groomer's daytime). */
function daytimeZone(): string {
  const zones = [
    'Pacific/Kiritimati',
    'Pacific/Auckland',
    'Asia/Tokyo',
    'Asia/Kolkata',
    'Europe/Paris',
    'Atlantic/Azores',
    'America/Sao_Paulo',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
  ]
  const zone = zones.find((candidate) => {
    const hour = DateTime.now().setZone(candidate).hour
    return hour >= SEND_FROM_HOUR + 1 && hour < SEND_UNTIL_HOUR - 2
  })
  if (!zone) throw new Error('no daytime zone')
  return zone
}

describe('rebooking reminders in separate processes on one database', () => {
  it('two workers at once send a due reminder once, and a worker started after they stopped sends nothing more', async () => {
    const zone = daytimeZone()
    const { groomer, motive } = await bookableGroomer(payload)
    await payload.update({ collection: 'users', id: groomer.id, overrideAccess: true, data: { timezone: zone } })
    const attendee = await verifiedAttendee(payload, uniqueMobile())
    // Six weeks (the motive's rhythm) and three days ago: due a few days ago, whatever the weekday.
    const start = DateTime.now().setZone(zone).startOf('day').minus({ weeks: 6, days: 3 }).set({ hour: 10 })
    const visit = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      start: start.toUTC().toISO()!,
      end: start.plus({ hours: 1 }).toUTC().toISO()!,
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: visit.id,
      overrideAccess: true,
      data: {
        motive: motive.id,
        timezone: zone,
        visitStatus: 'finished',
        pet: { name: 'Filou', species: 'dog', size: 'small' },
      },
    })
    const outbox = async (to: string, channel: 'email' | 'sms') =>
      (
        await payload.count({
          collection: 'outbox',
          overrideAccess: true,
          where: { and: [{ to: { equals: to } }, { channel: { equals: channel } }] },
        })
      ).totalDocs

    const [one, two] = await Promise.all([startWorker('rebooking-reminders'), startWorker('rebooking-reminders')])
    expect(await Promise.all([one.stop(), two.stop()])).toEqual([0, 0])
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(attendee.phone!, 'sms')).toBe(1)
    expect(sentBy([...one.runs, ...two.runs])).toBeGreaterThanOrEqual(1)

    // A restart: a new process, nothing in memory, the same database.
    const three = await startWorker('rebooking-reminders')
    await three.stop()
    expect(['done', 'skipped']).toContain(runStatus(three.runs[0]))
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(attendee.phone!, 'sms')).toBe(1)
    const { rows } = await payload.db.drizzle.execute(
      sql`select "channel" from "rebooking_reminders" where "attendee_id" = ${attendee.id} order by "channel"`,
    )
    expect(rows.map((row) => row.channel)).toEqual(['email', 'sms'])
  }, 240_000)
})
