import type { Field, RelationshipField } from 'payload'

/** URL-safe identifier used in public routes (/toiletteur/{uri}, /toiletteurs/{cityUri}). */
export const uriField = (description = 'Identifiant dans l’adresse de la page'): Field => ({
  name: 'uri',
  type: 'text',
  label: 'Adresse (URI)',
  required: true,
  unique: true,
  index: true,
  admin: { description },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Lettres minuscules sans accent, chiffres et tirets uniquement',
})

/** The groomer a record belongs to; set and indexed for the owner access rules. */
export const groomerField = (): RelationshipField => ({
  name: 'groomer',
  type: 'relationship',
  relationTo: 'users',
  label: 'Toiletteur',
  required: true,
  index: true,
})

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

export const timeOfDayField = (name: string, label: string): Field => ({
  name,
  type: 'text',
  label,
  required: true,
  admin: { placeholder: '09:00' },
  validate: (value: unknown) => (typeof value === 'string' && HH_MM.test(value) ? true : 'Heure au format HH:mm'),
})

export const PHONE_COUNTRIES = [
  { label: 'France (+33)', value: 'FR' },
  { label: 'Suisse (+41)', value: 'CH' },
  { label: 'Belgique (+32)', value: 'BE' },
] as const

export const APPOINTMENT_KINDS = [
  { label: 'En salon', value: 'salon' },
  { label: 'À domicile', value: 'home' },
  { label: 'Visio', value: 'visio' },
  { label: 'Téléphone', value: 'phone' },
]

export const PET_SPECIES = [
  { label: 'Chien', value: 'dog' },
  { label: 'Chat', value: 'cat' },
  { label: 'Lapin', value: 'rabbit' },
  { label: 'Autre NAC', value: 'other' },
] as const

export const PET_SIZES = [
  { label: 'Petit (moins de 10 kg)', value: 'small' },
  { label: 'Moyen (10 à 25 kg)', value: 'medium' },
  { label: 'Grand (25 à 45 kg)', value: 'large' },
  { label: 'Très grand (plus de 45 kg)', value: 'giant' },
] as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A list of e-mail addresses (Payload's email field holds one address only). */
export const emailListField = (name: string, label: string): Field => ({
  name,
  type: 'text',
  hasMany: true,
  label,
  validate: (value: unknown) =>
    !Array.isArray(value) || value.every((item) => typeof item === 'string' && EMAIL.test(item))
      ? true
      : 'Veuillez saisir des adresses e-mail valides',
})

/** `start` and `end` instants, the end strictly after the start. */
export const instantRangeFields = (labels = { start: 'Début', end: 'Fin' }, indexStart = false): Field[] => [
  {
    name: 'start',
    type: 'date',
    label: labels.start,
    required: true,
    index: indexStart,
    admin: { date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'end',
    type: 'date',
    label: labels.end,
    required: true,
    admin: { date: { pickerAppearance: 'dayAndTime' } },
    validate: (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) =>
      value && siblingData.start && new Date(value as string) <= new Date(siblingData.start as string)
        ? 'La fin doit être après le début'
        : true,
  },
]

export const RHYTHM_WEEKS = { min: 1, max: 52 } as const

/** A grooming rhythm in whole weeks (1 to 52), the time between two visits of a pet. */
export const rhythmWeeksField = (label = 'Rythme de toilettage (semaines)'): Field => ({
  name: 'rhythmWeeks',
  type: 'number',
  label,
  min: RHYTHM_WEEKS.min,
  max: RHYTHM_WEEKS.max,
  validate: (value: unknown) =>
    value == null ||
    (typeof value === 'number' && Number.isInteger(value) && value >= RHYTHM_WEEKS.min && value <= RHYTHM_WEEKS.max)
      ? true
      : 'Un nombre entier de semaines, de 1 à 52.',
})
