import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { expirePendingRequests } from '../../src/server/jobs/expiry'
import { withJobLock } from '../../src/server/jobs/lock'
import { JOBS } from '../../src/server/jobs/registry'
import { isTomorrow, reminderCandidates, sendDueReminders } from '../../src/server/jobs/reminders'
import { runJob, startScheduler } from '../../src/server/jobs/runner'
import type { Job } from '../../src/server/jobs/types'
import { bookableGroomer, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAppointment } from '../../scripts/lib/people'
import { outboxInOrder, stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const PARIS = 'Europe/Paris'
const job = (name: string) => JOBS.find((candidate) => candidate.name === name) as Job
const iso = (time: DateTime) => time.toUTC().toISO() as string

/** A confirmed appointment tomorrow at `hour` (Paris) for a fresh groomer and attendee with a verified mobile. */
async function confirmedTomorrow(hour = 10, phone = uniqueMobile()) {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload)
  await payload.update({ collection: 'attendees', id: attendee.id, overrideAccess: true, data: { phone } })
  const start = DateTime.now().setZone(PARIS).plus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 })
  const appointment = await createAppointment(payload, {
    groomer: groomer.id,
    attendee: attendee.id,
    start: iso(start),
    end: iso(start.plus({ hours: 1 })),
    status: 'confirmed',
  })
  await payload.update({
    collection: 'appointments',
    id: appointment.id,
    overrideAccess: true,
    data: { motive: motive.id },
  })
  return { groomer, attendee, appointment, phone }
}

describe('job runner', () => {
  it('registers reminders and expiry every 15 minutes', () => {
    expect(JOBS.map(({ name, cron }) => [name, cron])).toEqual(
      expect.arrayContaining([
        ['reminders', '*/15 * * * *'],
        ['expire-pending', '*/15 * * * *'],
      ]),
    )
  })

  it('a run already in progress elsewhere is skipped, not queued; the lock is free again afterwards', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let runs = 0
    const slow: Job = {
      name: `slow-${process.pid}`,
      cron: '* * * * *',
      run: async () => ((runs += 1), await held, { n: 1 }),
    }
    const first = runJob(payload, slow)
    await new Promise((resolve) => setTimeout(resolve, 200))
    // A second runner (another pooled connection, as another instance would have) finds the lock taken.
    expect(await runJob(payload, slow)).toEqual({ job: slow.name, status: 'skipped' })
    release()
    expect(await first).toMatchObject({ status: 'done', report: { n: 1 } })
    expect(runs).toBe(1)
    expect(await withJobLock(payload, slow.name, async () => 'again')).toEqual({ ran: true, result: 'again' })
  })

  it('a failing run is reported, not thrown, and releases its lock', async () => {
    const failing: Job = {
      name: `failing-${process.pid}`,
      cron: '* * * * *',
      run: () => Promise.reject(new Error('boom')),
    }
    expect(await runJob(payload, failing)).toMatchObject({ status: 'failed' })
    expect(await withJobLock(payload, failing.name, async () => 1)).toEqual({ ran: true, result: 1 })
  })

  it('two schedulers on one database run each tick once', async () => {
    const ticks: number[] = []
    // Each run lasts most of its one-second tick, so the other scheduler's run of that tick meets the lock.
    const ticking: Job = {
      name: `tick-${process.pid}`,
      cron: '* * * * * *',
      run: async (now) => (
        ticks.push(Math.floor(now.getTime() / 1000)),
        await new Promise((resolve) => setTimeout(resolve, 800)),
        {}
      ),
    }
    const one = startScheduler(async () => payload, [ticking])
    const two = startScheduler(async () => payload, [ticking])
    await new Promise((resolve) => setTimeout(resolve, 3500))
    await Promise.all([one.stop(), two.stop()])
    expect(ticks.length).toBeGreaterThanOrEqual(2)
    expect(new Set(ticks).size).toBe(ticks.length)
  })
})

describe('reminders the day before', () => {
  it('tomorrow is the groomer’s calendar day, not the process’s', () => {
    const now = new Date('2026-12-01T22:30:00Z') // 23:30 in Paris, 11:30 on the 2nd in Auckland
    expect(isTomorrow('2026-12-02T09:00:00Z', now, 'Europe/Paris')).toBe(true)
    expect(isTomorrow('2026-12-02T09:00:00Z', now, 'Pacific/Auckland')).toBe(false)
    expect(isTomorrow('2026-12-03T09:00:00Z', now, 'Pacific/Auckland')).toBe(true)
    expect(isTomorrow('2026-12-02T09:00:00Z', now, 'Not/AZone')).toBe(true)
  })

  it('sends the e-mail and the SMS once, even across a restart and with two runners at once', async () => {
    const { attendee, appointment, phone } = await confirmedTomorrow(10)
    const reminders = job('reminders')
    const [a, b] = await Promise.all([runJob(payload, reminders), runJob(payload, reminders)])
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining(['done']))
    expect(await outboxInOrder(attendee.email, 'email')).toHaveLength(1)
    expect(await outboxInOrder(phone, 'sms')).toHaveLength(1)
    const after = await stored('appointments', appointment.id)
    expect(after.reminderEmailSentAt).toBeTruthy()
    expect(after.reminderSmsSentAt).toBeTruthy()

    // "Restart": nothing in memory survives; a later run and two direct calls at once (no lock) send nothing more.
    await runJob(payload, reminders, new Date(Date.now() + 15 * 60_000))
    await Promise.all([sendDueReminders(new Date()), sendDueReminders(new Date())])
    expect(await outboxInOrder(attendee.email, 'email')).toHaveLength(1)
    expect(await outboxInOrder(phone, 'sms')).toHaveLength(1)
  })

  it('two direct runs at once (the claim alone) still send one of each', async () => {
    const { attendee, phone } = await confirmedTomorrow(14, '+33698765432')
    const now = new Date()
    const reports = await Promise.all([sendDueReminders(now), sendDueReminders(now)])
    expect(reports.reduce((sum, report) => sum + report.emailSent, 0)).toBeGreaterThanOrEqual(1)
    expect(await outboxInOrder(attendee.email, 'email')).toHaveLength(1)
    expect(await outboxInOrder(phone, 'sms')).toHaveLength(1)
  })

  it('uses the groomer’s edited reminder templates for the e-mail and the SMS', async () => {
    const { groomer, attendee, phone } = await confirmedTomorrow(11, '+33611112222')
    await payload.create({
      collection: 'mail-templates',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        purpose: 'reminder',
        subject: 'À demain {heure} chez {toiletteur} !',
        body: 'Coucou {prenom}, on vous attend demain à {heure} pour {animal}.',
        active: true,
      },
    })
    await payload.create({
      collection: 'message-templates',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        channel: 'sms',
        purpose: 'reminder',
        body: 'SMS perso : demain {heure}, {toiletteur}.',
        active: true,
      },
    })
    await sendDueReminders(new Date())
    const [email] = await outboxInOrder(attendee.email, 'email')
    expect(email?.subject).toBe('À demain 11:00 chez Léa Test !')
    expect(email?.text).toContain('Coucou Paul, on vous attend demain à 11:00')
    expect(email?.text?.toLowerCase()).toContain('votre rendez-vous de demain')
    const [sms] = await outboxInOrder(phone, 'sms')
    expect(sms?.text).toBe('SMS perso : demain 11:00, Léa Test.')
  })

  it('a hand-made appointment reminds the customer’s e-mail and mobile; not the day after tomorrow, nor a cancelled one', async () => {
    const { groomer } = await bookableGroomer(payload)
    const tomorrow = DateTime.now()
      .setZone(PARIS)
      .plus({ days: 1 })
      .set({ hour: 16, minute: 0, second: 0, millisecond: 0 })
    const email = `manuel-${process.pid}-${Date.now()}@test.fr`
    const manual = await createAppointment(payload, {
      groomer: groomer.id,
      start: iso(tomorrow),
      end: iso(tomorrow.plus({ hours: 1 })),
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: manual.id,
      overrideAccess: true,
      data: { source: 'groomer', customerName: 'Mme Manuel', customerPhone: '06 55 44 33 22', attendeeEmails: [email] },
    })
    const later = await createAppointment(payload, {
      groomer: groomer.id,
      start: iso(tomorrow.plus({ days: 1 })),
      end: iso(tomorrow.plus({ days: 1, hours: 1 })),
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: later.id,
      overrideAccess: true,
      data: { attendeeEmails: [`plus-tard-${email}`] },
    })
    const cancelled = await createAppointment(payload, {
      groomer: groomer.id,
      start: iso(tomorrow.plus({ hours: 2 })),
      end: iso(tomorrow.plus({ hours: 3 })),
      status: 'cancelled',
    })
    await payload.update({
      collection: 'appointments',
      id: cancelled.id,
      overrideAccess: true,
      data: { attendeeEmails: [`annule-${email}`] },
    })
    await sendDueReminders(new Date())
    expect(await outboxInOrder(email, 'email')).toHaveLength(1)
    expect(await outboxInOrder('+33655443322', 'sms')).toHaveLength(1)
    expect(await outboxInOrder(`plus-tard-${email}`)).toHaveLength(0)
    expect(await outboxInOrder(`annule-${email}`)).toHaveLength(0)
  })
})

describe('reminders at market size', () => {
  it('a customer known by phone alone gets the SMS and is not read again; a channel switched off is not looked at', async () => {
    const { groomer } = await bookableGroomer(payload)
    const tomorrow = DateTime.now()
      .setZone(PARIS)
      .plus({ days: 1 })
      .set({ hour: 11, minute: 0, second: 0, millisecond: 0 })
    const byPhone = await createAppointment(payload, {
      groomer: groomer.id,
      start: iso(tomorrow),
      end: iso(tomorrow.plus({ hours: 1 })),
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: byPhone.id,
      overrideAccess: true,
      data: { source: 'groomer', customerName: 'M. Téléphone', customerPhone: '06 41 52 63 74' },
    })
    const now = new Date()
    expect((await reminderCandidates(now)).map((row) => Number(row.id))).toContain(byPhone.id)
    await sendDueReminders(now)
    expect(await outboxInOrder('+33641526374', 'sms')).toHaveLength(1)
    // No e-mail address: the e-mail is settled, and the appointment leaves the job's reading.
    expect(await stored('appointments', byPhone.id)).toMatchObject({
      reminderEmailSentAt: expect.any(String),
      reminderSmsSentAt: expect.any(String),
    })
    expect((await reminderCandidates(now)).map((row) => Number(row.id))).not.toContain(byPhone.id)

    const quiet = await confirmedTomorrow(15)
    await payload.update({
      collection: 'users',
      id: quiet.groomer.id,
      overrideAccess: true,
      data: { customerMessages: { bySms: false } },
    })
    await sendDueReminders(now)
    expect(await outboxInOrder(quiet.attendee.email, 'email')).toHaveLength(1)
    expect(await outboxInOrder(quiet.phone, 'sms')).toHaveLength(0)
    // The SMS claim stays free (switched back on, it goes), but the job no longer reads the appointment.
    expect(await stored('appointments', quiet.appointment.id)).toMatchObject({ reminderSmsSentAt: null })
    expect((await reminderCandidates(now)).map((row) => Number(row.id))).not.toContain(quiet.appointment.id)
  })
})

describe('expiry of unanswered requests', () => {
  async function pendingRequest(start: DateTime) {
    const { groomer } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const appointment = await createAppointment(payload, {
      groomer: groomer.id,
      attendee: attendee.id,
      start: iso(start),
      end: iso(start.plus({ hours: 1 })),
      status: 'pending',
    })
    return { groomer, attendee, appointment }
  }

  const expiryMails = async (to: string) =>
    (await outboxInOrder(to, 'email')).filter((mail) => mail.subject?.includes('a expiré'))

  it('a request left 48 hours without an answer expires, the attendee is told once and the slot is free', async () => {
    const start = DateTime.now()
      .setZone(PARIS)
      .plus({ days: 5 })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
    const old = await pendingRequest(start)
    const fresh = await pendingRequest(start)
    await payload.db.drizzle.execute(
      sql`update "appointments" set "updated_at" = now() - interval '49 hours' where "id" = ${old.appointment.id}`,
    )

    const expire = job('expire-pending')
    await Promise.all([runJob(payload, expire), runJob(payload, expire)])
    await runJob(payload, expire)
    expect((await stored('appointments', old.appointment.id)).status).toBe('expired')
    expect((await stored('appointments', fresh.appointment.id)).status).toBe('pending')
    const mails = await expiryMails(old.attendee.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('n’a pas répondu à temps')
    expect(mails[0]?.text).toContain(`/toiletteur/${(old.groomer as { uri?: string }).uri}`)
    expect(await expiryMails(fresh.attendee.email)).toHaveLength(0)

    // The database would refuse a second active appointment on that time: it is free again.
    const again = await createAppointment(payload, {
      groomer: old.groomer.id,
      start: iso(start),
      end: iso(start.plus({ hours: 1 })),
      status: 'confirmed',
    })
    expect(again.status).toBe('confirmed')
  })

  it('a request starting in less than 2 hours expires even if recent; a proposal answering availabilities does not', async () => {
    const soon = DateTime.now().setZone(PARIS).plus({ minutes: 90 }).set({ second: 0, millisecond: 0 })
    const request = await pendingRequest(soon)
    const proposal = await pendingRequest(soon.plus({ minutes: 5 }))
    const availability = await payload.create({
      collection: 'availability-requests',
      overrideAccess: true,
      data: {
        reference: `DISPO-${process.pid}-${Date.now()}`,
        groomer: proposal.groomer.id,
        attendee: proposal.attendee.id,
        motive: (await bookableGroomer(payload)).motive.id,
        ranges: [{ start: iso(soon), end: iso(soon.plus({ hours: 3 })) }],
        status: 'answered',
      },
    })
    await payload.update({
      collection: 'appointments',
      id: proposal.appointment.id,
      overrideAccess: true,
      data: { availabilityRequest: availability.id },
    })

    const report = await expirePendingRequests(new Date())
    expect(report.expired).toBeGreaterThanOrEqual(1)
    await expirePendingRequests(new Date())
    expect((await stored('appointments', request.appointment.id)).status).toBe('expired')
    expect(await expiryMails(request.attendee.email)).toHaveLength(1)
    expect((await stored('appointments', proposal.appointment.id)).status).toBe('pending')
    expect(await expiryMails(proposal.attendee.email)).toHaveLength(0)
  })
})
