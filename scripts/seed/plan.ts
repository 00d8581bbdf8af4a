/** The generated groomers, fully decided before anything is written (same plan on every run). */
import {
  type AvailabilitySeed,
  generateAvailabilities,
  generateMotives,
  type MotiveSeed,
  SPECIALITIES,
} from './catalog'
import type { CityRow } from './geography'
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, SALON_NAMES, STREET_NAMES, STREET_TYPES } from './names'
import {
  composePracticePresentation,
  composePresentation,
  mobilePhone,
  pickSpokenLanguages,
  type ProfileFacts,
  randomPassword,
  type SpokenLanguage,
} from './profile'
import { createRandom, type Random, SEED } from './random'
import { PRACTICES } from './practices'
import { slugify, type RichText, uniqueSlug } from './text'

export const GENERATED_GROOMERS = 199
export const GROOMER_CITIES = 36
export const GROOMER_EMAIL_DOMAIN = 'toiletteurs-demo.fr'
/** Departments whose groomers follow the Alsace-Moselle public holidays. */
const LOCAL_LAW_DEPARTMENTS = new Set(['57', '67', '68'])

export type GroomerSeed = {
  email: string
  password: string
  firstName: string
  lastName: string
  uri: string
  cityInsee: string
  phone: string
  address: string
  postcode: string
  specialityUris: string[]
  presentation: RichText
  practicePresentation: RichText
  spokenLanguages: SpokenLanguage[]
  onlineBooking: boolean
  holidayRegion: string | null
  practiceCode: string | null
  motives: MotiveSeed[]
  availabilities: AvailabilitySeed[]
}

export type CityShare = { city: CityRow; count: number }

/** The largest metropolitan cities, each with at least 2 groomers, the rest shared by population (largest remainder). */
export function allocateCities(cities: CityRow[], total = GENERATED_GROOMERS, cityCount = GROOMER_CITIES): CityShare[] {
  const chosen = cities
    .filter((c) => c.metropolitan)
    .sort((a, b) => b.population - a.population || a.inseeCode.localeCompare(b.inseeCode))
    .slice(0, cityCount)
  const extra = total - 2 * chosen.length
  const population = chosen.reduce((sum, c) => sum + c.population, 0)
  const shares = chosen.map((city) => {
    const exact = (extra * city.population) / population
    return { city, count: 2 + Math.floor(exact), remainder: exact - Math.floor(exact) }
  })
  let left = total - shares.reduce((sum, s) => sum + s.count, 0)
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break
    share.count += 1
    left -= 1
  }
  return shares.map(({ city, count }) => ({ city, count }))
}

const streetAddress = (random: Random): string =>
  `${random.int(1, 120)}${random.chance(0.08) ? ' bis' : ''} ${random.pick(STREET_TYPES)} ${random.pick(STREET_NAMES)}`

export type IdentityInput = {
  random: Random
  city: CityRow
  takenUris: Set<string>
}

/** Everything about one generated groomer; the demo account reuses it with fixed names. */
export function composeGroomer(
  { random, city, takenUris }: IdentityInput,
  identity: { firstName: string; lastName: string; female: boolean; email: string; password: string; uri?: string },
  seat: { practiceCode: string | null; salonName?: string; address?: string; postcode?: string } = {
    practiceCode: null,
  },
): GroomerSeed {
  const specialities = random.sample(SPECIALITIES, random.int(1, 4))
  const spokenLanguages = pickSpokenLanguages(random)
  const facts: ProfileFacts = {
    female: identity.female,
    salonName: seat.salonName ?? random.pick(SALON_NAMES),
    cityName: city.name,
    address: seat.address ?? streetAddress(random),
    postcode: seat.postcode ?? random.pick(city.postcodes),
    specialityNames: specialities.map((s) => s.name),
    spokenLanguages,
  }
  return {
    email: identity.email,
    password: identity.password,
    firstName: identity.firstName,
    lastName: identity.lastName,
    uri: identity.uri ?? uniqueSlug(takenUris, slugify(`${identity.firstName} ${identity.lastName} ${city.name}`)),
    cityInsee: city.inseeCode,
    phone: mobilePhone(random),
    address: facts.address,
    postcode: facts.postcode,
    specialityUris: specialities.map((s) => s.uri),
    presentation: composePresentation(random, facts),
    practicePresentation: composePracticePresentation(random, facts),
    spokenLanguages,
    onlineBooking: random.chance(0.9),
    holidayRegion: LOCAL_LAW_DEPARTMENTS.has(city.departmentCode) ? city.departmentCode : null,
    practiceCode: seat.practiceCode,
    motives: generateMotives(random),
    availabilities: generateAvailabilities(random),
  }
}

/** The generated groomers; `reservedUris` are kept free (the demo groomer's). */
export function planGroomers(cities: CityRow[], reservedUris: string[] = []): GroomerSeed[] {
  const random = createRandom(SEED)
  const takenUris = new Set(reservedUris)
  const seatsLeft = new Map(PRACTICES.map((practice) => [practice.code, practice.generatedMembers]))
  const plans: GroomerSeed[] = []
  for (const { city, count } of allocateCities(cities)) {
    for (let k = 0; k < count; k += 1) {
      const index = plans.length + 1
      const female = random.chance(0.72)
      const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)
      const lastName = random.pick(LAST_NAMES)
      const email = `${slugify(firstName)}.${slugify(lastName)}.${index}@${GROOMER_EMAIL_DOMAIN}`
      const practice = PRACTICES.find((t) => t.cityInsee === city.inseeCode && (seatsLeft.get(t.code) ?? 0) > 0)
      if (practice) seatsLeft.set(practice.code, (seatsLeft.get(practice.code) ?? 0) - 1)
      const seat = practice
        ? {
            practiceCode: practice.code,
            salonName: practice.name,
            address: practice.address,
            postcode: practice.postcode,
          }
        : { practiceCode: null }
      plans.push(
        composeGroomer(
          { random, city, takenUris },
          { firstName, lastName, female, email, password: randomPassword(random) },
          seat,
        ),
      )
    }
  }
  return plans
}
