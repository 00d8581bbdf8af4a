'use client'

import { useState } from 'react'

import { FormError } from '@/components/booking/fields'
import { useHydrated } from '@/lib/useHydrated'

import styles from './settings.module.css'
import { useApiAction } from './useApiAction'

export type Range = { weekday: number; start: string; end: string; everyNWeeks: number; validFrom: string | null }

// Sundays are always closed (the engine's rule), so they are not offered.
const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi']

/** The weekly opening ranges, several per day, each worked every N weeks; saved as a whole. */
export function OpeningHoursForm({ ranges: initial }: { ranges: Range[] }) {
  const hydrated = useHydrated()
  const { call, busy, error, fields } = useApiAction()
  const [ranges, setRanges] = useState<Range[]>(initial)
  const [saved, setSaved] = useState(false)

  const update = (index: number, patch: Partial<Range>) => {
    setSaved(false)
    setRanges(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)))
  }
  const add = (weekday: number) => {
    const last = ranges.filter((r) => r.weekday === weekday).at(-1)
    setSaved(false)
    setRanges([
      ...ranges,
      last
        ? { weekday, start: last.end < '14:00' ? '14:00' : last.end, end: '18:00', everyNWeeks: 1, validFrom: null }
        : { weekday, start: '09:00', end: '12:00', everyNWeeks: 1, validFrom: null },
    ])
  }

  async function save() {
    setSaved(Boolean(await call('PUT', '/api/v1/opening-hours', { ranges })))
  }

  return (
    <form
      noValidate
      aria-labelledby="hours-title"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p className="muted">
        Le dimanche est toujours fermé. Une plage « toutes les 2 semaines » est travaillée une semaine sur deux à partir
        de la date indiquée.
      </p>
      {WEEKDAYS.map((label, dayIndex) => {
        const weekday = dayIndex + 1
        const indexes = ranges.flatMap((range, index) => (range.weekday === weekday ? [index] : []))
        return (
          <fieldset key={weekday} className={styles.fieldset}>
            <legend>{label}</legend>
            {indexes.length === 0 ? (
              <p className="muted" style={{ margin: '0 0 0.5rem' }}>
                Fermé
              </p>
            ) : null}
            {indexes.map((index, n) => (
              <RangeRow
                key={index}
                label={`${label}, plage ${n + 1}`}
                range={ranges[index]}
                fields={fields}
                prefix={`ranges.${index}`}
                onChange={(patch) => update(index, patch)}
                onRemove={() => {
                  setSaved(false)
                  setRanges(ranges.filter((_, i) => i !== index))
                }}
                disabled={!hydrated}
              />
            ))}
            <button type="button" className="btn btn-ghost btn-small" disabled={!hydrated} onClick={() => add(weekday)}>
              Ajouter une plage le {label.toLowerCase()}
            </button>
          </fieldset>
        )
      })}
      <FormError message={error} />
      {saved ? <p role="status">Horaires enregistrés : vos créneaux publics sont à jour.</p> : null}
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Enregistrer les horaires
      </button>
    </form>
  )
}

type RowProps = {
  label: string
  range: Range
  fields: Record<string, string>
  prefix: string
  onChange: (patch: Partial<Range>) => void
  onRemove: () => void
  disabled: boolean
}

function RangeRow({ label, range, fields, prefix, onChange, onRemove, disabled }: RowProps) {
  const id = prefix.replace('.', '-')
  const errors = ['start', 'end', 'everyNWeeks', 'validFrom'].flatMap((key) =>
    fields[`${prefix}.${key}`] ? [fields[`${prefix}.${key}`]] : [],
  )
  const errorId = `${id}-error`
  const described = errors.length ? errorId : undefined
  return (
    <div role="group" aria-label={label} style={{ marginBottom: '0.75rem' }}>
      <div className={styles.row}>
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor={`${id}-start`}>De</label>
          <input
            id={`${id}-start`}
            type="time"
            step={300}
            value={range.start}
            onChange={(e) => onChange({ start: e.target.value })}
            aria-invalid={fields[`${prefix}.start`] ? true : undefined}
            aria-describedby={described}
          />
        </div>
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor={`${id}-end`}>À</label>
          <input
            id={`${id}-end`}
            type="time"
            step={300}
            value={range.end}
            onChange={(e) => onChange({ end: e.target.value })}
            aria-invalid={fields[`${prefix}.end`] ? true : undefined}
            aria-describedby={described}
          />
        </div>
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor={`${id}-every`}>Toutes les N semaines</label>
          <input
            id={`${id}-every`}
            type="number"
            inputMode="numeric"
            min={1}
            max={8}
            value={range.everyNWeeks}
            onChange={(e) => onChange({ everyNWeeks: e.target.value === '' ? 0 : Number(e.target.value) })}
            aria-invalid={fields[`${prefix}.everyNWeeks`] ? true : undefined}
            aria-describedby={described}
          />
        </div>
        {range.everyNWeeks > 1 ? (
          <div className="field" style={{ marginBottom: 0 }}>
            <label htmlFor={`${id}-from`}>À partir du</label>
            <input
              id={`${id}-from`}
              type="date"
              required
              value={range.validFrom ?? ''}
              onChange={(e) => onChange({ validFrom: e.target.value || null })}
              aria-invalid={fields[`${prefix}.validFrom`] ? true : undefined}
              aria-describedby={described}
            />
          </div>
        ) : null}
        <div>
          <button type="button" className="btn btn-ghost btn-small" disabled={disabled} onClick={onRemove}>
            Retirer<span className="visually-hidden"> {label}</span>
          </button>
        </div>
      </div>
      {errors.length ? (
        <p id={errorId} className="field-error" role="alert" style={{ margin: '0.25rem 0 0' }}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
