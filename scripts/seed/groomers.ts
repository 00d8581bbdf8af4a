/** Writes the planned groomers (users collection, through Payload: password hashing, rich text, relations). */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { groomerAdminLabel } from '../../collections/Users/adminRecords'
import type { GroomerSeed } from './plan'
import { mapLimit } from './concurrency'
import { coordinatesNear } from './coordinates'
import { ensureByKey, findIdsByKey } from './upsert'

export type GroomerRefs = {
  cityIds: Map<string, number>
  specialityIds: Map<string, number>
  practiceIds: Map<string, number>
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
    team: seed.practiceCode ? (refs.practiceIds.get(seed.practiceCode) ?? null) : null,
    country: 'FR',
    phoneCountryCode: 'FR',
    phone: seed.phone,
    address: seed.address,
    postcode: seed.postcode,
    city: refs.cityIds.get(seed.cityInsee) ?? null,
    ...coordinatesNear(seed.cityInsee, seed.uri),
    timezone: 'Europe/Paris',
    language: 'fr',
    spokenLanguages: seed.spokenLanguages,
    holidayRegion: seed.holidayRegion,
    bookingDelays: { minNoticeMinutes: 120, horizonMonths: 3 },
    cancellationNoticeHours: 24,
  }
}

/**
 * Payload hashes every password (PBKDF2, 600 000 iterations: about 0.3 s of CPU each). The demo
 * groomer and one generated groomer go through Payload; the other generated groomers, whose
 * password nobody uses, are written at the database level with that second groomer's hash.
 */
export async function seedGroomers(payload: Payload, seeds: GroomerSeed[], refs: GroomerRefs): Promise<GroomersResult> {
  const [hashedSeeds, sharedSeeds] = [seeds.slice(0, 2), seeds.slice(2)]
  const users = await ensureByKey(
    payload,
    'users',
    'email',
    hashedSeeds.map((seed) => ({ key: seed.email, data: toUserData(seed, refs) })),
    USER_CONCURRENCY,
  )
  const sharedFrom = hashedSeeds[1] ? users.ids.get(hashedSeeds[1].email) : undefined
  const shared =
    sharedFrom === undefined
      ? { ids: new Map<string, number>(), created: 0 }
      : await createWithSharedPassword(payload, sharedSeeds, refs, sharedFrom)
  const ids = new Map([...users.ids, ...shared.ids])
  await offerSubscription(payload, [...users.ids.values()])
  const groomers = seeds.flatMap((seed) => {
    const id = ids.get(seed.email)
    return id === undefined ? [] : [{ seed, id }]
  })
  return { created: users.created + shared.created, groomers }
}

/** Creates the missing `seeds` at the database level with the password hash of groomer `hashedId` (no hashing: fast). */
export async function createWithSharedPassword(
  payload: Payload,
  seeds: GroomerSeed[],
  refs: GroomerRefs,
  hashedId: number,
) {
  const ids = await findIdsByKey(
    payload,
    'users',
    'email',
    seeds.map((seed) => seed.email),
  )
  const missing = seeds.filter((seed) => !ids.has(seed.email))
  if (missing.length === 0) return { ids, created: 0 }
  const hashed = (await payload.db.findOne({ collection: 'users', where: { id: { equals: hashedId } } })) as {
    hash?: string
    salt?: string
  } | null
  if (!hashed?.hash || !hashed.salt)
    throw new Error('Empreinte du mot de passe introuvable pour le seed des toiletteurs')
  const cityNames = await cityNamesOf(
    payload,
    missing.map((seed) => refs.cityIds.get(seed.cityInsee)),
  )
  await mapLimit(missing, USER_CONCURRENCY, async (seed) => {
    const { password: _password, ...data } = toUserData(seed, refs)
    // Database-level write: the fields Payload's hooks would add are set here (display name, hash).
    const doc = await payload.db.create({
      collection: 'users',
      data: {
        ...data,
        displayName: `${seed.firstName} ${seed.lastName}`,
        adminLabel: groomerAdminLabel({
          ...data,
          cityName: typeof data.city === 'number' ? cityNames.get(data.city) : undefined,
        }),
        hash: hashed.hash,
        salt: hashed.salt,
      },
    })
    ids.set(seed.email, Number(doc.id))
  })
  await offerSubscription(
    payload,
    missing.map((seed) => ids.get(seed.email)!),
  )
  return { ids, created: missing.length }
}

/** Demo groomers' subscription is « offert » (months offered, no card): they stay bookable once billing is on. */
async function offerSubscription(payload: Payload, groomerIds: number[]): Promise<void> {
  await payload.db.pool.query(
    `UPDATE users SET subscription_offered = true, subscription_state = 'offert' WHERE id = ANY($1::int[])`,
    [groomerIds],
  )
}

/** City names by id, for the admin labels the database-level writes set. */
async function cityNamesOf(payload: Payload, ids: (number | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))]
  const { rows } = await payload.db.pool.query<{ id: number; name: string }>(
    'SELECT id, name FROM cities WHERE id = ANY($1::int[])',
    [wanted],
  )
  return new Map(rows.map((row) => [row.id, row.name]))
}
