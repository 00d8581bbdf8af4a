'use client'

import { DateTime } from 'luxon'
import { useId, useState } from 'react'

import { rangeDayError, rangeErrors, type AvailabilityRange, type BookingState } from './bookingState'
import { StepActions, TextField } from './fields'

type Props = {
  state: BookingState
  timezone: string
  /** False until the dialog knows whether the visitor is signed in: "Continuer" waits for it, as on the slots. */
  ready: boolean
  onChange: (patch: Partial<BookingState>) => void
  onNext: () => void
  onCancel: () => void
}

const MAX_RANGES = 5

/** When no slot suits: up to five ranges (day, from, to) and a note, for the groomer to answer with a time. */
export function AvailabilitiesForm({ state, timezone, ready, onChange, onNext, onCancel }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const noteId = useId()
  const today = DateTime.now().setZone(timezone).toISODate() ?? ''
  const setRange = (index: number, patch: Partial<AvailabilityRange>) =>
    onChange({ ranges: state.ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)) })
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const found = rangeErrors(state.ranges, today)
        setErrors(found)
        if (Object.keys(found).length === 0) onNext()
      }}
    >
      <p style={{ margin: 0 }}>
        Indiquez quand vous êtes disponible : le toiletteur vous proposera un horaire par e-mail.
      </p>
      {state.ranges.map((range, index) => (
        <fieldset key={index} className="booking-range">
          <legend>Disponibilité {index + 1}</legend>
          <TextField
            label="Jour"
            type="date"
            min={today}
            hint="Du lundi au samedi"
            value={range.date}
            onChange={(e) => {
              const date = e.target.value
              setRange(index, { date })
              // A Sunday or a past day is refused as soon as it is entered, not at the last step.
              const key = `ranges.${index}.start`
              const { [key]: _previous, ...others } = errors
              const dayError = date ? rangeDayError(date, today) : null
              setErrors(dayError ? { ...others, [key]: dayError } : others)
            }}
            error={errors[`ranges.${index}.start`]}
          />
          <TextField
            label="De"
            type="time"
            step={900}
            value={range.from}
            onChange={(e) => setRange(index, { from: e.target.value })}
          />
          <TextField
            label="À"
            type="time"
            step={900}
            value={range.to}
            onChange={(e) => setRange(index, { to: e.target.value })}
            error={errors[`ranges.${index}.end`]}
          />
          {state.ranges.length > 1 ? (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => onChange({ ranges: state.ranges.filter((_, i) => i !== index) })}
            >
              Retirer cette disponibilité
            </button>
          ) : null}
        </fieldset>
      ))}
      {state.ranges.length < MAX_RANGES ? (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => onChange({ ranges: [...state.ranges, { date: '', from: '09:00', to: '12:00' }] })}
        >
          Ajouter une disponibilité
        </button>
      ) : null}
      <div className="field">
        <label htmlFor={noteId}>Un mot pour le toiletteur (facultatif)</label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={1000}
          value={state.availabilityNote}
          onChange={(e) => onChange({ availabilityNote: e.target.value })}
        />
      </div>
      <StepActions>
        <button type="submit" className="btn" disabled={!ready}>
          Continuer
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Revenir aux créneaux
        </button>
      </StepActions>
    </form>
  )
}

/** The ranges as instants in the groomer's zone, as the API wants them. */
export const rangesForApi = (ranges: AvailabilityRange[], timezone: string) =>
  ranges.map((range) => ({
    start: DateTime.fromISO(`${range.date}T${range.from}`, { zone: timezone }).toISO(),
    end: DateTime.fromISO(`${range.date}T${range.to}`, { zone: timezone }).toISO(),
  }))
