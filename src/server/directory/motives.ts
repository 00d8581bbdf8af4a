import { lowestPrice, type PricedMotive } from '@/lib/motivePrice'

import { byPreferredMotive } from './motiveOrder'

import { getPayloadClient } from '../payload'

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

/** Each groomer's cheapest motive bookable online, read in one query. */
export async function cheapestMotives(groomerIds: number[]): Promise<Map<number, CardMotive>> {
  if (groomerIds.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { title: true, duration: true, price: true, sizePrices: true, kind: true, groomer: true },
    where: { and: [{ groomer: { in: groomerIds } }, { bookableOnline: { equals: true } }] },
  })
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
