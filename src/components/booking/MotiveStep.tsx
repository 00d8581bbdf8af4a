'use client'

import { useState } from 'react'

import { durationLabel, priceLabel, slotLong } from '@/components/groomers/format'

import type { BookingState, MotiveOption } from './bookingState'
import { FormError, StepActions } from './fields'
import { SlotChooser } from './SlotChooser'

type Props = {
  state: BookingState
  motives: MotiveOption[]
  groomerId: number
  timezone: string
  /** False until the dialog knows whether the visitor is signed in (which steps come next). */
  ready: boolean
  onChange: (patch: Partial<BookingState>) => void
  onNext: () => void
}

/** Step 1: the motive and the slot (changing the motive asks for a slot again). */
export function MotiveStep({ state, motives, groomerId, timezone, ready, onChange, onNext }: Props) {
  const [choosing, setChoosing] = useState(!state.slot)
  const [error, setError] = useState<string | null>(null)
  return (
    <div className="stack">
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
                onChange({ motiveId: motive.id, slot: null })
                setChoosing(true)
              }}
            />
            <span>
              <strong>{motive.title}</strong>
              <span className="muted">
                {' '}
                · {durationLabel(motive.duration)}
                {priceLabel(motive.price) ? ` · ${priceLabel(motive.price)}` : ''}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {state.slot && !choosing ? (
        <p className="booking-slot">
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
            timezone={timezone}
            selected={state.slot?.start ?? null}
            onPick={(slot) => {
              onChange({ slot })
              setChoosing(false)
              setError(null)
            }}
          />
        </section>
      )}
      <FormError message={error} />
      <StepActions>
        <button type="button" className="btn" disabled={!ready} onClick={() => (state.slot ? onNext() : setError('Choisissez un créneau pour continuer.'))}>
          Continuer
        </button>
      </StepActions>
    </div>
  )
}
