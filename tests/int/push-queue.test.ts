import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INT_PUSH_PORT, type PushService, startPushService } from '../../scripts/lib/pushService'
import { drainFollowUpPushes, pushQueuedNow } from '../../src/server/appointments/followUpPushes'
import { drainFollowUps } from '../../src/server/appointments/followUps'
import { createBooking } from '../../src/server/booking/create'
import { inline, skip } from '../../src/server/defer'
import { loadParties } from '../../src/server/notifications/parties'
import { nextWeekday, PET } from './helpers/booking'
import { book, choose, notifiedGroomer, type NotifiedGroomer, read } from './helpers/groomerPush'
import { getTestPayload } from './helpers/payload'

/** Issue 36: a groomer's push of a queued request leaves once, first, whoever sends it. */
let payload: Payload
let service: PushService

beforeAll(async () => {
  payload = await getTestPayload()
  service = await startPushService(INT_PUSH_PORT)
})

afterAll(async () => {
  await service.close()
})

describe('a burst of requests: the pushes do not wait for the e-mails', () => {
  /** A request of `owner` whose follow-up is queued again, as the booking's transaction leaves it for the jobs process. */
  async function queuedRequest(setup: NotifiedGroomer, days: number) {
    const { groomer, motive, phone, attendee, owner } = setup
    const created = await book(attendee.id, owner, groomer.id, motive.id, nextWeekday(days, 10))
    expect(created.status).toBe(201)
    const { appointment } = (await created.json()) as { appointment: { reference: string } }
    const pushes = (await service.waitFor(phone.endpoint, 1)).length
    const { rows } = await payload.db.drizzle.execute<{ id: number; appointmentId: number }>(sql`
      insert into "appointment_follow_ups" ("appointment_id", "change")
      select "id", '{"kind":"requested"}'::jsonb from "appointments" where "reference" = ${appointment.reference}
      returning "id", "appointment_id" as "appointmentId"`)
    return {
      reference: appointment.reference,
      pushes,
      row: Number(rows[0]!.id),
      appointmentId: Number(rows[0]!.appointmentId),
    }
  }
  const flag = async (row: number) => {
    const { rows } = await payload.db.drizzle.execute<{ pushed: boolean }>(
      sql`select "pushed" from "appointment_follow_ups" where "id" = ${row}`,
    )
    return rows[0]?.pushed
  }

  it('the pushes’ drain tells the groomer before the follow-up runs, and the follow-up does not tell them again', async () => {
    const setup = await notifiedGroomer(payload, service)
    const { reference, pushes, row } = await queuedRequest(setup, 2)
    expect(await flag(row)).toBe(false)

    expect((await drainFollowUpPushes()).pushes).toBeGreaterThanOrEqual(1)
    const told = await service.waitFor(setup.phone.endpoint, pushes + 1)
    expect(told).toHaveLength(pushes + 1)
    expect(read(told.at(-1)!, setup.phone)).toMatchObject({ tag: reference, validate: { action: 'valider' } })
    // Marked, still queued: its pages and e-mails are the follow-up's.
    expect(await flag(row)).toBe(true)

    await drainFollowUps()
    expect(await flag(row)).toBeUndefined()
    expect(await service.waitFor(setup.phone.endpoint, pushes + 2, 1_000)).toHaveLength(pushes + 1)
  })

  it('a follow-up taken first pushes itself, once, and the pushes’ drain then finds nothing of it', async () => {
    const setup = await notifiedGroomer(payload, service)
    const { pushes, row } = await queuedRequest(setup, 3)
    await drainFollowUps()
    expect(await flag(row)).toBeUndefined()
    expect(await service.waitFor(setup.phone.endpoint, pushes + 1)).toHaveLength(pushes + 1)
    await drainFollowUpPushes()
    expect(await service.waitFor(setup.phone.endpoint, pushes + 2, 1_000)).toHaveLength(pushes + 1)
  })
  it('the process that booked pushes its request once, and neither drain of the worker pushes it again', async () => {
    const setup = await notifiedGroomer(payload, service)
    const { reference, pushes, row, appointmentId } = await queuedRequest(setup, 2)
    await pushQueuedNow(appointmentId, await loadParties(appointmentId))
    const told = await service.waitFor(setup.phone.endpoint, pushes + 1)
    expect(read(told.at(-1)!, setup.phone)).toMatchObject({ tag: reference, validate: { action: 'valider' } })
    expect(await flag(row)).toBe(true)

    await drainFollowUpPushes()
    await drainFollowUps()
    expect(await flag(row)).toBeUndefined()
    expect(await service.waitFor(setup.phone.endpoint, pushes + 2, 1_000)).toHaveLength(pushes + 1)
  })

  it('the booking’s process and the worker’s drain at once: the groomer hears of the request once', async () => {
    const setup = await notifiedGroomer(payload, service)
    const { pushes, appointmentId } = await queuedRequest(setup, 3)
    const parties = await loadParties(appointmentId)
    await Promise.all([
      pushQueuedNow(appointmentId, parties),
      drainFollowUpPushes(),
      pushQueuedNow(appointmentId, parties),
    ])
    expect(await service.waitFor(setup.phone.endpoint, pushes + 2, 1_000)).toHaveLength(pushes + 1)
  })

  it('a request the worker pushed already is not pushed again by the process that booked it', async () => {
    const setup = await notifiedGroomer(payload, service)
    const { pushes, appointmentId } = await queuedRequest(setup, 4)
    await drainFollowUpPushes()
    expect(await service.waitFor(setup.phone.endpoint, pushes + 1)).toHaveLength(pushes + 1)
    await pushQueuedNow(appointmentId, await loadParties(appointmentId))
    expect(await service.waitFor(setup.phone.endpoint, pushes + 2, 1_000)).toHaveLength(pushes + 1)
  })

  it('a booking whose follow-up is left to the jobs process pushes its request itself, the row kept for the e-mails', async () => {
    const { groomer, motive, phone, attendee } = await notifiedGroomer(payload, service)
    const booked = await createBooking(
      attendee,
      { groomer: groomer.id, motive: motive.id, start: nextWeekday(5, 10), pet: PET, note: '' },
      new Date(),
      { push: inline, followUp: skip },
    )
    const told = await service.waitFor(phone.endpoint, 1)
    expect(told).toHaveLength(1)
    expect(read(told[0]!, phone).tag).toBe(booked.reference)
    const { rows } = await payload.db.drizzle.execute<{ pushed: boolean }>(
      sql`select "pushed" from "appointment_follow_ups" where "appointment_id" = ${booked.id}`,
    )
    expect(rows).toEqual([{ pushed: true }])
    await drainFollowUps()
    expect(await service.waitFor(phone.endpoint, 2, 1_000)).toHaveLength(1)
  })

  it('one batch of the drain tells each groomer of their own requests only, by their own switches, and marks the browsers reached', async () => {
    const told = await notifiedGroomer(payload, service)
    const silent = await notifiedGroomer(payload, service)
    await choose(silent.groomer.id, silent.headers, {
      requests: false,
      postponements: true,
      cancellations: true,
      urgentRequestSms: false,
    })
    const first = await queuedRequest(told, 2)
    const second = await queuedRequest(told, 4)
    const unheard = await book(
      silent.attendee.id,
      silent.owner,
      silent.groomer.id,
      silent.motive.id,
      nextWeekday(3, 10),
    )
    expect(unheard.status).toBe(201)
    await payload.db.drizzle.execute(sql`
      insert into "appointment_follow_ups" ("appointment_id", "change")
      select "id", '{"kind":"requested"}'::jsonb from "appointments"
      where "groomer_id" = ${silent.groomer.id} and "status" = 'pending'`)
    // The bookings' own pushes marked the phone already: what follows is the batch's mark.
    await payload.db.drizzle.execute(sql`
      update "push_subscriptions" set "last_sent_at" = null where "groomer_id" in (${told.groomer.id}, ${silent.groomer.id})`)
    // An earlier test's rows may still be queued: their pushes are not this test's concern.
    await drainFollowUpPushes()
    const pushes = await service.waitFor(told.phone.endpoint, second.pushes + 2)
    expect(
      pushes
        .slice(second.pushes)
        .map((push) => read(push, told.phone).tag)
        .sort(),
    ).toEqual([first.reference, second.reference].sort())
    expect(await service.waitFor(silent.phone.endpoint, 1, 500)).toHaveLength(0)
    const { rows } = await payload.db.drizzle.execute<{ groomer: number; reached: boolean }>(sql`
      select "groomer_id" as "groomer", "last_sent_at" is not null as "reached" from "push_subscriptions"
      where "groomer_id" in (${told.groomer.id}, ${silent.groomer.id}) order by "groomer_id"`)
    expect(rows).toEqual([
      { groomer: told.groomer.id, reached: true },
      { groomer: silent.groomer.id, reached: false },
    ])
  })
})
