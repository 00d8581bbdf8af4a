import { beforeAll, describe, expect, it } from 'vitest'

import { GET as searchRoute } from '../../src/app/(site)/(public)/recherche/route'
import { GET as searchCitiesRoute } from '../../src/app/api/v1/cities/route'
import { listDirectory } from '../../src/server/directory/cities'
import { listCityGroomers } from '../../src/server/directory/listing'
import { findTypedCity } from '../../src/server/directory/search'
import { getSeededPayload } from './helpers/payload'
import { getRequest } from './helpers/requests'

/** The demo seed hashes 200 passwords: about 40 s. */
const SEED_TIMEOUT = 150_000

const now = new Date()

type Suggestion = {
  uri: string
  name: string
  postcode: string
  department: string
  groomers: number
  narrowTo: string | null
}

async function search(q: string) {
  const response = await searchCitiesRoute(getRequest(`/api/v1/cities?q=${encodeURIComponent(q)}`))
  return {
    status: response.status,
    body: (await response.json()) as { cities: Suggestion[]; error?: string; fields?: Record<string, string> },
  }
}

beforeAll(async () => {
  await getSeededPayload()
}, SEED_TIMEOUT)

describe('city search API', () => {
  it('finds Saint-Étienne whatever the accents and case', async () => {
    for (const q of ['saint etienne', 'SAINT-ÉTIENNE', 'Saint-Éti']) {
      const { status, body } = await search(q)
      expect(status).toBe(200)
      expect(body.cities.map((city) => city.name)).toContain('Saint-Étienne')
    }
  })

  it('finds Paris from the start of a postcode, cities with groomers first', async () => {
    const { body } = await search('750')
    expect(body.cities[0]).toMatchObject({ uri: 'paris', name: 'Paris', department: '75' })
    expect(body.cities[0]?.postcode).toMatch(/^750/)
    expect(body.cities[0]?.groomers).toBeGreaterThan(0)
  })

  it('matches only name prefixes, at most 10, with groomers first then by population', async () => {
    const { body } = await search('sa')
    expect(body.cities.length).toBeLessThanOrEqual(10)
    expect(body.cities.every((city) => city.name.toLowerCase().startsWith('sa'))).toBe(true)
    const withGroomers = body.cities.map((city) => city.groomers > 0)
    expect(withGroomers).toEqual([...withGroomers].sort((a, b) => Number(b) - Number(a)))
    expect((await search('lyo')).body.cities[0]?.uri).toBe('lyon')
  })

  it('refuses an empty or too long query with a 400 {error, fields}', async () => {
    for (const path of [
      '/api/v1/cities?q=',
      '/api/v1/cities?q=%20%20',
      '/api/v1/cities',
      `/api/v1/cities?q=${'a'.repeat(81)}`,
    ]) {
      const response = await searchCitiesRoute(getRequest(path))
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(body.error).toBeTruthy()
      expect(body.fields.q).toBeTruthy()
    }
  })

  it('recognises a city typed in full, by name or postcode', async () => {
    expect((await findTypedCity('lyon'))?.uri).toBe('lyon')
    expect((await findTypedCity('75011'))?.uri).toBe('paris')
    expect(await findTypedCity('lyo')).toBeNull()
  })
})

describe('search without JavaScript (/recherche)', () => {
  const go = async (query: string) => {
    const response = await searchRoute(getRequest(`/recherche?${query}`))
    // A path, not an absolute address: the host Next believes in may not be the visitor's.
    return { status: response.status, location: response.headers.get('location') }
  }

  it('sends a typed city name or postcode to the city page, with the speciality', async () => {
    expect(await go('ville=Saint-%C3%89tienne')).toEqual({ status: 302, location: '/toiletteurs/saint-etienne' })
    // A postcode of a city of several narrows its page to it.
    expect(await go('ville=69003&specialite=toilettage-chat')).toEqual({
      status: 302,
      location: '/toiletteurs/lyon/toilettage-chat?cp=69003',
    })
    expect(await go('ville=lyon&specialite=inconnue')).toEqual({ status: 302, location: '/toiletteurs/lyon' })
  })

  it('sends an unknown city to the no-result page, keeping the query', async () => {
    expect(await go('ville=Lyo&specialite=tonte')).toEqual({
      status: 302,
      location: '/recherche/aucun-resultat?ville=Lyo&specialite=tonte',
    })
  })
})

describe('directory listing', () => {
  it('lists the departments and their cities that have groomers', async () => {
    const departments = await listDirectory()
    expect(departments.length).toBeGreaterThan(10)
    const paris = departments.find((d) => d.code === '75')
    expect(paris?.cities.map((c) => c.uri)).toEqual(['paris'])
    expect(departments.every((d) => d.cities.length > 0 && d.cities.every((c) => c.groomers > 0))).toBe(true)
  })

  it('lists Paris’s groomers by first free slot, groomers without one last', async () => {
    const listing = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 100, now })
    expect(listing?.total).toBeGreaterThan(10)
    const starts = listing?.cards.map((card) => card.firstSlot?.startMs ?? Number.POSITIVE_INFINITY) ?? []
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(starts[0]).toBeLessThan(Number.POSITIVE_INFINITY)
    for (const card of listing?.cards ?? []) {
      if (!card.onlineBooking) expect(card.firstSlot).toBeNull()
      if (card.firstSlot) {
        // Five columns of consecutive days from the first free one, each with at most four slots.
        expect(card.days[0].slots[0]?.startMs).toBe(card.firstSlot.startMs)
        expect(card.days).toHaveLength(5)
        const dates = card.days.map((day) => day.date)
        expect(dates).toEqual([...dates].sort())
        expect(new Set(dates).size).toBe(5)
        for (const day of card.days) {
          expect(day.slots.length).toBeLessThanOrEqual(4)
          if (day.more) expect(day.slots).toHaveLength(4)
          for (const slot of day.slots) expect(slot.start.slice(0, 10)).toBe(day.date)
        }
        expect(card.motive).not.toBeNull()
      }
    }
  })

  it('a postcode typed narrows Paris to its arrondissement first (75003); each card shows its street address', async () => {
    const { body } = await search('75011')
    expect(body.cities[0]).toMatchObject({ uri: 'paris', postcode: '75011', narrowTo: '75011' })
    // The start of a postcode is still a search for the city.
    expect((await search('7501')).body.cities[0]).toMatchObject({ uri: 'paris', narrowTo: null })
    // A city with one postcode needs no narrowing.
    const { body: lyonOrOther } = await search('Saint-Éti')
    expect(lyonOrOther.cities.find((city) => city.name === 'Saint-Étienne')?.narrowTo).toBeNull()

    const all = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 200, now })
    // The demo's Paris groomers are in the 3rd, 6th, 16th… (none in the 11th).
    const inIt = (all?.cards ?? []).filter((card) => card.address?.endsWith('75003 Paris'))
    expect(inIt.length).toBeGreaterThan(0)
    const narrowed = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 200, now, postcode: '75003' })
    expect(narrowed?.total).toBe(all?.total)
    expect(narrowed?.inPostcode).toBe(inIt.length)
    const first = narrowed?.cards.slice(0, inIt.length) ?? []
    expect(first.every((card) => card.address?.endsWith('75003 Paris'))).toBe(true)
    expect(narrowed?.cards.slice(inIt.length).some((card) => card.address?.endsWith('75003 Paris'))).toBe(false)
  })

  it('places Paris’s seeded groomers near Paris, for the map', async () => {
    const listing = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 20, now })
    expect(listing!.cards.length).toBeGreaterThan(0)
    for (const card of listing!.cards) {
      expect(card.position!.lat).toBeGreaterThan(48.7)
      expect(card.position!.lat).toBeLessThan(49.0)
      expect(card.position!.lng).toBeGreaterThan(2.2)
      expect(card.position!.lng).toBeLessThan(2.5)
    }
  })

  it('splits the groomers into pages of the requested size', async () => {
    const all = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 100, now })
    const first = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 10, now })
    const second = await listCityGroomers({ cityUri: 'paris', page: 2, pageSize: 10, now })
    expect(first?.cards).toHaveLength(10)
    expect(first?.pageCount).toBe(Math.ceil((all?.total ?? 0) / 10))
    expect(second?.cards.map((c) => c.id)).toEqual(all?.cards.slice(10, 20).map((c) => c.id))
  })

  it('keeps only the groomers with the speciality', async () => {
    const listing = await listCityGroomers({
      cityUri: 'paris',
      specialityUri: 'toilettage-chat',
      page: 1,
      pageSize: 100,
      now,
    })
    const all = await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 100, now })
    expect(listing?.speciality?.uri).toBe('toilettage-chat')
    expect(listing?.total).toBeGreaterThan(0)
    expect(listing?.total).toBeLessThan(all?.total ?? 0)
    expect(listing?.cards.every((card) => card.specialities.some((s) => s.uri === 'toilettage-chat'))).toBe(true)
  })

  it('gives null for an unknown city or speciality', async () => {
    expect(await listCityGroomers({ cityUri: 'atlantide', page: 1, pageSize: 20, now })).toBeNull()
    expect(
      await listCityGroomers({ cityUri: 'paris', specialityUri: 'dressage-de-dragons', page: 1, pageSize: 20, now }),
    ).toBeNull()
  })

  it('answers fast for Paris once warm', async () => {
    await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 20, now })
    const timings: number[] = []
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now()
      await listCityGroomers({ cityUri: 'paris', page: 1, pageSize: 20, now })
      timings.push(performance.now() - started)
    }
    const median = timings.sort((a, b) => a - b)[2] ?? 0
    console.info(`listCityGroomers(paris) median ${Math.round(median)} ms`)
    expect(median).toBeLessThan(500)
  })
})
