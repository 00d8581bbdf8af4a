'use client'

import { durationLabel, petPriceLabel } from '@/components/groomers/format'
import { durationForSize } from '@/lib/motiveDuration'
import { linesPrice, someLineOnSite } from '@/lib/bookingLines'
import { priceForSize, priceLabel } from '@/lib/motivePrice'

import {
  bookingPets,
  emptyPet,
  SIZES,
  takesSeveralPets,
  type BookingState,
  type ExtraPet,
  type MotiveOption,
} from './bookingState'
import { SelectField } from './fields'

type Props = {
  state: BookingState
  motives: MotiveOption[]
  /** How many pets one booking may name (the site's setting). */
  maxPets: number
  /** Whether the sizes are still missing and the owner tried to go on. */
  showErrors: boolean
  onChange: (patch: Partial<BookingState>) => void
}

/** A pet's minutes for its motive and size (the motive's when the size has none). */
export const minutesFor = (motive: MotiveOption | undefined, size: string) =>
  motive ? durationForSize(motive, size) : 0

/** The whole visit: its minutes, its announced price (the priced pets) and whether some pet is priced on site. */
export function visitTotals(lines: ExtraPet[], motives: MotiveOption[]) {
  const motiveOf = (id: number) => motives.find((motive) => motive.id === id)
  const prices = lines.map((line) => {
    const motive = motiveOf(line.motiveId)
    return { price: motive ? priceForSize(motive, line.pet.size) : null }
  })
  return {
    minutes: lines.reduce((sum, line) => sum + minutesFor(motiveOf(line.motiveId), line.pet.size), 0),
    price: linesPrice(prices),
    onSite: someLineOnSite(prices),
  }
}

/**
 * « + un autre animal » on the first step: each other pet with its motive and size, so that the
 * slots are searched for the whole visit (the sum of the pets' durations). Names come later, on the
 * « Informations » step.
 */
export function ExtraPets({ state, motives, maxPets, showErrors, onChange }: Props) {
  const first = motives.find((motive) => motive.id === state.motiveId)
  if (state.intent !== 'book' || maxPets < 2 || !takesSeveralPets(first)) return null
  // Only motives of the same place: a bath at the salon and a visio are two appointments.
  const sameKind = motives.filter((motive) => (motive.kind ?? 'salon') === (first?.kind ?? 'salon'))
  const setExtra = (extraPets: ExtraPet[]) => onChange({ extraPets, slot: null })
  const update = (index: number, patch: Partial<ExtraPet>) =>
    setExtra(state.extraPets.map((extra, at) => (at === index ? { ...extra, ...patch } : extra)))
  const lines = bookingPets(state)
  const totals = visitTotals(lines, motives)
  const sizesKnown = lines.every((line) => line.pet.size)

  return (
    <div className="stack" style={{ gap: '0.75rem' }}>
      {state.extraPets.map((extra, index) => {
        const motive = motives.find((candidate) => candidate.id === extra.motiveId)
        return (
          <fieldset key={index} className="booking-extra-pet" aria-label={`Animal ${index + 2}`}>
            <legend>Animal {index + 2}</legend>
            <SelectField
              label="Prestation"
              value={String(extra.motiveId)}
              onChange={(value) => update(index, { motiveId: Number(value) })}
              options={sameKind.map((candidate) => ({ value: String(candidate.id), label: candidate.title }))}
            />
            <SelectField
              label="Gabarit"
              value={extra.pet.size}
              onChange={(size) => update(index, { pet: { ...extra.pet, size } })}
              options={SIZES}
              placeholder="Choisissez…"
              error={showErrors && !extra.pet.size ? 'Choisissez le gabarit de cet animal.' : undefined}
              hint={
                motive && extra.pet.size
                  ? `Tarif pour ce gabarit : ${petPriceLabel(motive, extra.pet.size)}`
                  : undefined
              }
            />
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setExtra(state.extraPets.filter((_, at) => at !== index))}
            >
              Retirer l’animal {index + 2}
            </button>
          </fieldset>
        )
      })}
      {state.extraPets.length > 0 && sizesKnown ? (
        <p className="booking-slot" data-testid="booking-total" aria-live="polite">
          {lines.length} animaux · durée totale <strong>{durationLabel(totals.minutes)}</strong>
          {totals.price !== null ? (
            <>
              {' '}
              · total <strong>{priceLabel(totals.price)}</strong>
              {totals.onSite ? ' + prix sur place' : ''}
            </>
          ) : null}
        </p>
      ) : null}
      {lines.length < maxPets ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setExtra([...state.extraPets, { motiveId: state.motiveId, pet: emptyPet() }])}
        >
          + un autre animal
        </button>
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          {maxPets} animaux au plus par rendez-vous.
        </p>
      )}
    </div>
  )
}
