/** French sentences of a groomer profile, composed from fragments. */
import type { Random } from './random'
import { paragraph, richText, type RichText } from './text'

export type SpokenLanguage = 'fr' | 'en' | 'es' | 'de'

const LANGUAGE_NAMES: Record<Exclude<SpokenLanguage, 'fr'>, string> = { en: 'anglais', es: 'espagnol', de: 'allemand' }

/** « à Lyon », « au Havre », « aux Sables-d’Olonne ». */
export const inCity = (name: string): string =>
  name.startsWith('Le ') ? `au ${name.slice(3)}` : name.startsWith('Les ') ? `aux ${name.slice(4)}` : `à ${name}`

/** « a, b et c » (« a, b ainsi que c » when an item already holds an « et »). */
export const frenchList = (items: string[]): string => {
  if (items.length <= 1) return items[0] ?? ''
  const last = items.some((item) => item.includes(' et ')) ? ' ainsi que ' : ' et '
  return `${items.slice(0, -1).join(', ')}${last}${items[items.length - 1]}`
}

/** Lowercases a leading capital unless the word is an acronym (NAC). */
const lowerFirst = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text

export type ProfileFacts = {
  female: boolean
  salonName: string
  cityName: string
  address: string
  postcode: string
  specialityNames: string[]
  spokenLanguages: SpokenLanguage[]
}

export function composePresentation(random: Random, facts: ProfileFacts): RichText {
  const { female, cityName } = facts
  const salon = `« ${facts.salonName} »`
  const years = random.int(2, 25)
  const where = inCity(cityName)
  const job = female ? 'toiletteuse' : 'toiletteur'
  const openings = [
    `Bienvenue au salon ${salon}, ${where}, où je prends soin de vos compagnons depuis ${years} ans.`,
    `${female ? 'Toiletteuse diplômée' : 'Toiletteur diplômé'} depuis ${years} ans, j’ai ouvert le salon ${salon} ${where}.`,
    `${female ? 'Passionnée' : 'Passionné'} par les animaux, j’exerce le métier de ${job} depuis ${years} ans au salon ${salon} ${where}.`,
    `Au salon ${salon}, ${where}, chaque animal est accueilli dans le calme, sans cage et à son rythme.`,
  ]
  const list = frenchList(facts.specialityNames.map(lowerFirst))
  const middles = [
    `Mes spécialités : ${list}.`,
    `Je vous accueille notamment pour : ${list}.`,
    `Vous pouvez me confier votre animal pour : ${list}.`,
  ]
  const others = facts.spokenLanguages.filter((l): l is Exclude<SpokenLanguage, 'fr'> => l !== 'fr')
  const closings = [
    'J’utilise des produits doux, adaptés à chaque type de peau et de pelage.',
    'Chaque séance commence par un moment pour faire connaissance avec votre animal.',
    'Les chiens âgés ou craintifs sont pris en charge à leur rythme, avec des pauses si besoin.',
    'Un rappel vous est envoyé la veille de chaque rendez-vous.',
  ]
  if (others.length > 0) closings.push(`Je parle aussi ${frenchList(others.map((l) => LANGUAGE_NAMES[l]))}.`)
  const sentences = [random.pick(openings), random.pick(middles)]
  if (random.chance(0.6)) sentences.push(random.pick(closings))
  return richText([paragraph(sentences.join(' '))])
}

export function composePracticePresentation(random: Random, facts: ProfileFacts): RichText {
  const access = random.pick([
    'Stationnement facile à proximité.',
    'Accès en transports en commun à deux pas.',
    'Salon de plain-pied, accessible aux grands chiens comme aux plus âgés.',
    'Espace d’attente séparé pour les chats.',
  ])
  return richText([
    paragraph(
      `Le salon « ${facts.salonName} » vous accueille au ${facts.address}, ${facts.postcode} ${facts.cityName}. ${access}`,
    ),
  ])
}

export function pickSpokenLanguages(random: Random): SpokenLanguage[] {
  const languages: SpokenLanguage[] = ['fr']
  if (random.chance(0.3)) languages.push('en')
  if (random.chance(0.1)) languages.push('es')
  if (random.chance(0.06)) languages.push('de')
  return languages
}

/** A French mobile number: « 06 12 34 56 78 ». */
/** A French mobile number of an allocated range (0639, 069x but 0695, 0700–0729 are not: moved to ones that are, with the same draws). */
export const mobilePhone = (random: Random): string => {
  const [prefix, ...pairs] = [random.pick(['06', '07']), ...Array.from({ length: 4 }, () => random.int(0, 99))] as [
    string,
    ...number[],
  ]
  const second =
    prefix === '07'
      ? pairs[0] < 30
        ? pairs[0] + 50
        : pairs[0]
      : [39, 90, 91, 92, 93, 94, 96, 97].includes(pairs[0])
        ? pairs[0] - 10
        : pairs[0]
  return [prefix, ...[second, ...pairs.slice(1)].map((pair) => String(pair).padStart(2, '0'))].join(' ')
}

const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export const randomPassword = (random: Random, length = 20): string =>
  Array.from({ length }, () => PASSWORD_ALPHABET.charAt(random.int(0, PASSWORD_ALPHABET.length - 1))).join('')
