import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'

import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import { chainHash, GENESIS } from '../../../src/server/checkout/chain'
import { type SaleDocument, hashedPart } from '../../../src/server/checkout/records'
import { FRANCHISE_MENTION, type Payment, type SaleLine, saleTotals } from '../../../src/server/checkout/totals'
import type { MarketPlan } from './plan'

/**
 * The register's notes of the visits done in the last SALES_DAYS days (the checkout is recent: before
 * that, visits were paid outside the product), chained per groomer exactly as the checkout chains
 * them (chain.ts), so the chain check passes. Written with COPY, streamed.
 */
const SALES_DAYS = 14
const BATCH = 20_000

type Visit = {
  id: number
  groomer_id: number
  reference: string
  start: Date
  finish: Date
  timezone: string
  title: string
  price: string | null
  customer_name: string
  customer_email: string | null
  seller_name: string
  seller_address: string
}

/** A value for COPY's text format (backslash, tab and line breaks escaped). */
const copyText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')

function noteOf(visit: Visit, number: number): SaleDocument {
  const lines: SaleLine[] = [
    { label: visit.title, quantity: 1, unitCents: Math.round(Number(visit.price ?? 45) * 100), kind: 'service' },
  ]
  if (visit.id % 5 === 0) lines.push({ label: 'Coupe des griffes', quantity: 1, unitCents: 800, kind: 'extra' })
  const tipCents = visit.id % 7 === 0 ? 500 : 0
  const due = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0) + tipCents
  const method = (['card', 'card', 'card', 'cash', 'cash', 'cheque'] as const)[visit.id % 6]!
  const payments: Payment[] = [{ method, amountCents: due }]
  const input = { lines, discounts: [], tipCents, payments, cashGivenCents: null, vatRegime: 'franchise' as const }
  const result = saleTotals(input)
  if ('problem' in result) throw new Error(result.problem.message)
  return {
    kind: 'sale',
    number,
    issuedAt: visit.finish.toISOString(),
    refersTo: null,
    seller: {
      name: visit.seller_name,
      address: visit.seller_address,
      siret: null,
      vatNumber: null,
      vatRegime: 'franchise',
    },
    customer: { name: visit.customer_name, email: visit.customer_email },
    appointment: { reference: visit.reference, start: visit.start.toISOString(), timezone: visit.timezone },
    lines,
    discounts: [],
    payments,
    cashGivenCents: null,
    totals: result.totals,
    vatMention: FRANCHISE_MENTION,
    reason: null,
  }
}

export async function seedSales(db: pg.Client, plan: MarketPlan) {
  // A cursor over the visits, in each groomer's order, all of it read: the plan of a whole read
  // (a cursor's default plans for the first rows and walked ten million appointments in groomer order).
  await db.query('set local cursor_tuple_fraction = 1')
  await db.query(
    `declare market_visits no scroll cursor for
     select a."id", a."groomer_id", a."reference", a."start", a."end" as finish, a."timezone", a."title", a."price",
       coalesce(c."name", a."customer_name") as customer_name, c."email" as customer_email,
       coalesce(u."display_name", u."first_name" || ' ' || u."last_name") as seller_name,
       concat_ws(', ', u."address", concat_ws(' ', u."postcode", ci."name")) as seller_address
     from "appointments" a join "users" u on u."id" = a."groomer_id" left join "cities" ci on ci."id" = u."city_id"
     left join "customer_folders" c on c."id" = a."customer_folder_id"
     where a."groomer_id" in (select id from market_groomers) and a."visit_status" = 'finished'
       and a."start" >= $1::timestamptz - ($2::int + 1) * interval '1 day'
       and a."end" >= $1::timestamptz - $2::int * interval '1 day' and a."end" < $1::timestamptz
     order by a."groomer_id", a."end", a."id"`,
    [plan.now, SALES_DAYS],
  )
  let groomer = -1
  let number = 0
  let previous = GENESIS
  async function* rows() {
    for (;;) {
      const { rows: visits } = await db.query<Visit>(`fetch ${BATCH} from market_visits`)
      if (visits.length === 0) return
      let chunk = ''
      for (const visit of visits) {
        if (visit.groomer_id !== groomer) [groomer, number, previous] = [visit.groomer_id, 0, GENESIS]
        number += 1
        const document = noteOf(visit, number)
        const record = {
          groomerId: groomer,
          number,
          kind: document.kind,
          appointmentReference: visit.reference,
          issuedAt: document.issuedAt,
          document,
          previousHash: previous,
        }
        const hash = chainHash(previous, hashedPart(record))
        chunk += `${groomer}\t${number}\tsale\t${visit.reference}\t${document.issuedAt}\t${copyText(JSON.stringify(document))}\t${previous}\t${hash}\n`
        previous = hash
      }
      yield chunk
    }
  }
  // COPY takes the connection for itself and the cursor lives in this transaction: the notes are made first, then copied.
  const chunks: string[] = []
  for await (const chunk of rows()) chunks.push(chunk)
  await db.query('close market_visits')
  await pipeline(
    Readable.from(chunks),
    db.query(
      copyFrom(
        `copy "sales" ("groomer_id", "number", "kind", "appointment_reference", "issued_at", "document", "previous_hash", "hash") from stdin`,
      ),
    ),
  )
}
