'use client'

import { framedLinkTarget } from '@/lib/apiClient'
import { useEffect, useRef, useState } from 'react'

import { durationLabel, motivePriceLabel, petPriceLabel, slotLong } from '@/components/groomers/format'
import { hasSizePrices } from '@/lib/motivePrice'
import { waitlistHref } from '@/components/waitlist/waitlistHref'

import {
  dependsOnSize,
  hasSizeDurations,
  petsParam,
  SIZES,
  takesSeveralPets,
  type BookingState,
  type MotiveOption,
} from './bookingState'
import { ExtraPets } from './ExtraPets'
import { AvailabilitiesForm } from './AvailabilitiesForm'
import { FormError, SelectField, StepActions } from './fields'
import { SlotChooser } from './SlotChooser'

type Props = {
  state: BookingState
  motives: MotiveOption[]
  groomerId: number
  timezone: string
  /** The first day whose slots are shown (a pet's due day): the first free slots from it come first. */
  fromDay?: string
  /** False until the dialog knows whether the visitor is signed in (which steps come next). */
  ready: boolean
  /** How many pets one booking may name. */
  maxPets: number
  onChange: (patch: Partial<BookingState>) => void
  onNext: () => void
}

/** What the size changes, as the size's label says it. */
function sizeDependence(motive: MotiveOption | undefined): string {
  const duration = hasSizeDurations(motive)
  const price = hasSizePrices(motive)
  if (duration && price) return 'la durée et le prix en dépendent'
  return duration ? 'la durée en dépend' : 'le prix en dépend'
}

/** Step 1: the motive and the slot (changing the motive asks for a slot again). */
export function MotiveStep({ state, motives, groomerId, timezone, fromDay, ready, maxPets, onChange, onNext }: Props) {
  const [choosing, setChoosing] = useState(!state.slot)
  const [error, setError] = useState<string | null>(null)
  // A slot picked (by touch, mouse or keyboard) removes the grid: focus goes to the chosen slot's line, which is read out.
  const picked = useRef(false)
  const chosenRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!choosing && picked.current) chosenRef.current?.focus()
    picked.current = false
  }, [choosing])
  const motivesList = (
    <MotiveChoice state={state} motives={motives} onChange={onChange} onChoose={() => setChoosing(true)} />
  )
  const chosen = motives.find((m) => m.id === state.motiveId)
  const several = state.extraPets.length > 0
  // Several pets: each size is asked here, the visit's length and price follow them.
  const sized = dependsOnSize(chosen) || several
  const needsSize = (sized && !state.pet.size) || state.extraPets.some((extra) => !extra.pet.size)
  const sizeChoice = sized ? (
    <SelectField
      label={
        several
          ? `Gabarit de l’animal 1${dependsOnSize(chosen) ? ` (${sizeDependence(chosen)})` : ''}`
          : `Gabarit de votre animal (${sizeDependence(chosen)})`
      }
      value={state.pet.size}
      onChange={(size) => {
        onChange({ pet: { ...state.pet, size }, slot: null })
        setChoosing(true)
        setError(null)
      }}
      options={SIZES}
      placeholder="Choisissez…"
      error={needsSize && error ? 'Choisissez le gabarit de votre animal.' : undefined}
      hint={chosen && state.pet.size ? `Tarif pour ce gabarit : ${petPriceLabel(chosen, state.pet.size)}` : undefined}
    />
  ) : null
  if (state.intent === 'availabilities') {
    return (
      <div className="stack">
        {motivesList}
        <AvailabilitiesForm
          state={state}
          timezone={timezone}
          ready={ready}
          onChange={onChange}
          onNext={onNext}
          onCancel={() => onChange({ intent: 'book' })}
        />
      </div>
    )
  }
  return (
    <div className="stack">
      {state.pet.name ? (
        <p className="booking-slot" data-testid="booking-pet">
          Pour <strong>{state.pet.name}</strong>
        </p>
      ) : null}
      {motivesList}
      {sizeChoice}
      <ExtraPets
        state={state}
        motives={motives}
        maxPets={maxPets}
        showErrors={Boolean(error)}
        onChange={(patch) => {
          onChange(patch)
          setChoosing(true)
          setError(null)
        }}
      />
      {needsSize ? (
        <p className="muted">
          {several
            ? 'Indiquez le gabarit de chaque animal pour voir les créneaux.'
            : 'Indiquez le gabarit de votre animal pour voir les créneaux.'}
        </p>
      ) : state.slot && !choosing ? (
        <p className="booking-slot" ref={chosenRef} tabIndex={-1} aria-live="polite">
          Créneau choisi : <strong>{slotLong(state.slot.start)}</strong>{' '}
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setChoosing(true)}>
            Changer de créneau
          </button>
        </p>
      ) : (
        <section aria-label="Choisissez un créneau" className="stack" style={{ gap: '0.5rem' }}>
          <h3 style={{ margin: 0 }}>Choisissez un créneau</h3>
          <SlotChooser
            groomerId={groomerId}
            motiveId={state.motiveId}
            size={hasSizeDurations(chosen) ? state.pet.size : undefined}
            pets={several ? (petsParam(state) ?? undefined) : undefined}
            timezone={timezone}
            fromDay={fromDay}
            selected={state.slot?.start ?? null}
            onPick={(slot) => {
              onChange({ slot })
              picked.current = true
              setChoosing(false)
              setError(null)
            }}
          />
        </section>
      )}
      <button type="button" className="link-button" onClick={() => onChange({ intent: 'availabilities' })}>
        Aucun créneau ne vous convient ? Proposez vos disponibilités
      </button>
      {state.motiveId ? (
        <a className="link-button" href={waitlistHref(groomerId, state.motiveId)} {...framedLinkTarget()}>
          Prévenez-moi si un créneau se libère
        </a>
      ) : null}
      <FormError message={error} />
      <StepActions>
        <button
          type="button"
          className="btn"
          disabled={!ready}
          onClick={() =>
            needsSize
              ? setError(several ? 'Choisissez le gabarit de chaque animal.' : 'Choisissez le gabarit de votre animal.')
              : state.slot
                ? onNext()
                : setError('Choisissez un créneau pour continuer.')
          }
        >
          Continuer
        </button>
      </StepActions>
    </div>
  )
}

function MotiveChoice({
  state,
  motives,
  onChange,
  onChoose,
}: {
  state: BookingState
  motives: MotiveOption[]
  onChange: (patch: Partial<BookingState>) => void
  onChoose: () => void
}) {
  return (
    <fieldset className="booking-motives">
      <legend>Prestation</legend>
      {motives.map((motive) => (
        <label key={motive.id} className="booking-choice">
          <input
            type="radio"
            name="motive"
            value={motive.id}
            checked={state.motiveId === motive.id}
            onChange={() => {
              // A call or a visio is for one pet; the other pets follow a motive of the same place.
              const kind = motive.kind ?? 'salon'
              const extraPets = takesSeveralPets(motive)
                ? state.extraPets.map((extra) => {
                    const current = motives.find((candidate) => candidate.id === extra.motiveId)
                    return (current?.kind ?? 'salon') === kind ? extra : { ...extra, motiveId: motive.id }
                  })
                : []
              onChange({ motiveId: motive.id, slot: null, extraPets })
              onChoose()
            }}
          />
          <span>
            <strong>{motive.title}</strong>
            <span className="muted">
              {' '}
              · {durationLabel(motive.duration)}
              {motivePriceLabel(motive) ? ` · ${motivePriceLabel(motive)}` : ''}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
