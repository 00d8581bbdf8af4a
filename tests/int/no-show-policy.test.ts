import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, PUT } from '../../src/app/api/v1/no-show-policy/route'
import { billingDb } from '../../src/server/billing/db'
import { CONNECT_FIRST, NOT_YOUR_MOTIVE } from '../../src/server/noShows/policies'
import { ownerRecord } from '../../src/server/noShows/ownerRecord'
import { bookableGroomer, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { bearer, type Headers } from './helpers/sessions'

/** Issue 33 item 1: the groomer's protection against no-shows, general or per motive. */
const SITE = 'http://127.0.0.1:3999'
let payload: Payload

const request = (method: 'GET' | 'PUT', headers: Headers, body?: unknown) =>
  new Request(`${SITE}/api/v1/no-show-policy`, {
    method,
    headers: { ...headers, origin: SITE, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const put = async (headers: Headers, body: unknown) => {
  const response = await PUT(request('PUT', headers, body))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const policiesOf = async (headers: Headers) =>
  ((await (await GET(request('GET', headers))).json()) as { policies: unknown[] }).policies

/** A groomer with a bookable motive, signed in; with a Stripe account that takes payments when `connected`. */
async function groomer(connected: boolean) {
  const { groomer, motive } = await bookableGroomer(payload)
  if (connected)
    await (
      await billingDb()
    ).execute(sql`
      insert into "connected_accounts" ("groomer_id", "stripe_account_id", "charges_enabled", "details_submitted")
      values (${groomer.id}, ${`acct_test_${groomer.id}`}, true, true)`)
  return { groomer, motive, headers: await bearer('users', groomer.email) }
}

const DEPOSIT = { kind: 'deposit', depositPercent: 30, feeCents: 1500 }

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the groomer’s no-show policy', () => {
  it('asks for a Stripe account able to take payments before any guarantee; « none » needs nothing', async () => {
    const { headers } = await groomer(false)
    expect(await put(headers, { policies: [DEPOSIT] })).toEqual({
      status: 409,
      body: { error: CONNECT_FIRST, fields: {} },
    })
    expect((await put(headers, { policies: [{ kind: 'none' }] })).status).toBe(200)
    expect(await policiesOf(headers)).toMatchObject([{ motive: null, kind: 'none', feeCents: 0 }])
  })

  it('stores a general deposit and a motive’s imprint, with defaults, the general one first', async () => {
    const { headers, motive } = await groomer(true)
    const saved = await put(headers, {
      policies: [
        { motive: motive.id, kind: 'imprint', depositPercent: 50, feeCents: 2000, freeCancellationHours: 48 },
        { ...DEPOSIT, appliesTo: 'new_or_absent' },
      ],
    })
    expect(saved.status).toBe(200)
    const general = {
      motive: null,
      kind: 'deposit',
      depositPercent: 30,
      depositCents: null,
      appliesTo: 'new_or_absent',
      freeCancellationHours: 24,
      feeCents: 1500,
    }
    // An imprint keeps no deposit figure.
    const imprint = { ...general, motive: motive.id, kind: 'imprint', depositPercent: null, appliesTo: 'all' }
    expect(saved.body.policies).toEqual([general, { ...imprint, freeCancellationHours: 48, feeCents: 2000 }])
    expect(await policiesOf(headers)).toEqual(saved.body.policies)
    // The list replaces the former one.
    expect((await put(headers, { policies: [] })).body.policies).toEqual([])
  })

  it('refuses unclear amounts, twice the same motive or another groomer’s motive, in French, writing nothing', async () => {
    const { headers } = await groomer(true)
    const other = await groomer(true)
    expect((await put(headers, { policies: [DEPOSIT] })).status).toBe(200)
    const fields = async (body: unknown) => {
      const answer = await put(headers, body)
      expect(answer.status).toBe(400)
      return answer.body.fields as Record<string, string>
    }
    expect(await fields({ policies: [{ ...DEPOSIT, depositCents: 2000 }] })).toEqual({
      'policies.0.depositPercent': 'Indiquez l’acompte : un pourcentage du prix ou un montant fixe (l’un ou l’autre).',
    })
    expect(await fields({ policies: [{ kind: 'imprint' }] })).toEqual({
      'policies.0.feeCents': 'Indiquez ce que coûte une absence ou une annulation tardive (1 € au moins).',
    })
    expect(await fields({ policies: [{ ...DEPOSIT, depositPercent: 5 }] })).toEqual({
      'policies.0.depositPercent': 'Un acompte de 10 % au moins.',
    })
    expect(Object.keys(await fields({ policies: [DEPOSIT, { ...DEPOSIT, motive: null }] }))).toEqual([
      'policies.1.motive',
    ])
    expect(await fields({ policies: [{ ...DEPOSIT, motive: 1e12 }] })).toEqual({
      'policies.0.motive': 'Choisissez une de vos prestations, ou toutes.',
    })
    expect(await fields({ policies: [{ ...DEPOSIT, motive: other.motive.id }] })).toEqual({
      'policies.0.motive': NOT_YOUR_MOTIVE,
    })
    expect(await policiesOf(headers)).toMatchObject([{ kind: 'deposit', depositPercent: 30 }])
  })

  it('is the groomer’s own: an owner or a visitor gets a 401', async () => {
    const owner = await verifiedAttendee(payload)
    expect((await put(await bearer('attendees', owner.email), { policies: [] })).status).toBe(401)
    expect((await put({}, { policies: [] })).status).toBe(401)
  })

  it('counts an owner’s visits with the groomer and their no-shows anywhere', async () => {
    const { groomer: mine } = await groomer(false)
    const { groomer: elsewhere } = await groomer(false)
    const owner = await verifiedAttendee(payload)
    expect(await ownerRecord(owner.id, mine.id)).toEqual({ visitsWithGroomer: 0, missedVisits: 0 })
    const visit = (groomerId: number, status: string | null, day: number) => sql`
      insert into "appointments" ("reference", "groomer_id", "attendee_id", "source", "customer_name", "title", "timezone",
        "start", "end", "status", "visit_status", "kind", "number_of_attendees", "updated_at", "created_at")
      values (${`NS-${owner.id}-${groomerId}-${day}`}, ${groomerId}, ${owner.id}, 'groomer', 'Paul', 'Bain', 'Europe/Paris',
        now() - ${`${day} days`}::interval, now() - ${`${day} days`}::interval + interval '1 hour', 'confirmed',
        ${status}::enum_appointments_visit_status, 'salon', 1, now(), now())`
    const db = await billingDb()
    await db.execute(visit(mine.id, 'finished', 30))
    await db.execute(visit(mine.id, null, 20))
    await db.execute(visit(elsewhere.id, 'no_show', 10))
    await db.execute(visit(elsewhere.id, 'no_show', 5))
    expect(await ownerRecord(owner.id, mine.id)).toEqual({ visitsWithGroomer: 1, missedVisits: 2 })
    expect(await ownerRecord(owner.id, elsewhere.id)).toEqual({ visitsWithGroomer: 0, missedVisits: 2 })
  })
})
