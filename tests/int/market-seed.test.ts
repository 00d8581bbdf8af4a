import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dropDatabase, ensureDatabase } from '../../scripts/lib/embedded'
import { seedMarket } from '../../scripts/seed/market'
import { marketPlan } from '../../scripts/seed/market/plan'
import { recordOf } from '../../src/server/checkout/records'
import { checkChain } from '../../src/server/checkout/verify'
import { releaseWithDemo } from './helpers/release'

// `npm run seed:market` at a thousandth of the market (15 groomers, 100 owners, about 10,000
// appointments), twice, on two databases of their own (the release step with the demo data, as
// a deployment makes them): the same rows both times, and rows the product can live with.

const server = (process.env.DATABASE_URL ?? '').replace(/\/[^/?]*(\?.*)?$/, '')
const names = [`marche_a_${process.pid}`, `marche_b_${process.pid}`]
const plan = marketPlan(0.001, new Date('2026-11-18T10:00:00Z'))
const clients: pg.Client[] = []

const indexesOf = async (db: pg.Client) =>
  (
    await db.query<{ definition: string }>(
      `select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'appointments'::regclass order by 1`,
    )
  ).rows.map((row) => row.definition)

/** What identifies the generated appointments: the same on both databases when the seed is deterministic. */
const fingerprintOf = async (db: pg.Client) =>
  (
    await db.query<{ fingerprint: string }>(
      `select md5(string_agg(concat_ws('|', reference, start, "end", status, visit_status, attendee_id, customer_name, price), ',' order by reference)) as fingerprint
       from appointments where groomer_id in (select id from users where email like 'toiletteur-marche-%')`,
    )
  ).rows[0]!.fingerprint

let indexesBefore: string[]

beforeAll(async () => {
  for (const name of names) {
    const url = await ensureDatabase(server, name)
    await releaseWithDemo(url)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    clients.push(client)
  }
  indexesBefore = await indexesOf(clients[0]!)
  for (const client of clients) await seedMarket(client, plan)
}, 240_000)

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => {})
  for (const name of names) await dropDatabase(server, name).catch(() => {})
})

describe('npm run seed:market', () => {
  it('writes the same market twice from the same plan, with every status, and puts the indexes back', async () => {
    const [a, b] = clients as [pg.Client, pg.Client]
    expect(await fingerprintOf(a)).toBe(await fingerprintOf(b))
    const { rows } = await a.query<{ groomers: number; owners: number; appointments: number }>(
      `select (select count(*) from users where email like 'toiletteur-marche-%')::int as groomers,
              (select count(*) from attendees where email like 'proprietaire-marche-%')::int as owners,
              (select count(*) from appointments a join users u on u.id = a.groomer_id and u.email like 'toiletteur-marche-%')::int as appointments`,
    )
    expect(rows[0]).toMatchObject({ groomers: plan.groomers, owners: plan.owners })
    expect(rows[0]!.appointments).toBeGreaterThan(plan.appointments * 0.85)
    expect(rows[0]!.appointments).toBeLessThan(plan.appointments * 1.15)
    const statuses = await a.query<{ status: string; visit: string | null }>(
      `select distinct status::text, visit_status::text as visit from appointments a join users u on u.id = a.groomer_id
       where u.email like 'toiletteur-marche-%' order by 1, 2`,
    )
    const seen = statuses.rows.map((row) => `${row.status}/${row.visit ?? '-'}`)
    for (const kind of [
      'pending/-',
      'confirmed/-',
      'confirmed/finished',
      'confirmed/no_show',
      'cancelled/-',
      'refused/-',
      'expired/-',
    ])
      expect(seen).toContain(kind)
    expect(await indexesOf(a)).toEqual(indexesBefore)
    const references = await a.query<{ bad: number; duplicates: number }>(
      `select count(*) filter (where reference !~ '^RDV-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$')::int as bad,
         (count(*) - count(distinct reference))::int as duplicates
       from appointments a join users u on u.id = a.groomer_id and u.email like 'toiletteur-marche-%'`,
    )
    expect(references.rows[0]).toEqual({ bad: 0, duplicates: 0 })
  })

  it('holds what the product holds: no overlap, reviews of done visits only, registers whose chains verify', async () => {
    const db = clients[0]!
    const overlaps = await db.query<{ count: number }>(
      `select count(*)::int from appointments x join appointments y on x.groomer_id = y.groomer_id and x.id < y.id
         and tstzrange(x.start, x."end") && tstzrange(y.start, y."end")
       where x.status in ('pending', 'confirmed') and y.status in ('pending', 'confirmed')`,
    )
    expect(overlaps.rows[0]!.count).toBe(0)
    const reviews = await db.query<{ total: number; undone: number }>(
      `select count(*)::int as total, count(*) filter (where a.visit_status is distinct from 'finished' or a.attendee_id <> r.attendee_id)::int as undone
       from reviews r join appointments a on a.id = r.appointment_id join users u on u.id = r.groomer_id and u.email like 'toiletteur-marche-%'`,
    )
    expect(reviews.rows[0]!.total).toBeGreaterThan(0)
    expect(reviews.rows[0]!.undone).toBe(0)
    const { rows: sales } = await db.query(
      `select s.* from sales s join users u on u.id = s.groomer_id and u.email like 'toiletteur-marche-%' order by s.groomer_id, s.number`,
    )
    expect(sales.length).toBeGreaterThan(0)
    const registers = new Map<number, ReturnType<typeof recordOf>[]>()
    for (const record of sales.map(recordOf))
      registers.set(record.groomerId, [...(registers.get(record.groomerId) ?? []), record])
    for (const records of registers.values())
      expect(checkChain(records)).toMatchObject({ ok: true, brokenAt: null, missing: [] })
  })

  it('refuses a database that already has the market', async () => {
    await expect(seedMarket(clients[0]!, plan)).rejects.toThrow(/déjà dans cette base/)
  })
})
