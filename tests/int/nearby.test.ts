import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as nearbyRoute } from '../../src/app/api/v1/groomers/nearby/route'
import { queryText } from '../../src/server/db/queryText'
import { listNearbyGroomers, nearestGroomers } from '../../src/server/directory/nearby'
import { nearestGroomersStatement } from '../../src/server/directory/nearbyStatement'
import { bookableGroomer } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { getRequest } from './helpers/requests'

// Saint-Pierre (Saint-Pierre-et-Miquelon): no other test puts a groomer within 100 km.
const HERE = { lat: 46.7811, lng: -56.1764 }
const KM_PER_DEGREE_LAT = 111.195
const north = (km: number) => ({ latitude: HERE.lat + km / KM_PER_DEGREE_LAT, longitude: HERE.lng })
const east = (km: number) => ({
  latitude: HERE.lat,
  longitude: HERE.lng + km / (KM_PER_DEGREE_LAT * Math.cos((HERE.lat * Math.PI) / 180)),
})

// Next Monday 10:00 in Paris, the groomers' zone (their hours: Monday to Saturday 09:00–18:00).
const monday = DateTime.now().setZone('Europe/Paris').plus({ weeks: 1 }).set({ weekday: 1 }).startOf('day')
const MONDAY_10 = monday.set({ hour: 10 }).toJSDate()

let payload: Payload
const ids: Record<string, number> = {}
const named = (list: { id: number }[]) =>
  list.map((item) => Object.keys(ids).find((name) => ids[name] === item.id) ?? item.id)

async function groomerAt(name: string, position: { latitude: number; longitude: number }, published = true) {
  const { groomer } = await bookableGroomer(payload)
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { ...position, published, bookingDelays: { minNoticeMinutes: 0 } },
  })
  ids[name] = groomer.id
  return groomer.id
}

beforeAll(async () => {
  payload = await getTestPayload()
  await groomerAt('Au coin', north(0.5))
  await groomerAt('Caché', north(1), false)
  const away = await groomerAt('En congés', east(3))
  await groomerAt('Occupé le matin', north(-8))
  await groomerAt('Loin', east(30))
  await payload.create({
    collection: 'holidays',
    overrideAccess: true,
    data: { groomer: away, from: monday.toUTC().toISO()!, to: monday.plus({ days: 1 }).toUTC().toISO()! },
  })
  await payload.create({
    collection: 'unavailabilities',
    overrideAccess: true,
    data: {
      groomer: ids['Occupé le matin']!,
      start: monday.set({ hour: 9 }).toUTC().toISO()!,
      end: monday.set({ hour: 11 }).toUTC().toISO()!,
    },
  })
}, 60_000)

describe('nearest groomers', () => {
  it('lists the published groomers within the radius, nearest first, with their distance', async () => {
    const hits = await nearestGroomers(HERE, 10_000)
    expect(named(hits)).toEqual(['Au coin', 'En congés', 'Occupé le matin'])
    // Great-circle distances, to within 0.5 %.
    for (const [hit, km] of [
      [hits[0], 0.5],
      [hits[1], 3],
      [hits[2], 8],
    ] as const)
      expect(Math.abs(hit!.meters - km * 1000)).toBeLessThan(km * 5)
    expect(hits[0]).toMatchObject({ address: '3 rue des Lilas', postcode: '75011' })
    expect(named(await nearestGroomers(HERE, 50_000))).toContain('Loin')
    expect(named(await nearestGroomers(HERE, 5_000))).toEqual(['Au coin', 'En congés'])
    expect(await nearestGroomers(HERE, 10_000, 1)).toHaveLength(1)
  })

  it('reads the nearest through the positions index, not every groomer', async () => {
    const { text, values } = queryText(nearestGroomersStatement(HERE, 10_000, 20), (index) => `$${index + 1}`)
    const client = await payload.db.pool.connect()
    try {
      await client.query('begin')
      await client.query('set local enable_seqscan = off')
      const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${text}`, values })
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_published_sphere_idx')
      // The plan PostgreSQL keeps for the prepared statement: the index hands them out nearest first.
      await client.query('set local plan_cache_mode = force_generic_plan')
      await client.query(`prepare nearest_plan as ${text}`)
      const literals = values.map((value) => client.escapeLiteral(String(value))).join(', ')
      const { rows: generic } = await client.query<{ 'QUERY PLAN': string }>(
        `explain execute nearest_plan(${literals})`,
      )
      const plan = generic.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toMatch(/Index Scan using users_published_sphere_idx[\s\S]*Order By:/)
      await client.query('deallocate nearest_plan')
    } finally {
      await client.query('rollback')
      client.release()
    }
  })

  it('filters those open now and those with a slot left today', async () => {
    const query = { place: HERE, radiusKm: 10, page: 1, pageSize: 10, now: MONDAY_10 } as const
    const all = await listNearbyGroomers(query)
    expect(named(all.cards)).toEqual(['Au coin', 'En congés', 'Occupé le matin'])
    expect(all.cards[0]?.distanceMeters).toBeGreaterThan(490)
    expect(all.cards[0]?.address).toBe('3 rue des Lilas, 75011')
    const open = await listNearbyGroomers({ ...query, filter: 'open-now' })
    expect(named(open.cards)).toEqual(['Au coin'])
    const today = await listNearbyGroomers({ ...query, filter: 'today' })
    expect(named(today.cards)).toEqual(['Au coin', 'Occupé le matin'])
    const second = await listNearbyGroomers({ ...query, pageSize: 2, page: 2 })
    expect(second).toMatchObject({ total: 3, capped: false, pageCount: 2 })
    expect(named(second.cards)).toEqual(['Occupé le matin'])
  })
})

describe('GET /api/v1/groomers/nearby', () => {
  it('answers the nearest groomers with their distance', async () => {
    const response = await nearbyRoute(getRequest(`/api/v1/groomers/nearby?lat=${HERE.lat}&lng=${HERE.lng}&radiusKm=5`))
    expect(response.status).toBe(200)
    const { groomers } = (await response.json()) as { groomers: { uri: string; distanceMeters: number }[] }
    const uris = await Promise.all(
      [ids['Au coin']!, ids['En congés']!].map(async (id) => (await payload.findByID({ collection: 'users', id })).uri),
    )
    expect(groomers.map((groomer) => groomer.uri)).toEqual(uris)
    expect(groomers[0]!.distanceMeters).toBeGreaterThan(490)
    expect(Object.keys(groomers[0]!).sort()).toEqual(
      ['address', 'city', 'distanceMeters', 'name', 'position', 'postcode', 'uri'].sort(),
    )
  })

  it('refuses a position or radius that is not one with a 400 {error, fields}', async () => {
    for (const [query, field] of [
      ['lng=2', 'lat'],
      ['lat=91&lng=2', 'lat'],
      ['lat=48&lng=abc', 'lng'],
      ['lat=48&lng=2&radiusKm=7', 'radiusKm'],
      ['lat=48&lng=2&limit=500', 'limit'],
    ] as const) {
      const response = await nearbyRoute(getRequest(`/api/v1/groomers/nearby?${query}`))
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(body.fields[field], query).toBeTruthy()
    }
  })
})
