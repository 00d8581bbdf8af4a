import { sql } from '@payloadcms/db-postgres'

import { lowestPrice, PRICE_SIZES, type PricedMotive } from '@/lib/motivePrice'

import { byPreferredMotive } from './motiveOrder'

import { numberOrNull } from '../db/columns'
import { preparedRows } from '../db/prepared'

/** `price`: the lowest over the pet sizes (the card says « à partir de »). */
export type CardMotive = { id: number; title: string; durationMinutes: number; price: number | null }

type MotiveRow = {
  id: number
  title: string
  duration: number
  price?: number | null
  sizePrices?: PricedMotive['sizePrices']
  kind: string
  groomer: number | { id: number }
}

/**
 * Each groomer's cheapest motive bookable online, read in one query. Motives are public (their
 * collection's read access is open): plain SQL, since Payload's work on each of a city's three
 * thousand motives cost more than half a second at market size.
 */
export async function cheapestMotives(groomerIds: number[]): Promise<Map<number, CardMotive>> {
  if (groomerIds.length === 0) return new Map()
  const rows = await preparedRows(sql`
    select "id", "title", "duration", "price", "kind", "groomer_id",
      "size_prices_small", "size_prices_medium", "size_prices_large", "size_prices_giant"
    from "motives" where "groomer_id" = any(${sql.param(groomerIds)}::int[]) and "bookable_online"`)
  const docs: MotiveRow[] = rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    duration: Number(row.duration),
    price: numberOrNull(row.price),
    kind: row.kind as string,
    groomer: Number(row.groomer_id),
    sizePrices: Object.fromEntries(PRICE_SIZES.map((size) => [size, numberOrNull(row[`size_prices_${size}`])])),
  }))
  const best = new Map<number, MotiveRow>()
  for (const motive of docs as MotiveRow[]) {
    const groomer = typeof motive.groomer === 'object' ? motive.groomer.id : motive.groomer
    const current = best.get(groomer)
    if (!current || byPreferredMotive(motive, current) < 0) best.set(groomer, motive)
  }
  return new Map(
    [...best].map(([groomer, m]) => [
      groomer,
      { id: m.id, title: m.title, durationMinutes: m.duration, price: lowestPrice(m) },
    ]),
  )
}
