import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { POST as webhookRoute } from '../../src/app/api/v1/payments/stripe/webhook/route'
import { billingDb } from '../../src/server/billing/db'
import { createBooking, type Booking } from '../../src/server/booking/create'
import { NOT_PAID_YET } from '../../src/server/booking/lifecycle'
import { disclosuresBySize } from '../../src/server/noShows/bookingTerms'
import { groomerDisputes } from '../../src/server/noShows/disputes'
import { ALREADY_SETTLED } from '../../src/server/noShows/fee'
import { guaranteeOfAppointment } from '../../src/server/noShows/guarantees'
import { saveNoShowPolicies } from '../../src/server/noShows/policies'
import { settleDueGuarantees } from '../../src/server/noShows/sweep'
import { verifyRegister } from '../../src/server/checkout/verify'
import { bookableGroomer, nextWeekday, PET, uniqueMobile, verifiedAttendee, workdayAhead } from './helpers/booking'
import { fakeStripeForFile } from './helpers/fakeStripeEnv'
import { getTestPayload } from './helpers/payload'
import { outboxInOrder, outboxTo, stored } from './helpers/records'
import { params } from './helpers/requests'
import { bearer, type Headers } from './helpers/sessions'

/**
 * Issue 33 items 1–3: a booking under a no-show policy is held while the owner pays the deposit
 * (or saves their card) on Stripe's page; every outcome settles by itself, once, in any order of
 * events; the fee is never above what the booking agreed; each movement is a note of the register.
 */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_int_booking_guarantees',
  STRIPE_WEBHOOK_SECRET: 'whsec_int_booking_guarantees',
  STRIPE_PRICE_ID: 'price_fake_monthly',
}
const SITE = 'http://127.0.0.1:3999'
const stripe = fakeStripeForFile(KEYS)
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Posts one event to the site's webhook, signed as Stripe does; it must be taken (200). */
async function post(event: Record<string, unknown>) {
  const { body, signature } = stripe.fake.signed(event)
  const response = await webhookRoute(
    new Request(`${SITE}/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    }),
  )
  expect(response.status).toBe(200)
}

/** Delivers to the site every event the fake recorded since `from`, as Stripe does (each twice: a replay changes nothing). */
async function deliver(from: number) {
  for (const event of stripe.fake.events.slice(from)) for (let time = 0; time < 2; time += 1) await post(event)
}

const action = (reference: string, name: string, headers: Headers, body?: unknown) =>
  appointmentAction(
    new Request(`${SITE}/api/v1/appointments/${reference}/${name}`, {
      method: 'POST',
      headers: { ...headers, origin: SITE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    params({ reference, action: name }),
  )

type Policy = Parameters<typeof saveNoShowPolicies>[1]['policies'][number]

/** A groomer (55 € motive) whose Stripe account takes payments, under `policy`, and a new client. */
async function setUp(policy: Partial<Policy>, groomerSettings: { cancellationNoticeHours?: number } = {}) {
  const { groomer, motive } = await bookableGroomer(payload, groomerSettings)
  await (
    await billingDb()
  ).execute(sql`
    insert into "connected_accounts" ("groomer_id", "stripe_account_id", "charges_enabled", "details_submitted")
    values (${groomer.id}, ${`acct_guarantee_${groomer.id}`}, true, true)`)
  await saveNoShowPolicies(groomer.id, {
    policies: [
      {
        motive: null,
        kind: 'deposit',
        depositPercent: null,
        depositCents: null,
        appliesTo: 'all',
        freeCancellationHours: 24,
        feeCents: 1500,
        ...policy,
      } as Policy,
    ],
  })
  const attendee = await verifiedAttendee(payload, uniqueMobile())
  return {
    groomer,
    motive,
    attendee,
    groomerHeaders: await bearer('users', groomer.email),
    ownerHeaders: await bearer('attendees', attendee.email),
  }
}

type World = Awaited<ReturnType<typeof setUp>>

const book = (world: World, start = nextWeekday(3, 11)) =>
  createBooking(world.attendee, { groomer: world.groomer.id, motive: world.motive.id, start, pet: PET, note: '' })

const sessionOf = (booking: Booking) => booking.guarantee!.checkoutUrl.split('/').at(-1)!

/** The owner completes Stripe's page, and Stripe tells the site. */
async function pay(booking: Booking) {
  const from = stripe.fake.events.length
  await stripe.fake.completeCheckout(sessionOf(booking))
  await deliver(from)
}

async function notesOf(groomerId: number, reference: string) {
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select "kind", ("document"->'totals'->>'dueCents')::int as "cents", "document"->'payments'->0->>'method' as "method",
      ("document"->>'refersTo')::int as "refersTo", "number"
    from "sales" where "groomer_id" = ${groomerId} and "appointment_reference" = ${reference} order by "number"`)
  return rows
}

/** French amounts are written with a narrow no-break space before « € ». */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

const state = async (booking: Booking) => (await guaranteeOfAppointment(booking.id))?.state

describe('a booking under a deposit policy', () => {
  it('holds its slot while the 30 % deposit is paid; the groomer hears of it only once paid; refused → refunded, noted, told', async () => {
    const world = await setUp({ depositPercent: 30 })
    const booking = await book(world)
    // 30 % of 55 €, the fee capped at the deposit.
    expect(booking.guarantee).toMatchObject({ kind: 'deposit', amountCents: 1650, feeCents: 1500 })
    expect(booking.guarantee!.checkoutUrl).toBe(`${stripe.fake.base}/checkout/${sessionOf(booking)}`)
    expect(stripe.fake.checkoutSessions.get(sessionOf(booking))).toMatchObject({
      mode: 'payment',
      client_reference_id: booking.reference,
      payment_intent_data: { transfer_data: { destination: `acct_guarantee_${world.groomer.id}` } },
    })
    expect(await state(booking)).toBe('awaiting')
    expect(await outboxTo(world.groomer.email)).toEqual([])
    const early = await action(booking.reference, 'validate', world.groomerHeaders)
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ error: NOT_PAID_YET })

    await pay(booking)
    expect(await state(booking)).toBe('secured')
    expect(await notesOf(world.groomer.id, booking.reference)).toMatchObject([
      { kind: 'deposit', cents: 1650, method: 'online' },
    ])
    await expect
      .poll(async () => (await outboxTo(world.groomer.email)).map((mail) => mail.subject).join(' | '))
      .toMatch(/demande/i)

    expect((await action(booking.reference, 'refuse', world.groomerHeaders, { reason: 'Complet' })).status).toBe(200)
    expect(await guaranteeOfAppointment(booking.id)).toMatchObject({ state: 'refunded', refundedCents: 1650 })
    const [deposit, refund] = await notesOf(world.groomer.id, booking.reference)
    expect(refund).toMatchObject({ kind: 'refund', cents: -1650, method: 'online', refersTo: deposit!.number })
    const refunds = [...stripe.fake.refunds.values()].filter(
      (item) =>
        item.payment_intent === (stripe.fake.checkoutSessions.get(sessionOf(booking))!.payment_intent as string),
    )
    expect(refunds.map((item) => item.amount)).toEqual([1650])
    await expect
      .poll(async () => (await outboxInOrder(world.attendee.email, 'email')).map((mail) => plain(mail.subject)))
      .toContain('Votre acompte de 16,50 € est remboursé')
    expect(plain((await outboxInOrder(world.attendee.phone!, 'sms')).map((sms) => sms.text).join(' '))).toContain(
      'acompte de 16,50 €',
    )
    // Settling again (a late event, the sweep) moves nothing more.
    expect((await settleDueGuarantees(new Date())).settled).toBe(0)
    expect(await notesOf(world.groomer.id, booking.reference)).toHaveLength(2)
    expect((await verifyRegister(world.groomer.id)).ok).toBe(true)
  })

  it('a page left unpaid expires: the booking is released, its time free again, the groomer never told', async () => {
    const world = await setUp({ depositCents: 2000 })
    const start = nextWeekday(4, 10)
    const booking = await book(world, start)
    const from = stripe.fake.events.length
    await stripe.fake.expireCheckout(sessionOf(booking))
    await deliver(from)
    expect(await state(booking)).toBe('released')
    expect((await stored('appointments', booking.id)).status).toBe('expired')
    expect(await outboxTo(world.groomer.email)).toEqual([])
    // The same slot books again.
    expect((await book(world, start)).guarantee?.amountCents).toBe(2000)
  })

  it('the sweep closes a page past its time; a payment that completes after the release is refunded at once', async () => {
    const world = await setUp({ depositCents: 2000 })
    const booking = await book(world)
    expect((await settleDueGuarantees(new Date())).settled).toBe(0)
    await settleDueGuarantees(new Date(Date.now() + 40 * 60_000))
    expect(await state(booking)).toBe('released')
    expect((await stored('appointments', booking.id)).status).toBe('expired')
    // Stripe's page completed in the same instant it was closed: the money comes back.
    await pay(booking)
    expect(await guaranteeOfAppointment(booking.id)).toMatchObject({ state: 'refunded', refundedCents: 2000 })
    expect((await notesOf(world.groomer.id, booking.reference)).map((note) => note.cents)).toEqual([2000, -2000])
    expect(await outboxTo(world.groomer.email)).toEqual([])
  })

  it('an owner who withdraws before paying frees the slot and is never counted as a late cancellation', async () => {
    const world = await setUp({ depositCents: 2000 })
    const booking = await book(world)
    expect((await action(booking.reference, 'cancel', world.ownerHeaders)).status).toBe(200)
    expect(await state(booking)).toBe('released')
    expect(stripe.fake.checkoutSessions.get(sessionOf(booking))!.status).toBe('expired')
    expect((await stored('appointments', booking.id)).status).toBe('expired')
    expect(await outboxTo(world.groomer.email)).toEqual([])
  })

  it('a cancellation inside the free window refunds; after it the groomer keeps the fee and the rest goes back', async () => {
    const world = await setUp({ depositCents: 2000, feeCents: 1500, freeCancellationHours: 24 * 7 })
    // Early: more than 7 days ahead.
    const early = await book(world, nextWeekday(3, 11, 9))
    await pay(early)
    expect((await action(early.reference, 'cancel', world.ownerHeaders)).status).toBe(200)
    expect(await guaranteeOfAppointment(early.id)).toMatchObject({ state: 'refunded', refundedCents: 2000 })

    // Late: three or four days ahead (never a Sunday), inside the 7 days whatever the day of the run.
    const late = await book(world, workdayAhead(3, 11))
    await pay(late)
    expect((await action(late.reference, 'cancel', world.ownerHeaders)).status).toBe(200)
    expect(await state(late)).toBe('secured')
    const fee = await action(late.reference, 'no-show-fee', world.groomerHeaders)
    expect(fee.status).toBe(200)
    expect(await fee.json()).toMatchObject({ fee: { state: 'kept', cents: 1500 } })
    expect(await guaranteeOfAppointment(late.id)).toMatchObject({
      state: 'kept',
      chargedCents: 1500,
      refundedCents: 500,
    })
    expect((await notesOf(world.groomer.id, late.reference)).map((note) => note.cents)).toEqual([2000, -500])
    const again = await action(late.reference, 'no-show-fee', world.groomerHeaders)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: ALREADY_SETTLED })
  })
})

describe('a booking under a card imprint', () => {
  async function noShow(world: World) {
    const booking = await book(world)
    await pay(booking)
    expect(stripe.fake.checkoutSessions.get(sessionOf(booking))).toMatchObject({ mode: 'setup' })
    expect(await guaranteeOfAppointment(booking.id)).toMatchObject({ state: 'secured', paymentMethodId: /^pm_/ })
    expect((await action(booking.reference, 'validate', world.groomerHeaders)).status).toBe(200)
    await (
      await billingDb()
    ).execute(sql`update "appointments" set "visit_status" = 'no_show' where "id" = ${booking.id}`)
    return booking
  }

  it('« Absent » then « Facturer » charges the fee agreed at booking, once, even if the policy grew since', async () => {
    const world = await setUp({ kind: 'imprint', feeCents: 2000 })
    const booking = await noShow(world)
    expect(booking.guarantee).toMatchObject({ kind: 'imprint', amountCents: null, feeCents: 2000 })
    // Nothing was taken at booking.
    expect(await notesOf(world.groomer.id, booking.reference)).toEqual([])
    await saveNoShowPolicies(world.groomer.id, {
      policies: [
        {
          motive: null,
          kind: 'imprint',
          depositPercent: null,
          depositCents: null,
          appliesTo: 'all',
          freeCancellationHours: 24,
          feeCents: 9000,
        },
      ],
    })
    const fee = await action(booking.reference, 'no-show-fee', world.groomerHeaders)
    expect(await fee.json()).toMatchObject({ fee: { state: 'charged', cents: 2000 } })
    const charged = [...stripe.fake.paymentIntents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>)?.reference === booking.reference,
    )
    expect(charged.map((intent) => [intent.amount, String(intent.off_session), intent.on_behalf_of])).toEqual([
      [2000, 'true', `acct_guarantee_${world.groomer.id}`],
    ])
    expect(await notesOf(world.groomer.id, booking.reference)).toMatchObject([{ kind: 'fee', cents: 2000 }])
    await expect
      .poll(async () => (await outboxInOrder(world.attendee.email, 'email')).map((mail) => plain(mail.subject)))
      .toContain('Frais d’absence débités : 20 €')
    expect((await action(booking.reference, 'no-show-fee', world.groomerHeaders)).status).toBe(409)
    expect(charged).toHaveLength(1)
  })

  it('a card that refuses gets a payment link by e-mail and SMS; paying it charges the fee', async () => {
    const world = await setUp({ kind: 'imprint', feeCents: 1200 })
    const booking = await noShow(world)
    stripe.fake.offSessionOutcome = 'card_declined'
    try {
      const fee = await action(booking.reference, 'no-show-fee', world.groomerHeaders)
      expect(await fee.json()).toMatchObject({ fee: { state: 'charge_failed', cents: 1200 } })
    } finally {
      stripe.fake.offSessionOutcome = 'succeeded'
    }
    const guarantee = await guaranteeOfAppointment(booking.id)
    expect(guarantee).toMatchObject({ state: 'charge_failed', chargedCents: 0 })
    const link = guarantee!.feeCheckoutUrl!
    await expect
      .poll(async () => (await outboxInOrder(world.attendee.email, 'email')).map((mail) => mail.html).join(''))
      .toContain(link)
    expect((await outboxInOrder(world.attendee.phone!, 'sms')).map((sms) => sms.text).join(' ')).toContain(link)
    expect(await notesOf(world.groomer.id, booking.reference)).toEqual([])

    const from = stripe.fake.events.length
    await stripe.fake.completeCheckout(guarantee!.feeCheckoutSessionId!)
    await deliver(from)
    expect(await guaranteeOfAppointment(booking.id)).toMatchObject({ state: 'charged', chargedCents: 1200 })
    expect(await notesOf(world.groomer.id, booking.reference)).toMatchObject([{ kind: 'fee', cents: 1200 }])
  })

  it('a request that expires unanswered lets the card go; nothing is ever charged for it', async () => {
    const world = await setUp({ kind: 'imprint', feeCents: 2000 })
    const booking = await book(world)
    await pay(booking)
    await (await billingDb()).execute(sql`update "appointments" set "status" = 'expired' where "id" = ${booking.id}`)
    await settleDueGuarantees(new Date())
    expect(await state(booking)).toBe('released')
    expect((await action(booking.reference, 'no-show-fee', world.groomerHeaders)).status).toBe(409)
    expect(await notesOf(world.groomer.id, booking.reference)).toEqual([])
  })
})

describe('without a policy', () => {
  it('a booking asks nothing and reaches the groomer at once', async () => {
    const world = await setUp({ kind: 'none', feeCents: 0 })
    const booking = await book(world)
    expect(booking.guarantee).toBeUndefined()
    expect(await guaranteeOfAppointment(booking.id)).toBeNull()
  })
})

describe('a card dispute on a deposit (issue 33 item 5)', () => {
  it('is kept for the groomer, one row per status Stripe reports, never rewritten; the register does not move', async () => {
    const world = await setUp({ depositPercent: 30 })
    const booking = await book(world)
    await pay(booking)
    const intent = (await guaranteeOfAppointment(booking.id))!.paymentIntentId!
    const rows = async () =>
      (
        await (
          await billingDb()
        ).execute(
          sql`select "status", "amount_cents" from "guarantee_disputes" where "appointment_reference" = ${booking.reference} order by "id"`,
        )
      ).rows

    let from = stripe.fake.events.length
    const dispute = await stripe.fake.openDispute(intent, 'fraudulent')
    const created = stripe.fake.events.slice(from)
    await deliver(from)
    expect(await rows()).toEqual([{ status: 'needs_response', amount_cents: 1650 }])
    expect((await groomerDisputes(world.groomer.id, [booking.reference])).get(booking.reference)).toMatchObject({
      disputeId: dispute.id,
      status: 'needs_response',
      amountCents: 1650,
      reason: 'fraudulent',
    })
    // Another groomer sees nothing of it.
    const other = await setUp({ kind: 'none', feeCents: 0 })
    expect((await groomerDisputes(other.groomer.id, [booking.reference])).size).toBe(0)

    from = stripe.fake.events.length
    await stripe.fake.closeDispute(String(dispute.id), 'lost')
    await deliver(from)
    // The « opened » event delivered late reads Stripe's state now (lost): nothing more is written.
    for (const event of created) await post({ ...event, id: `${String(event.id)}_late` })
    expect(await rows()).toEqual([
      { status: 'needs_response', amount_cents: 1650 },
      { status: 'lost', amount_cents: 1650 },
    ])
    expect((await groomerDisputes(world.groomer.id, [booking.reference])).get(booking.reference)).toMatchObject({
      status: 'lost',
    })
    await expect(
      (await billingDb()).execute(
        sql`update "guarantee_disputes" set "status" = 'won' where "appointment_reference" = ${booking.reference}`,
      ),
    ).rejects.toThrow()
    // The marketplace bears the loss: the groomer's deposit note stands alone, the chain intact.
    expect(await notesOf(world.groomer.id, booking.reference)).toMatchObject([{ kind: 'deposit', cents: 1650 }])
    expect((await verifyRegister(world.groomer.id)).ok).toBe(true)
  })
})

describe('the waiting list’s claim states the guarantee before its button', () => {
  it('per size, in euros, from the same rule as the booking', async () => {
    const world = await setUp({ depositPercent: 30 })
    const sentences = await disclosuresBySize(world.attendee.id, world.groomer.id, world.motive)
    expect(plain(sentences[''])).toContain('Acompte de 16,50 €')
    expect(Object.keys(sentences).sort()).toEqual(['', 'giant', 'large', 'medium', 'small'])
    const none = await setUp({ kind: 'none', feeCents: 0 })
    expect(Object.values(await disclosuresBySize(none.attendee.id, none.groomer.id, none.motive))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })
})

describe('an instant-booking motive under a deposit (issue 34 item 3)', () => {
  it('holds the slot while unpaid, then is confirmed once paid, told as a confirmed booking', async () => {
    const world = await setUp({ depositPercent: 30 })
    await payload.update({
      collection: 'motives',
      id: world.motive.id,
      overrideAccess: true,
      data: { instantBooking: true },
    })
    const booking = await book(world)
    expect(booking.status).toBe('pending')
    expect(await state(booking)).toBe('awaiting')
    await pay(booking)
    expect(await state(booking)).toBe('secured')
    expect((await stored('appointments', booking.id)).status).toBe('confirmed')
    await expect
      .poll(async () => (await outboxTo(world.groomer.email)).map((mail) => mail.subject).join(' | '))
      .toMatch(/^Nouveau rendez-vous confirmé/)
    // Nothing for the groomer to validate: it is confirmed.
    expect((await action(booking.reference, 'validate', world.groomerHeaders)).status).toBe(409)
  })
})
