import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as deleteSubscription } from '../../src/app/api/v1/waitlist/[id]/route'
import { POST as claimRoute } from '../../src/app/api/v1/waitlist/holds/[token]/route'
import { GET as listRoute, POST as subscribeRoute } from '../../src/app/api/v1/waitlist/route'
import {
  type AgendaOwner,
  createManualAppointment,
  moveAppointment,
  OVER_HELD_TIME,
} from '../../src/server/agenda/appointments'
import { createBooking } from '../../src/server/booking/create'
import { replaceOpeningHours } from '../../src/server/openingHours/weekly'
import { cancelAppointment } from '../../src/server/booking/lifecycle'
import { expirePendingRequests } from '../../src/server/jobs/expiry'
import { passOnExpiredHolds } from '../../src/server/jobs/waitlistHolds'
import { slotsBetween } from '../../src/server/slots/groomerSlots'
import { upcomingSlots } from '../../src/server/slots/index'
import type { GroomerFields } from '../../src/server/slots/schedules'
import { claimHold } from '../../src/server/waitlist/claim'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { createAttendee } from '../../scripts/lib/people'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { outboxTo } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const day = (iso: string) => iso.slice(0, 10)
const holdsOf = async (attendee: number) =>
  (
    await payload.find({
      collection: 'waitlist-holds',
      overrideAccess: true,
      depth: 0,
      sort: 'createdAt',
      where: { attendee: { equals: attendee } },
    })
  ).docs

async function subscribe(email: string, body: Record<string, unknown>) {
  return subscribeRoute(jsonRequest('/api/v1/waitlist', body, { headers: await bearer('attendees', email) }))
}

/**
 * A groomer whose Tuesday is full but for one appointment: the day's hours are blocked around it,
 * so that appointment's time is the only one a cancellation can free. Two owners wait, in order.
 */
async function fullDayWithWaitingList() {
  const { groomer, motive } = await bookableGroomer(payload)
  const start = nextWeekday(2, 10)
  const date = day(start)
  const booker = await verifiedAttendee(payload, uniqueMobile())
  const appointment = await createBooking(booker, { groomer: groomer.id, motive: motive.id, start, pet: PET, note: '' })
  const open = (hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`).toISOString()
  const zoneStart = new Date(appointment.start)
  const zoneEnd = new Date(appointment.end)
  await payload.create({
    collection: 'unavailabilities',
    overrideAccess: true,
    data: { groomer: groomer.id, start: open(0), end: zoneStart.toISOString() },
  })
  await payload.create({
    collection: 'unavailabilities',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      start: zoneEnd.toISOString(),
      end: new Date(zoneEnd.getTime() + 20 * 3600_000).toISOString(),
    },
  })
  const first = await verifiedAttendee(payload, uniqueMobile())
  const second = await verifiedAttendee(payload, uniqueMobile())
  for (const owner of [first, second]) {
    const response = await subscribe(owner.email, {
      groomer: groomer.id,
      motive: motive.id,
      firstDay: date,
      lastDay: date,
    })
    expect(response.status).toBe(201)
  }
  return { groomer, motive, booker, appointment, first, second, date }
}

describe('subscribing to a waiting list', () => {
  it('refuses more than 30 days, an unverified phone and bad input, in French with fields', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const owner = await verifiedAttendee(payload, uniqueMobile())
    const firstDay = day(nextWeekday(2, 10))
    const plus = (days: number) => new Date(Date.parse(firstDay) + days * 86_400_000).toISOString().slice(0, 10)

    const tooLong = await subscribe(owner.email, {
      groomer: groomer.id,
      motive: motive.id,
      firstDay,
      lastDay: plus(30),
    })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({
      error: expect.any(String),
      fields: { lastDay: 'Choisissez 30 jours au plus.' },
    })
    expect(
      (await subscribe(owner.email, { groomer: groomer.id, motive: motive.id, firstDay, lastDay: plus(29) })).status,
    ).toBe(201)

    const unverified = await createAttendee(payload)
    const refused = await subscribe(unverified.email, {
      groomer: groomer.id,
      motive: motive.id,
      firstDay,
      lastDay: firstDay,
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ fields: { phone: expect.stringMatching(/Vérifiez votre numéro/) } })

    const backwards = await subscribe(owner.email, {
      groomer: groomer.id,
      motive: motive.id,
      firstDay: plus(3),
      lastDay: firstDay,
    })
    expect(backwards.status).toBe(400)
    const otherMotive = await bookableGroomer(payload)
    const wrongMotive = await subscribe(owner.email, {
      groomer: groomer.id,
      motive: otherMotive.motive.id,
      firstDay,
      lastDay: firstDay,
    })
    expect(wrongMotive.status).toBe(400)
    expect(
      (
        await subscribeRoute(
          jsonRequest('/api/v1/waitlist', { groomer: groomer.id, motive: motive.id, firstDay, lastDay: firstDay }),
        )
      ).status,
    ).toBe(401)
    const stored = await payload.find({
      collection: 'waitlist-subscriptions',
      overrideAccess: true,
      where: { groomer: { equals: groomer.id } },
    })
    expect(stored.docs).toHaveLength(1)
  })

  it('lists and deletes one’s own subscriptions only', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const owner = await verifiedAttendee(payload, uniqueMobile())
    const other = await verifiedAttendee(payload, uniqueMobile())
    const firstDay = day(nextWeekday(3, 10))
    const created = await (
      await subscribe(owner.email, { groomer: groomer.id, motive: motive.id, firstDay, lastDay: firstDay })
    ).json()
    expect(
      (await subscribe(owner.email, { groomer: groomer.id, motive: motive.id, firstDay, lastDay: firstDay })).status,
    ).toBe(409)

    const listed = await (
      await listRoute(getRequest('/api/v1/waitlist', await bearer('attendees', owner.email)))
    ).json()
    expect(listed.subscriptions).toEqual([
      expect.objectContaining({
        id: created.subscription.id,
        firstDay,
        lastDay: firstDay,
        status: 'waiting',
        motive: { id: motive.id, title: 'Toilettage complet' },
      }),
    ])
    expect(
      (await (await listRoute(getRequest('/api/v1/waitlist', await bearer('attendees', other.email)))).json())
        .subscriptions,
    ).toEqual([])

    const remove = async (email: string) =>
      deleteSubscription(
        jsonRequest(
          `/api/v1/waitlist/${created.subscription.id}`,
          {},
          { method: 'DELETE', headers: await bearer('attendees', email) },
        ),
        params({ id: String(created.subscription.id) }),
      )
    expect((await remove(other.email)).status).toBe(404)
    expect((await remove(owner.email)).status).toBe(200)
    expect(
      (
        await payload.find({
          collection: 'waitlist-subscriptions',
          overrideAccess: true,
          where: { id: { equals: created.subscription.id } },
        })
      ).docs,
    ).toHaveLength(0)
  })
})

describe('a freed slot and its hold', () => {
  it('a cancellation holds the slot for the first subscriber and tells them by e-mail and SMS; the second hears nothing', async () => {
    const { booker, appointment, first, second } = await fullDayWithWaitingList()
    await cancelAppointment(booker, appointment.reference)

    const [hold] = await holdsOf(first.id)
    expect(hold).toMatchObject({ status: 'active', start: appointment.start, end: appointment.end })
    expect(new Date(hold!.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000)
    expect(await holdsOf(second.id)).toHaveLength(0)

    const messages = await outboxTo(first.email)
    expect(messages.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Un créneau s’est libéré chez /))
    const mail = messages.find((m) => m.subject?.startsWith('Un créneau'))!
    expect(mail.html).toContain(`/participant/liste-attente/${hold!.token}`)
    const texts = await outboxTo(first.phone!)
    expect(texts.map((m) => m.text)).toContainEqual(
      expect.stringContaining(`/participant/liste-attente/${hold!.token}`),
    )
    expect((await outboxTo(second.email)).filter((m) => m.subject?.startsWith('Un créneau'))).toHaveLength(0)
  })

  it('requests that expire together: every freed time goes to the waiting lists before any owner hears of the expiry', async () => {
    const days = [await fullDayWithWaitingList(), await fullDayWithWaitingList()]
    for (const { appointment } of days)
      await payload.db.drizzle.execute(
        sql`update "appointments" set "requested_at" = now() - interval '49 hours', "updated_at" = now() - interval '49 hours' where "id" = ${appointment.id}`,
      )
    await expirePendingRequests(new Date())

    const mailsTo = async (email: string, subject: RegExp) =>
      (await outboxTo(email)).filter((mail) => subject.test(mail.subject ?? '')).map((mail) => Number(mail.id))
    const offers = (await Promise.all(days.map(({ first }) => mailsTo(first.email, /^Un créneau s’est libéré/)))).flat()
    const expiries = (await Promise.all(days.map(({ booker }) => mailsTo(booker.email, /a expiré/)))).flat()
    expect(offers).toHaveLength(2)
    expect(expiries).toHaveLength(2)
    // Decision 0036: a freed slot held for a subscriber is worth more the sooner it is told.
    expect(Math.max(...offers)).toBeLessThan(Math.min(...expiries))
  })

  it('the groomer moving the appointment to another day frees its time for the first subscriber', async () => {
    const { groomer, appointment, first, second } = await fullDayWithWaitingList()
    await moveAppointment(groomer as AgendaOwner, appointment.id, nextWeekday(3, 15))

    const [hold] = await holdsOf(first.id)
    expect(hold).toMatchObject({ status: 'active', start: appointment.start, end: appointment.end })
    expect(await holdsOf(second.id)).toHaveLength(0)
  })

  it('longer opening hours offer the newly open day to the subscriber waiting for it', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const owner = groomer as AgendaOwner
    const morning = (weekday: number) => ({ weekday, start: '09:00', end: '12:00', everyNWeeks: 1, validFrom: null })
    await replaceOpeningHours(owner, { ranges: [morning(1)] })
    const tuesday = day(nextWeekday(2, 10))
    const waiting = await verifiedAttendee(payload, uniqueMobile())
    expect(
      (await subscribe(waiting.email, { groomer: groomer.id, motive: motive.id, firstDay: tuesday, lastDay: tuesday }))
        .status,
    ).toBe(201)
    expect(await holdsOf(waiting.id)).toHaveLength(0)

    await replaceOpeningHours(owner, { ranges: [morning(1), morning(2)] })
    const [hold] = await holdsOf(waiting.id)
    expect(hold).toMatchObject({ status: 'active' })
    expect(day(DateTime.fromISO(hold!.start).setZone('Europe/Paris').toISO()!)).toBe(tuesday)
  })

  it('while held, nobody else can book that time nor is offered it', async () => {
    const { groomer, motive, booker, appointment, second, date } = await fullDayWithWaitingList()
    await cancelAppointment(booker, appointment.reference)

    await expect(
      createBooking(second, { groomer: groomer.id, motive: motive.id, start: appointment.start, pet: PET, note: '' }),
    ).rejects.toMatchObject({ code: 'slot_taken' })
    // Nor the groomer, typing an appointment by hand over it: the subscriber was promised 15 minutes.
    const byHand = {
      motive: motive.id,
      start: appointment.start,
      customerName: 'Client au comptoir',
      customerPhone: '06 12 34 56 78',
      customerEmail: '',
      pet: { ...PET },
      note: '',
    }
    await expect(createManualAppointment(groomer as AgendaOwner, byHand)).rejects.toMatchObject({
      code: 'slot_taken',
      fields: { start: OVER_HELD_TIME },
    })
    const now = new Date()
    const offered = (result: { days: { slots: { startMs: number }[] }[] }) =>
      result.days.flatMap((d) => d.slots).map((slot) => slot.startMs)
    expect(
      offered(
        await slotsBetween(groomer as unknown as GroomerFields, { durationMinutes: motive.duration }, now, date, date),
      ),
    ).not.toContain(Date.parse(appointment.start))
    expect(
      offered(
        await upcomingSlots(groomer as unknown as GroomerFields, { durationMinutes: motive.duration }, now, 1, date),
      ),
    ).not.toContain(Date.parse(appointment.start))
    const appointments = await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      where: { and: [{ groomer: { equals: groomer.id } }, { status: { in: ['pending', 'confirmed'] } }] },
    })
    expect(appointments.docs).toHaveLength(0)
  })

  it('a hold that runs out passes to the next subscriber, and the first one’s link no longer books', async () => {
    const { groomer, booker, appointment, first, second } = await fullDayWithWaitingList()
    await cancelAppointment(booker, appointment.reference)
    const [held] = await holdsOf(first.id)

    const later = new Date(Date.now() + 16 * 60_000)
    const report = await passOnExpiredHolds(later)
    expect(report.offered).toBeGreaterThanOrEqual(1)
    expect((await holdsOf(first.id))[0]).toMatchObject({ status: 'expired' })
    const [passed] = await holdsOf(second.id)
    expect(passed).toMatchObject({ status: 'active', start: appointment.start })
    expect((await outboxTo(second.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Un créneau s’est libéré/),
    )

    await expect(claimHold(first, held!.token, { pet: PET, note: '' })).rejects.toMatchObject({ code: 'conflict' })
    // A second run finds nothing left to pass on: the slot is never held twice.
    await passOnExpiredHolds(later)
    const { rows } = await payload.db.pool.query(
      `select count(*)::int as n from "waitlist_holds" where "groomer_id" = $1 and "status" = 'active'`,
      [groomer.id],
    )
    expect(rows[0].n).toBe(1)
  })

  it('two simultaneous claims (and a stranger’s booking) give one booking, for the holder, consuming the hold', async () => {
    const { groomer, motive, booker, appointment, first, second } = await fullDayWithWaitingList()
    await cancelAppointment(booker, appointment.reference)
    const [hold] = await holdsOf(first.id)
    const headers = await bearer('attendees', first.email)
    const claim = () =>
      claimRoute(
        jsonRequest(`/api/v1/waitlist/holds/${hold!.token}`, { pet: PET }, { headers }),
        params({ token: hold!.token }),
      )

    const outcomes = await Promise.allSettled([
      claim(),
      claim(),
      claim(),
      createBooking(second, { groomer: groomer.id, motive: motive.id, start: appointment.start, pet: PET, note: '' }),
    ])
    const statuses = await Promise.all(
      outcomes.slice(0, 3).map(async (o) => (o.status === 'fulfilled' ? (o.value as Response).status : 500)),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(2)
    expect(outcomes[3]).toMatchObject({ status: 'rejected', reason: { code: 'slot_taken' } })

    const active = await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      depth: 0,
      where: { and: [{ groomer: { equals: groomer.id } }, { status: { in: ['pending', 'confirmed'] } }] },
    })
    expect(active.docs).toHaveLength(1)
    expect(active.docs[0]).toMatchObject({ attendee: first.id, start: appointment.start, status: 'pending' })
    expect((await holdsOf(first.id))[0]).toMatchObject({ status: 'claimed', appointment: active.docs[0]!.id })
    const subscriptions = await payload.find({
      collection: 'waitlist-subscriptions',
      overrideAccess: true,
      depth: 0,
      where: { attendee: { equals: first.id } },
    })
    expect(subscriptions.docs[0]).toMatchObject({ status: 'booked' })
  })
})
