import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as healthCheck, POST as bookingServer } from '../../src/app/api/google-booking/v3/[method]/route'
import { GET as getOptIn, PUT as putOptIn } from '../../src/app/api/v1/users/[id]/google-booking/route'
import { runFollowUpsNow } from '../../src/server/appointments/followUps'
import { createBooking } from '../../src/server/booking/create'
import { resetEnvCache } from '../../src/server/env'
import { writeGoogleFeeds } from '../../src/server/googleBooking/feeds'
import { createGroomer } from '../../scripts/lib/people'
import { bookableGroomer, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { params } from './helpers/requests'
import { bearerOf } from './helpers/sessions'

// Issue 34 item 4: the Booking Server API v3 as Google's Actions Center calls it. Request bodies
// follow the samples of Google's documentation (snake_case, int64 as strings), with our ids.
const USER = 'google-actions-center'
const PASSWORD = 'un-mot-de-passe-assez-long'
const basic = (user = USER, password = PASSWORD) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

let payload: Payload
let merchant: number
let service: number
let validatedService: number

const call = (method: string, body: unknown, authorization: string | null = basic()) =>
  bookingServer(
    new Request(`http://localhost/api/google-booking/v3/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    }),
    params({ method }),
  )
const answer = async <T = Record<string, unknown>>(method: string, body: unknown) => {
  const response = await call(method, body)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
  return (await response.json()) as T
}

// A Monday two weeks ahead, in the groomer's zone (open 09:00–18:00, 60-minute motive).
const monday = DateTime.now().setZone('Europe/Paris').plus({ weeks: 2 }).set({ weekday: 1 }).startOf('day')
const at = (hour: number, day = monday) => String(day.set({ hour }).toSeconds())
const SUNDAY_10 = at(10, monday.minus({ days: 1 }))

const slot = (startSec: string, serviceId = service, merchantId = merchant) => ({
  confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
  duration_sec: '3600',
  merchant_id: String(merchantId),
  resources: { party_size: 1 },
  service_id: String(serviceId),
  start_sec: startSec,
})
const createRequest = (startSec: string, token: string, userId = '1111111111111111111') => ({
  idempotency_token: token,
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
  slot: slot(startSec),
  user_information: {
    email: 'john.smith@gmail.com',
    family_name: 'Smith',
    given_name: 'John',
    telephone: '+33612345678',
    user_id: userId,
  },
})
type Booking = {
  booking_id: string
  status: string
  slot: Record<string, unknown>
  user_information: Record<string, string>
}
type Created = { booking?: Booking; booking_failure?: { cause: string; description: string } }

async function countRows(table: 'appointments' | 'google_bookings', where: ReturnType<typeof sql>) {
  const { rows } = await payload.db.drizzle.execute(
    sql`select count(*)::int as "n" from ${sql.identifier(table)} where ${where}`,
  )
  return Number(rows[0]!.n)
}

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.GOOGLE_BOOKING_USERNAME = USER
  process.env.GOOGLE_BOOKING_PASSWORD = PASSWORD
  resetEnvCache()
  const { groomer, motive } = await bookableGroomer(payload)
  merchant = groomer.id
  service = motive.id
  await payload.update({ collection: 'motives', id: motive.id, overrideAccess: true, data: { instantBooking: true } })
  const validated = await payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: { groomer: groomer.id, title: 'Bain', duration: 60, price: 30, kind: 'salon', bookableOnline: true },
  })
  validatedService = validated.id
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { googleBooking: true, published: true, bookingDelays: { minNoticeMinutes: 0 } },
  })
}, 60_000)

afterAll(() => {
  delete process.env.GOOGLE_BOOKING_USERNAME
  delete process.env.GOOGLE_BOOKING_PASSWORD
  resetEnvCache()
})

describe('Réserver avec Google (Booking Server API v3)', () => {
  it('refuses a request without Google’s credentials, and does not exist where they are not configured', async () => {
    const none = await call('HealthCheck', {}, null)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic realm=/)
    expect((await none.json()).error).toBe('Identifiants Google invalides.')
    expect(
      (await call('BatchAvailabilityLookup', { merchant_id: '1', slot_time: [] }, basic(USER, 'faux'))).status,
    ).toBe(401)
    expect((await call('CreateBooking', createRequest(at(9), 'jeton-refusé'), basic('autre', PASSWORD))).status).toBe(
      401,
    )
    expect(await countRows('google_bookings', sql`"idempotency_token" = 'jeton-refusé'`)).toBe(0)
    const health = await healthCheck(
      new Request('http://localhost/api/google-booking/v3/HealthCheck', { headers: { authorization: basic() } }),
      params({ method: 'HealthCheck' }),
    )
    expect(health.status).toBe(200)
    expect((await call('DeleteEverything', {})).status).toBe(404)

    delete process.env.GOOGLE_BOOKING_PASSWORD
    resetEnvCache()
    try {
      expect((await call('HealthCheck', {})).status).toBe(404)
    } finally {
      process.env.GOOGLE_BOOKING_PASSWORD = PASSWORD
      resetEnvCache()
    }
  })

  it('answers odd input with a 4xx, never a 500: times out of the engine’s years, ids past PostgreSQL’s integers, names every object has', async () => {
    for (const start_sec of ['0', '99999999999', -5])
      expect((await call('CheckAvailability', { slot: { ...slot(at(10)), start_sec } })).status).toBe(400)
    const far = await answer<{ slot_time_availability: { available: boolean }[] }>('BatchAvailabilityLookup', {
      merchant_id: '3000000000',
      slot_time: [{ service_id: '99999999999', start_sec: at(10) }],
    })
    expect(far.slot_time_availability[0]!.available).toBe(false)
    for (const method of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect((await call(method, {})).status).toBe(404)
  })

  it('answers a malformed request with a 400 {error, fields}', async () => {
    const response = await call('BatchAvailabilityLookup', {
      merchant_id: String(merchant),
      slot_time: [{ start_sec: 'demain' }],
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.error).toBeTruthy()
    expect(Object.keys(body.fields).join()).toMatch(/slot_time\.0\./)
  })

  it('BatchAvailabilityLookup and CheckAvailability answer from the engine: free hours, a Sunday, another motive, a merchant who did not opt in', async () => {
    const other = await bookableGroomer(payload)
    const { slot_time_availability: lookup } = await answer<{
      slot_time_availability: { slot_time: Record<string, unknown>; available: boolean }[]
    }>('BatchAvailabilityLookup', {
      merchant_id: String(merchant),
      slot_time: [
        { duration_sec: '3600', service_id: String(service), start_sec: at(10) },
        { duration_sec: '3600', service_id: String(service), start_sec: SUNDAY_10 },
        { duration_sec: '1800', service_id: String(service), start_sec: at(11) },
        { duration_sec: '3600', service_id: String(validatedService), start_sec: at(12) },
        { duration_sec: '3600', service_id: '999999', start_sec: at(13) },
      ],
    })
    expect(lookup.map((entry) => entry.available)).toEqual([true, false, false, false, false])
    expect(lookup[0]!.slot_time).toEqual({ duration_sec: '3600', service_id: String(service), start_sec: at(10) })

    // lowerCamelCase and numbers are proto3 JSON too.
    const camel = await answer<{ slot_time_availability: { available: boolean }[] }>('BatchAvailabilityLookup', {
      merchantId: String(other.groomer.id),
      slotTime: [{ serviceId: String(other.motive.id), startSec: Number(at(10)), durationSec: 3600 }],
    })
    expect(camel.slot_time_availability[0]!.available).toBe(false)

    const checked = await answer<{ slot: Record<string, string>; count_available: number }>('CheckAvailability', {
      slot: slot(at(10)),
    })
    expect(checked.count_available).toBe(1)
    expect(checked.slot).toMatchObject({ merchant_id: String(merchant), start_sec: at(10), duration_sec: '3600' })
    const sunday = await answer<{ count_available: number }>('CheckAvailability', { slot: slot(SUNDAY_10) })
    expect(sunday.count_available).toBe(0)
  })

  it('CreateBooking books once per idempotency token, even sent twice at once, and the groomer sees it confirmed', async () => {
    const token = `jeton-${Date.now()}`
    const [first, second] = await Promise.all([
      answer<Created>('CreateBooking', createRequest(at(14), token)),
      answer<Created>('CreateBooking', createRequest(at(14), token)),
    ])
    expect(first.booking_failure).toBeUndefined()
    expect(first.booking).toMatchObject({
      status: 'CONFIRMED',
      // The slot as booked (we keep no resources: a groomer is one person).
      slot: {
        confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
        duration_sec: '3600',
        merchant_id: String(merchant),
        service_id: String(service),
        start_sec: at(14),
      },
      user_information: { given_name: 'John', family_name: 'Smith', user_id: '1111111111111111111' },
      payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    })
    expect(second.booking?.booking_id).toBe(first.booking!.booking_id)
    const again = await answer<Created>('CreateBooking', createRequest(at(14), token))
    expect(again.booking?.booking_id).toBe(first.booking!.booking_id)
    expect(await countRows('google_bookings', sql`"idempotency_token" = ${token}`)).toBe(1)

    const { docs } = await payload.find({
      collection: 'appointments',
      where: { reference: { equals: first.booking!.booking_id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      source: 'google',
      status: 'confirmed',
      groomer: merchant,
      attendee: null,
      customerName: 'John Smith',
      customerPhone: '+33612345678',
      attendeeEmails: ['john.smith@gmail.com'],
    })
    // Its follow-up (the groomer's notice, the customer's confirmation) is queued with it.
    expect(
      Number(
        (
          await payload.db.drizzle.execute(
            sql`select count(*)::int as "n" from "appointment_follow_ups" where "appointment_id" = ${docs[0]!.id}`,
          )
        ).rows[0]!.n,
      ),
    ).toBe(1)
    // The follow-up tells the groomer who booked (the customer as Google sent them) and confirms to the customer.
    await runFollowUpsNow(docs[0]!.id)
    const sent = async (to: string) =>
      (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true, limit: 50 }))
        .docs
    const groomerEmail = (await payload.findByID({ collection: 'users', id: merchant, overrideAccess: true })).email
    const notice = (await sent(groomerEmail)).find((message) => message.text?.includes(first.booking!.booking_id))
    expect(notice?.text).toContain('John Smith')
    expect(notice?.text).toContain('+33612345678')
    const confirmation = (await sent('john.smith@gmail.com')).find((message) =>
      message.text?.includes(first.booking!.booking_id),
    )
    expect(confirmation?.text).toContain('Annulation gratuite depuis Google')
    // Another token for the same time: the slot is no longer free.
    const taken = await answer<Created>('CreateBooking', createRequest(at(14), `${token}-bis`))
    expect(taken.booking_failure?.cause).toBe('SLOT_UNAVAILABLE')
    expect(taken.booking).toBeUndefined()
  })

  it('a slot taken on the site is refused to Google with SLOT_UNAVAILABLE, and looked up as unavailable', async () => {
    const attendee = await verifiedAttendee(payload)
    const start = monday.set({ hour: 16 }).toISO()!
    await createBooking(attendee, { groomer: merchant, motive: service, start, pet: PET, note: '' })
    const refused = await answer<Created>('CreateBooking', createRequest(at(16), `site-${Date.now()}`))
    expect(refused).toEqual({ booking_failure: { cause: 'SLOT_UNAVAILABLE', description: expect.any(String) } })
    const { slot_time_availability: lookup } = await answer<{ slot_time_availability: { available: boolean }[] }>(
      'BatchAvailabilityLookup',
      {
        merchant_id: String(merchant),
        slot_time: [{ duration_sec: '3600', service_id: String(service), start_sec: at(16) }],
      },
    )
    expect(lookup[0]!.available).toBe(false)
    // A motive the groomer validates by hand is not offered on Google.
    const validated = await answer<Created>('CreateBooking', {
      ...createRequest(at(9), `valide-${Date.now()}`),
      slot: slot(at(9), validatedService),
    })
    expect(validated.booking_failure?.cause).toBe('SLOT_UNAVAILABLE')
  })

  it('GetBookingStatus, ListBookings and UpdateBooking (cancel) follow the booking; a new time is refused', async () => {
    const userId = `utilisateur-${Date.now()}`
    const made = await answer<Created>('CreateBooking', createRequest(at(15), `statut-${Date.now()}`, userId))
    const bookingId = made.booking!.booking_id
    expect(await answer('GetBookingStatus', { booking_id: bookingId })).toEqual({
      booking_id: bookingId,
      booking_status: 'CONFIRMED',
      prepayment_status: 'PREPAYMENT_NOT_PROVIDED',
    })
    const listed = await answer<{ bookings: Booking[] }>('ListBookings', { user_id: userId })
    expect(listed.bookings.map((booking) => booking.booking_id)).toEqual([bookingId])

    const moved = await call('UpdateBooking', {
      booking: { booking_id: bookingId, slot: { start_sec: at(17), duration_sec: '3600' } },
    })
    expect(moved.status).toBe(400)

    // A cancellation may carry the booking's slot as it stands.
    const cancelled = await answer<Created>('UpdateBooking', {
      booking: { booking_id: bookingId, status: 'CANCELED', slot: { start_sec: at(15), duration_sec: '3600' } },
    })
    expect(cancelled.booking?.status).toBe('CANCELED')
    expect(cancelled.booking_failure).toBeUndefined()
    expect(
      (await answer<{ booking_status: string }>('GetBookingStatus', { booking_id: bookingId })).booking_status,
    ).toBe('CANCELED')
    const twice = await answer<Created>('UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } })
    expect(twice.booking_failure?.cause).toBe('BOOKING_ALREADY_CANCELLED')
    // The freed hour is free again for Google.
    const { count_available } = await answer<{ count_available: number }>('CheckAvailability', { slot: slot(at(15)) })
    expect(count_available).toBe(1)

    expect((await call('GetBookingStatus', { booking_id: 'RDV-INCONNU' })).status).toBe(404)
    expect((await call('UpdateBooking', { booking: { booking_id: 'RDV-INCONNU', status: 'CANCELED' } })).status).toBe(
      404,
    )
  })

  it('a cancellation inside the groomer’s notice window is OUTSIDE_CANCELLATION_WINDOW', async () => {
    const soon = DateTime.now().setZone('Europe/Paris').plus({ days: 1 })
    const weekday = soon.weekday === 7 ? soon.plus({ days: 1 }) : soon
    // 24 h of notice: a booking tomorrow (or Monday) at 17:00 is inside it only when less than 24 h away.
    await payload.update({
      collection: 'users',
      id: merchant,
      overrideAccess: true,
      data: { cancellationNoticeHours: 72 },
    })
    try {
      const made = await answer<Created>(
        'CreateBooking',
        createRequest(at(17, weekday.startOf('day')), `fenetre-${Date.now()}`),
      )
      expect(made.booking?.status).toBe('CONFIRMED')
      const refused = await answer<Created>('UpdateBooking', {
        booking: { booking_id: made.booking!.booking_id, status: 'CANCELED' },
      })
      expect(refused.booking_failure?.cause).toBe('OUTSIDE_CANCELLATION_WINDOW')
      expect(refused.booking?.status).toBe('CONFIRMED')
    } finally {
      await payload.update({
        collection: 'users',
        id: merchant,
        overrideAccess: true,
        data: { cancellationNoticeHours: 24 },
      })
    }
  })

  it('writes the merchants, services and availability feeds of the groomers who opted in', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'google-feeds-'))
    const report = await writeGoogleFeeds(new Date(), dir)
    expect(report.merchants).toBeGreaterThanOrEqual(1)
    const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
    const merchants = read('merchants.json')
    expect(merchants.metadata).toMatchObject({ processing_instruction: 'PROCESS_AS_COMPLETE', total_shards: 1 })
    expect(merchants.merchant).toContainEqual(
      expect.objectContaining({
        merchant_id: String(merchant),
        geo: expect.objectContaining({ address: expect.objectContaining({ postal_code: '75011' }) }),
      }),
    )
    const services = read('services.json').service as { merchant_id: string; service_id: string; price?: unknown }[]
    const mine = services.filter((entry) => entry.merchant_id === String(merchant))
    expect(mine).toEqual([
      expect.objectContaining({
        service_id: String(service),
        price: { price_micros: '55000000', currency_code: 'EUR' },
      }),
    ])
    const slots = read('availability.json').service_availability[0].availability as {
      merchant_id: string
      start_sec: string
    }[]
    const starts = slots.filter((entry) => entry.merchant_id === String(merchant)).map((entry) => entry.start_sec)
    expect(starts).toContain(at(10))
    expect(starts).not.toContain(at(14))
  })

  it('the groomer opts in and out from their space; another groomer cannot', async () => {
    const groomer = await createGroomer(payload, { published: true })
    const headers = await bearerOf(payload, 'users', groomer.email)
    const put = (id: number, enabled: unknown, as = headers) =>
      putOptIn(
        new Request(`http://localhost/api/v1/users/${id}/google-booking`, {
          method: 'PUT',
          headers: { ...as, 'content-type': 'application/json' },
          body: JSON.stringify({ enabled }),
        }),
        params({ id: String(id) }),
      )
    const before = await getOptIn(
      new Request(`http://localhost/api/v1/users/${groomer.id}/google-booking`, { headers }),
      params({ id: String(groomer.id) }),
    )
    expect(await before.json()).toMatchObject({ available: true, enabled: false, services: [] })
    const on = await put(groomer.id, true)
    expect(on.status).toBe(200)
    // No motive in instant booking yet: noted, and offered once the conditions are met.
    expect(await on.json()).toMatchObject({
      enabled: true,
      message: expect.stringContaining('Google vous proposera dès'),
    })
    expect((await put(groomer.id, 'oui')).status).toBe(400)
    expect((await put(merchant, false)).status).toBe(403)
    const stored = await payload.findByID({ collection: 'users', id: merchant, overrideAccess: true, depth: 0 })
    expect(stored.googleBooking).toBe(true)
    expect((await (await put(groomer.id, false)).json()).enabled).toBe(false)
  })
})
