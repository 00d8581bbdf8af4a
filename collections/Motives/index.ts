import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { parsePrice, PRICE_ERRORS } from '../../src/lib/price'
import { suggestedRhythmWeeks } from '../../src/server/rebooking/rhythm'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { httpsUrl, VIDEO_LINK_ERROR } from '../../src/server/groomerSettings/schemas'
import { APPOINTMENT_KINDS, groomerField, PET_SIZES, rhythmWeeksField } from '../_fields'

/** The same rules as the groomer's form (src/server/groomerSettings/schemas.ts): no silent rounding. */
const durationProblem = (value: unknown): true | string =>
  typeof value === 'number' && Number.isInteger(value) && value >= 10 && value <= 480 && value % 5 === 0
    ? true
    : 'Un multiple de 5 minutes, de 10 minutes à 8 heures (480 minutes).'
const priceProblem = (value: unknown): true | string => {
  const parsed = typeof value === 'number' ? parsePrice(value) : { error: PRICE_ERRORS.notANumber }
  return 'euros' in parsed ? true : `Prix : ${parsed.error}`
}

/** A new motive suggests a rhythm from its kind and duration unless one is given (src/server/rebooking/rhythm.ts). */
const suggestRhythm: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && data.rhythmWeeks === undefined)
    data.rhythmWeeks = suggestedRhythmWeeks(data.kind, data.duration)
  return data
}

/** Appointment motives (motifs) and durations of a groomer. */
export const Motives: CollectionConfig = {
  slug: 'motives',
  labels: { singular: 'Motif', plural: 'Motifs' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', 'price', 'groomer'] },
  access: groomerOwnedAccess({ publicRead: true }),
  hooks: { beforeValidate: [assignOwnGroomer], beforeChange: [suggestRhythm] },
  fields: [
    { name: 'title', type: 'text', label: 'Intitulé', required: true },
    {
      name: 'duration',
      type: 'number',
      label: 'Durée (minutes)',
      required: true,
      min: 10,
      max: 480,
      validate: (value: unknown) => (value == null ? 'La durée est obligatoire.' : durationProblem(value)),
    },
    {
      name: 'price',
      type: 'number',
      label: 'Prix (€ TTC)',
      min: 0,
      max: 1_000,
      validate: (value: unknown) => (value == null ? true : priceProblem(value)),
    },
    { name: 'kind', type: 'select', label: 'Type', options: APPOINTMENT_KINDS, defaultValue: 'salon', required: true },
    {
      name: 'videoLink',
      type: 'text',
      label: 'Lien visio',
      admin: {
        condition: (_, sibling) => sibling?.kind === 'visio',
        description: 'Adresse https du rendez-vous visio, envoyée au client avec la confirmation.',
      },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || httpsUrl.safeParse(value).success
          ? true
          : VIDEO_LINK_ERROR,
    },
    { name: 'bookableOnline', type: 'checkbox', label: 'Réservable en ligne', defaultValue: true },
    {
      name: 'instantBooking',
      type: 'checkbox',
      label: 'Confirmation immédiate',
      defaultValue: false,
      admin: { description: 'Une réservation en ligne est confirmée dès sa création, sans validation du toiletteur.' },
    },
    {
      name: 'sizeDurations',
      type: 'group',
      label: 'Durée selon le gabarit (minutes, facultatif)',
      fields: PET_SIZES.map(({ label, value }) => ({
        name: value,
        type: 'number' as const,
        label,
        min: 10,
        max: 480,
        validate: (minutes: unknown) => (minutes == null ? true : durationProblem(minutes)),
      })),
    },
    {
      name: 'sizePrices',
      type: 'group',
      label: 'Prix selon le gabarit (€ TTC, facultatif ; sinon le prix du motif)',
      fields: PET_SIZES.map(({ label, value }) => ({
        name: value,
        type: 'number' as const,
        label,
        min: 0,
        max: 1_000,
        validate: (price: unknown) => (price == null ? true : priceProblem(price)),
      })),
    },
    { name: 'description', type: 'textarea', label: 'Détails' },
    // The rhythm suggested for a pet groomed with this motive; empty: no rebooking reminder from it.
    rhythmWeeksField('Rythme conseillé (semaines)'),
    groomerField(),
  ],
}
