import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookableGroomer, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAppointment } from '../../scripts/lib/people'
import { compileWorker, killWorkers, runStatus, sentBy, startWorker as startJobWorker } from './helpers/workers'

/** Workers (separate processes, tests/int/helpers/workers.ts) running the reminders alone. */
let payload: Payload

const startWorker = async () => {
  const worker = await startJobWorker('reminders')
  return { reminderRuns: worker.runs, stop: worker.stop }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await compileWorker()
}, 60_000)

afterAll(() => killWorkers())

describe('scheduled jobs in separate processes on one database', () => {
  it('two workers at once send a due reminder once, and a worker started after they stopped sends nothing more', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const phone = '+33611223344'
    await payload.update({ collection: 'attendees', id: attendee.id, overrideAccess: true, data: { phone } })
    const start = DateTime.now()
      .setZone('Europe/Paris')
      .plus({ days: 1 })
      .set({ hour: 11, minute: 0, second: 0, millisecond: 0 })
    const appointment = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      start: start.toUTC().toISO()!,
      end: start.plus({ hours: 1 }).toUTC().toISO()!,
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { motive: motive.id },
    })
    const outbox = async (to: string, channel: 'email' | 'sms') =>
      (
        await payload.count({
          collection: 'outbox',
          overrideAccess: true,
          where: { and: [{ to: { equals: to } }, { channel: { equals: channel } }] },
        })
      ).totalDocs

    const [one, two] = await Promise.all([startWorker(), startWorker()])
    // SIGTERM: each waits for its runs in progress, then exits 0.
    expect(await Promise.all([one.stop(), two.stop()])).toEqual([0, 0])
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(phone, 'sms')).toBe(1)
    // One process sent it; the other met the lock (skipped) or found the reminder already claimed.
    expect(sentBy([...one.reminderRuns, ...two.reminderRuns])).toBeGreaterThanOrEqual(1)

    // A restart: a new process, nothing in memory, the same database.
    const three = await startWorker()
    await three.stop()
    expect(['done', 'skipped']).toContain(runStatus(three.reminderRuns[0]))
    expect(await outbox(attendee.email, 'email')).toBe(1)
    expect(await outbox(phone, 'sms')).toBe(1)
    expect(
      (await payload.findByID({ collection: 'appointments', id: appointment.id, overrideAccess: true, depth: 0 }))
        .reminderEmailSentAt,
    ).toBeTruthy()
  }, 240_000)
})
