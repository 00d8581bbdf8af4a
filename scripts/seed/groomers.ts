/** Writes the planned groomers (users collection, through Payload: password hashing, rich text, relations). */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { GroomerSeed } from './plan'
import { ensureByKey } from './upsert'

export type GroomerRefs = {
  cityIds: Map<string, number>
  specialityIds: Map<string, number>
  teamIds: Map<string, number>
}

export type GroomersResult = { created: number; groomers: { seed: GroomerSeed; id: number }[] }

/** Password hashing (PBKDF2) dominates: a few creations at once keep the cores busy. */
const USER_CONCURRENCY = 6

const defined = (value: number | undefined): value is number => value !== undefined

function toUserData(seed: GroomerSeed, refs: GroomerRefs): RequiredDataFromCollectionSlug<'users'> {
  return {
    email: seed.email,
    password: seed.password,
    firstName: seed.firstName,
    lastName: seed.lastName,
    uri: seed.uri,
    published: true,
    onlineBooking: seed.onlineBooking,
    presentation: seed.presentation,
    practicePresentation: seed.practicePresentation,
    specialities: seed.specialityUris.map((uri) => refs.specialityIds.get(uri)).filter(defined),
    team: seed.teamCode ? (refs.teamIds.get(seed.teamCode) ?? null) : null,
    country: 'FR',
    phoneCountryCode: 'FR',
    phone: seed.phone,
    address: seed.address,
    postcode: seed.postcode,
    city: refs.cityIds.get(seed.cityInsee) ?? null,
    timezone: 'Europe/Paris',
    language: 'fr',
    spokenLanguages: seed.spokenLanguages,
    holidayRegion: seed.holidayRegion,
    bookingDelays: { minNoticeMinutes: 120, horizonMonths: 3 },
    cancellationNoticeHours: 24,
  }
}

export async function seedGroomers(payload: Payload, seeds: GroomerSeed[], refs: GroomerRefs): Promise<GroomersResult> {
  const users = await ensureByKey(
    payload,
    'users',
    'email',
    seeds.map((seed) => ({ key: seed.email, data: toUserData(seed, refs) })),
    USER_CONCURRENCY,
  )
  const groomers = seeds.flatMap((seed) => {
    const id = users.ids.get(seed.email)
    return id === undefined ? [] : [{ seed, id }]
  })
  return { created: users.created, groomers }
}
