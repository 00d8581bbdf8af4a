/** Specialities, motive catalogue and opening-hours patterns of the demo groomers. */
import type { Random } from './random'

export type SpecialitySeed = { name: string; uri: string; description: string }

export const SPECIALITIES: SpecialitySeed[] = [
  {
    name: 'Toilettage chien',
    uri: 'toilettage-chien',
    description: 'Bain, coupe et finitions pour les chiens de toutes tailles.',
  },
  {
    name: 'Toilettage chat',
    uri: 'toilettage-chat',
    description: 'Démêlage, bain et tonte adaptés au tempérament des chats.',
  },
  { name: 'Bain et séchage', uri: 'bain-et-sechage', description: 'Shampoing adapté au pelage et séchage en douceur.' },
  { name: 'Tonte', uri: 'tonte', description: 'Tonte complète ou partielle, à la tondeuse.' },
  {
    name: 'Épilation / trimming',
    uri: 'epilation-trimming',
    description: 'Épilation manuelle des poils morts pour les races à poil dur.',
  },
  {
    name: 'Coupe ciseaux',
    uri: 'coupe-ciseaux',
    description: 'Coupe de finition entièrement aux ciseaux, selon le standard de la race.',
  },
  {
    name: 'Toilettage à domicile',
    uri: 'toilettage-a-domicile',
    description: 'Le toiletteur se déplace chez vous ou en camion aménagé.',
  },
  { name: 'NAC', uri: 'nac', description: 'Soins des nouveaux animaux de compagnie : lapins, cochons d’Inde, furets.' },
  {
    name: 'Soins anti-parasitaires',
    uri: 'soins-anti-parasitaires',
    description: 'Bain traitant et conseils contre puces et tiques.',
  },
  {
    name: 'Toilettage bio',
    uri: 'toilettage-bio',
    description: 'Shampoings et soins à base de produits naturels et biologiques.',
  },
]

export type MotiveKind = 'salon' | 'visio' | 'phone'

export type SizePrices = Partial<Record<'small' | 'medium' | 'large' | 'giant', number>>

export type MotiveSeed = {
  title: string
  duration: number
  price: number
  kind: MotiveKind
  description: string
  /** Prices by the pet's size (src/lib/motivePrice.ts); none: the one price. */
  sizePrices?: SizePrices
}

type MotiveTemplate = {
  title: string
  durations: number[]
  price: [number, number]
  kind: MotiveKind
  description: string
  /** Euros added to the price for a medium, large and giant dog (a price by size, as salons quote). */
  sizeSteps?: [number, number, number]
}

const SALON_MOTIVES: MotiveTemplate[] = [
  {
    title: 'Toilettage complet petit chien',
    durations: [75, 90],
    price: [40, 55],
    kind: 'salon',
    description: 'Bain, séchage, coupe et finitions pour les chiens de moins de 10 kg.',
  },
  {
    title: 'Toilettage complet chien moyen',
    durations: [90, 105, 120],
    price: [55, 70],
    kind: 'salon',
    description: 'Bain, séchage, coupe et finitions pour les chiens de 10 à 25 kg.',
  },
  {
    title: 'Toilettage complet grand chien',
    durations: [135, 150, 180],
    price: [75, 110],
    kind: 'salon',
    description: 'Pour les chiens de plus de 25 kg ; un devis est fait à l’arrivée.',
  },
  {
    title: 'Bain et séchage',
    durations: [45, 60],
    price: [25, 40],
    kind: 'salon',
    description: 'Shampoing adapté au pelage, séchage et brossage.',
    sizeSteps: [10, 20, 30],
  },
  {
    title: 'Tonte intégrale',
    durations: [75, 90],
    price: [45, 65],
    kind: 'salon',
    description: 'Tonte de tout le corps, bain compris.',
    sizeSteps: [10, 20, 30],
  },
  {
    title: 'Coupe ciseaux',
    durations: [105, 120, 150],
    price: [60, 90],
    kind: 'salon',
    description: 'Coupe de finition aux ciseaux selon le standard de la race.',
  },
  {
    title: 'Épilation / trimming',
    durations: [90, 120],
    price: [55, 85],
    kind: 'salon',
    description: 'Épilation manuelle pour les races à poil dur (terriers, schnauzers…).',
  },
  {
    title: 'Toilettage chat',
    durations: [60, 75, 90],
    price: [50, 75],
    kind: 'salon',
    description: 'Bain ou tonte, démêlage et coupe des griffes.',
  },
  {
    title: 'Démêlage et brossage',
    durations: [30, 45],
    price: [20, 35],
    kind: 'salon',
    description: 'Retrait des nœuds et du sous-poil, sans bain.',
  },
  {
    title: 'Première visite chiot',
    durations: [30, 45],
    price: [20, 30],
    kind: 'salon',
    description: 'Une séance courte pour habituer le chiot au salon et au bain.',
  },
  {
    title: 'Coupe des griffes et oreilles',
    durations: [30],
    price: [10, 15],
    kind: 'salon',
    description: 'Coupe des griffes et nettoyage des oreilles.',
  },
  {
    title: 'Bain anti-parasitaire',
    durations: [45, 60],
    price: [30, 45],
    kind: 'salon',
    description: 'Shampoing traitant contre les puces et les tiques.',
  },
]

const REMOTE_MOTIVES: MotiveTemplate[] = [
  {
    title: 'Conseils entretien du pelage (visio)',
    durations: [30],
    price: [15, 25],
    kind: 'visio',
    description: 'Un échange en visio pour apprendre à brosser et entretenir le pelage à la maison.',
  },
  {
    title: 'Appel découverte',
    durations: [30],
    price: [0, 0],
    kind: 'phone',
    description: 'Un premier appel pour faire connaissance et préparer la première visite.',
  },
]

const roundToFive = (value: number): number => Math.round(value / 5) * 5

function fromTemplate(random: Random, t: MotiveTemplate): MotiveSeed {
  const price = roundToFive(random.int(t.price[0], t.price[1]))
  const steps = t.sizeSteps
  return {
    title: t.title,
    duration: random.pick(t.durations),
    price,
    kind: t.kind,
    description: t.description,
    ...(steps
      ? { sizePrices: { small: price, medium: price + steps[0], large: price + steps[1], giant: price + steps[2] } }
      : {}),
  }
}

/** 2 to 5 motives, mostly in the salon; about one groomer in eight also offers a remote one. */
export function generateMotives(random: Random): MotiveSeed[] {
  const count = random.int(2, 5)
  const remote = random.chance(0.125) ? [fromTemplate(random, random.pick(REMOTE_MOTIVES))] : []
  const salon = random.sample(SALON_MOTIVES, count - remote.length).map((t) => fromTemplate(random, t))
  return [...salon, ...remote]
}

export type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7'

export type AvailabilitySeed = { weekday: Weekday; start: string; end: string; everyNWeeks: number }

const day = (weekday: Weekday, ranges: [string, string][], everyNWeeks = 1): AvailabilitySeed[] =>
  ranges.map(([start, end]) => ({ weekday, start, end, everyNWeeks }))

/**
 * Tuesday to Saturday with a lunch break (two ranges a day); some open on Monday, some work
 * every other Saturday, a few close on Wednesday afternoon.
 */
export function generateAvailabilities(random: Random): AvailabilitySeed[] {
  const morning: [string, string] = [
    random.pick(['08:30', '09:00', '09:00', '09:30']),
    random.pick(['12:00', '12:00', '12:30']),
  ]
  const afternoon: [string, string] = [
    random.pick(['13:30', '14:00', '14:00']),
    random.pick(['18:00', '18:30', '18:30', '19:00']),
  ]
  const saturday: [string, string][] = [
    ['09:00', '12:00'],
    [random.pick(['13:00', '13:30']), random.pick(['16:00', '17:00'])],
  ]
  const slots: AvailabilitySeed[] = []
  if (random.chance(0.25)) slots.push(...day('1', [[random.pick(['09:00', '10:00']), morning[1]], afternoon]))
  slots.push(...day('2', [morning, afternoon]))
  slots.push(...day('3', random.chance(0.15) ? [morning] : [morning, afternoon]))
  slots.push(...day('4', [morning, afternoon]))
  slots.push(...day('5', [morning, afternoon]))
  const saturdayMode = random.next()
  if (saturdayMode < 0.7) slots.push(...day('6', saturday))
  else if (saturdayMode < 0.9) slots.push(...day('6', saturday, 2))
  return slots
}

/** The demo groomer's fixed week: Tuesday to Saturday, 09:00–12:00 and 14:00–18:30. */
export const DEMO_AVAILABILITIES: AvailabilitySeed[] = (['2', '3', '4', '5', '6'] as const).flatMap((weekday) =>
  day(weekday, [
    ['09:00', '12:00'],
    ['14:00', '18:30'],
  ]),
)

export const DEMO_MOTIVES: MotiveSeed[] = [
  { ...(SALON_MOTIVES[0] as MotiveTemplate), duration: 90, price: 50 },
  { ...(SALON_MOTIVES[3] as MotiveTemplate), duration: 60, price: 35 },
  { ...(SALON_MOTIVES[7] as MotiveTemplate), duration: 75, price: 60 },
  { ...(REMOTE_MOTIVES[1] as MotiveTemplate), duration: 30, price: 0 },
].map(({ title, duration, price, kind, description }) => ({ title, duration, price, kind, description }))
