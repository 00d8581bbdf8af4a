import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drainFollowUps, runFollowUpsNow } from '../../src/server/appointments/followUps'
import { createBooking } from '../../src/server/booking/create'
import { listenForFollowUps } from '../../src/server/jobs/followUpListener'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { outboxInOrder } from './helpers/records'

/** Decision 0054: a booking queues its follow-up in its own transaction; the jobs process runs it once. */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const leftToJobs = { defer: () => undefined, followUp: () => undefined }

async function queued(appointmentId: number) {
  const { rows } = await payload.db.drizzle.execute(
    sql`select "change", "attempts" from "appointment_follow_ups" where "appointment_id" = ${appointmentId}`,
  )
  return rows
}

/** A booking whose follow-up is left to the jobs process, with the two addresses that hear of it. */
async function bookLeftToJobs(hour: number) {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload, uniqueMobile())
  const person = { ...attendee, collection: 'attendees' as const }
  const appointment = await createBooking(
    person,
    { groomer: groomer.id, motive: motive.id, start: nextWeekday(3, hour), pet: { ...PET }, note: '' },
    new Date(),
    leftToJobs,
  )
  return { appointment, groomerEmail: groomer.email, attendee, groomer, motive }
}

describe('appointment follow-ups', () => {
  it('a booking queues its follow-up with it; a drain sends the messages once and empties the queue', async () => {
    const { appointment, groomerEmail, attendee } = await bookLeftToJobs(10)
    expect(await queued(appointment.id)).toEqual([{ change: { kind: 'requested' }, attempts: 0 }])
    // Nothing has left yet: the request did not send anything itself.
    expect(await outboxInOrder(groomerEmail)).toHaveLength(0)
    expect(await outboxInOrder(attendee.email)).toHaveLength(0)

    expect((await drainFollowUps()).followUps).toBeGreaterThanOrEqual(1)
    expect(await queued(appointment.id)).toEqual([])
    expect(await outboxInOrder(groomerEmail, 'email')).toHaveLength(1)
    expect(await outboxInOrder(attendee.email, 'email')).toHaveLength(1)
    expect(await outboxInOrder(attendee.phone ?? '', 'sms')).toHaveLength(1)

    // A second drain, or the request's own run arriving late, finds nothing left to do.
    await drainFollowUps()
    await runFollowUpsNow(appointment.id)
    expect(await outboxInOrder(groomerEmail, 'email')).toHaveLength(1)
    expect(await outboxInOrder(attendee.phone ?? '', 'sms')).toHaveLength(1)
  })

  it('one drain of several bookings tells each groomer and each owner of their own appointment only', async () => {
    const bookings = [await bookLeftToJobs(12), await bookLeftToJobs(13), await bookLeftToJobs(16)]
    // One groomer words their acknowledgements: the drain reads every groomer's wordings at once.
    const worded = bookings[1]!
    await payload.create({
      collection: 'message-templates',
      overrideAccess: true,
      data: { groomer: worded.groomer.id, channel: 'sms', purpose: 'requested', body: 'Bien reçu {lien}' },
    })
    await payload.create({
      collection: 'mail-templates',
      overrideAccess: true,
      data: { groomer: worded.groomer.id, purpose: 'requested', subject: 'Demande de {animal} reçue', body: 'Merci' },
    })
    await drainFollowUps()
    for (const { appointment, attendee } of bookings) {
      const [sms] = await outboxInOrder(attendee.phone ?? '', 'sms')
      const [mail] = await outboxInOrder(attendee.email, 'email')
      if (appointment.id === worded.appointment.id) {
        expect(sms.text).toMatch(new RegExp(`^Bien reçu http\\S+${appointment.reference}$`))
        expect(mail.subject).toBe('Demande de Filou reçue')
      } else {
        expect(sms.text).not.toContain('Bien reçu')
        expect(mail.subject).not.toContain('reçue')
      }
    }
    for (const { appointment, groomerEmail, attendee } of bookings) {
      const [notice] = await outboxInOrder(groomerEmail, 'email')
      expect(await outboxInOrder(groomerEmail, 'email')).toHaveLength(1)
      expect(notice.html).toContain(appointment.reference)
      const [acknowledgement] = await outboxInOrder(attendee.email, 'email')
      expect(await outboxInOrder(attendee.email, 'email')).toHaveLength(1)
      expect(acknowledgement.html).toContain(appointment.reference)
      expect(await queued(appointment.id)).toEqual([])
    }
  })

  it('a refused booking queues nothing', async () => {
    const { appointment, groomer, motive } = await bookLeftToJobs(11)
    await drainFollowUps()
    const other = await verifiedAttendee(payload, uniqueMobile())
    await expect(
      createBooking(
        { ...other, collection: 'attendees' as const },
        { groomer: groomer.id, motive: motive.id, start: appointment.start, pet: { ...PET }, note: '' },
        new Date(),
        leftToJobs,
      ),
    ).rejects.toMatchObject({ code: 'slot_taken' })
    const { rows } = await payload.db.drizzle.execute(
      sql`select count(*)::int as "count" from "appointment_follow_ups" f join "appointments" a on a."id" = f."appointment_id" where a."groomer_id" = ${groomer.id}`,
    )
    expect(rows[0]).toEqual({ count: 0 })
  })

  it('a follow-up whose taker died is run again once its lease is over, never while it is held', async () => {
    const { appointment, groomerEmail } = await bookLeftToJobs(14)
    // Taken by a process that is still working on it: left alone.
    await payload.db.drizzle.execute(
      sql`update "appointment_follow_ups" set "taken_until" = now() + interval '1 minute', "attempts" = 1 where "appointment_id" = ${appointment.id}`,
    )
    await drainFollowUps()
    expect(await outboxInOrder(groomerEmail)).toHaveLength(0)
    // Its taker died: the lease runs out and the next drain runs it.
    await payload.db.drizzle.execute(
      sql`update "appointment_follow_ups" set "taken_until" = now() - interval '1 second' where "appointment_id" = ${appointment.id}`,
    )
    await drainFollowUps()
    expect(await outboxInOrder(groomerEmail, 'email')).toHaveLength(1)
    expect(await queued(appointment.id)).toEqual([])
  })

  it('the jobs process runs a follow-up as soon as it is queued (LISTEN), without waiting for its minute', async () => {
    const listener = listenForFollowUps(payload)
    try {
      // The listener's own first drain empties what other tests left.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const { appointment, groomerEmail } = await bookLeftToJobs(15)
      await expect.poll(async () => (await outboxInOrder(groomerEmail, 'email')).length, { timeout: 5000 }).toBe(1)
      // The row leaves once every message of the follow-up is out (the owner's come after the groomer's).
      await expect.poll(() => queued(appointment.id), { timeout: 5000 }).toEqual([])
    } finally {
      await listener.stop()
    }
  })
})
