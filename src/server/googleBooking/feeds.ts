import { sql } from '@payloadcms/db-postgres'

import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { lowestPrice } from '@/lib/motivePrice'

import { preparedRows } from '../db/prepared'
import { env } from '../env'
import { siteUrl } from '../notifications/siteUrl'
import { uploadDir } from '../uploadDir'
import { merchantAvailability } from './availability'
import { googleMerchant } from './merchant'
import { googleBookingAvailable } from './optIn'

/** Where the feeds are written, for the Actions Center's SFTP drop (or a web server) to take them. */
export const feedsDir = () => env().GOOGLE_FEEDS_DIR ?? uploadDir('google-feeds')

type MerchantRow = {
  id: number
  name: string | null
  phone: string | null
  address: string | null
  postcode: string | null
  city: string | null
  latitude: number | null
  longitude: number | null
  uri: string
}

/** The groomers who opted in and take bookings (the rest of the rules: googleMerchant). */
const optedIn = async () =>
  (await preparedRows(sql`
    select u."id", u."display_name" as "name", u."phone", u."address", u."postcode", c."name" as "city",
      u."latitude"::float8 as "latitude", u."longitude"::float8 as "longitude", u."uri"
    from "users" u left join "cities" c on c."id" = u."city_id"
    where u."google_booking" and u."published" order by u."id"`)) as unknown as MerchantRow[]

/** Each feed's metadata: a complete snapshot in one shard (Google drops what a new snapshot leaves out). */
const metadata = (now: Date) => ({
  processing_instruction: 'PROCESS_AS_COMPLETE',
  shard_number: 0,
  total_shards: 1,
  nonce: randomUUID(),
  generation_timestamp: String(Math.floor(now.getTime() / 1000)),
})

/** Writes the file whole or not at all (a reader never sees half a feed). */
async function writeWhole(dir: string, name: string, content: unknown): Promise<void> {
  const file = path.join(dir, name)
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, JSON.stringify(content))
  await rename(partial, file)
}

/**
 * The Actions Center's three feeds (merchants, services, availability) as JSON files: every groomer
 * who opted in and takes bookings, the motives offered there, and their free slots for
 * GOOGLE_FEED_DAYS days from the same engine as the site. Run daily by the `google-feeds` job;
 * Google checks each slot again with BatchAvailabilityLookup before a booking.
 */
export async function writeGoogleFeeds(now = new Date(), dir = feedsDir()) {
  if (!googleBookingAvailable()) return { merchants: 0, services: 0, slots: 0 }
  const merchants: unknown[] = []
  const services: unknown[] = []
  const availability: unknown[] = []
  for (const row of await optedIn()) {
    const merchant = await googleMerchant(String(row.id))
    if (!merchant || merchant.services.size === 0) continue
    merchants.push({
      merchant_id: String(row.id),
      name: row.name ?? '',
      telephone: row.phone ?? '',
      url: `${siteUrl()}/toiletteur/${row.uri}`,
      geo: {
        ...(row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : {}),
        address: {
          country: 'FR',
          locality: row.city ?? '',
          postal_code: row.postcode ?? '',
          street_address: row.address ?? '',
        },
      },
    })
    for (const motive of merchant.services.values()) {
      const price = lowestPrice(motive)
      services.push({
        merchant_id: String(row.id),
        service_id: String(motive.id),
        name: motive.title,
        description: motive.description ?? '',
        ...(price === null
          ? {}
          : { price: { price_micros: String(Math.round(price * 1_000_000)), currency_code: 'EUR' } }),
        prepayment_type: 'NOT_SUPPORTED',
      })
    }
    availability.push(...(await merchantAvailability(merchant, env().GOOGLE_FEED_DAYS, now)))
  }
  await mkdir(dir, { recursive: true })
  const meta = metadata(now)
  await writeWhole(dir, 'merchants.json', { metadata: meta, merchant: merchants })
  await writeWhole(dir, 'services.json', { metadata: { ...meta, nonce: randomUUID() }, service: services })
  await writeWhole(dir, 'availability.json', {
    metadata: { ...meta, nonce: randomUUID() },
    service_availability: [{ availability }],
  })
  return { merchants: merchants.length, services: services.length, slots: availability.length }
}
