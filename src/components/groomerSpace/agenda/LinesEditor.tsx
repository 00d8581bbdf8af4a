'use client'

import { useId, useState } from 'react'

import { SIZES, SPECIES } from '@/lib/pets'
import { useHydrated } from '@/lib/useHydrated'
import type { AgendaLine } from '@/server/agenda/view'

import type { Motive } from './AgendaDetail'
import { describedBy, Field } from './Field'
import { useApiForm } from './useApiForm'

type Row = { name: string; species: string; breed: string; size: string; motive: string }

const rowOf = (line: AgendaLine): Row => ({
  name: line.petName,
  species: line.petSpecies ?? 'dog',
  breed: line.petBreed ?? '',
  size: line.petSize ?? '',
  motive: line.motive === null ? '' : String(line.motive),
})

/**
 * « Modifier les animaux »: the groomer adds, changes or removes a pet of the visit (a second dog
 * brought along, a cat that stayed home); the end and the announced price follow each pet's motive
 * and size, and a longer visit over another appointment is refused like a move.
 */
export function LinesEditor({
  groomerId,
  appointmentId,
  lines,
  motives,
}: {
  groomerId: number
  appointmentId: number
  lines: AgendaLine[]
  motives: Motive[]
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [rows, setRows] = useState<Row[]>(() => lines.map(rowOf))
  const form = useApiForm(`/api/v1/users/${groomerId}/agenda/appointments/${appointmentId}/lines`, 'PUT')
  const baseId = useId()
  const set = (index: number, patch: Partial<Row>) =>
    setRows((previous) => previous.map((row, at) => (at === index ? { ...row, ...patch } : row)))

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={!hydrated || motives.length === 0}
        onClick={() => setOpen(true)}
      >
        Modifier les animaux
      </button>
    )
  return (
    <form
      className="stack"
      style={{ gap: '0.6rem' }}
      noValidate
      aria-label="Animaux du rendez-vous"
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit(
          {
            lines: rows.map((row) => ({
              name: row.name,
              species: row.species,
              breed: row.breed,
              size: row.size,
              motive: Number(row.motive),
            })),
          },
          'Animaux enregistrés : la durée et le tarif suivent.',
        )
      }}
    >
      {rows.map((row, index) => {
        const id = `${baseId}-${index}`
        const error = (key: string) => form.fields[`lines.${index}.${key}`]
        return (
          <fieldset key={index} className="booking-extra-pet">
            <legend>Animal {index + 1}</legend>
            <Field id={`${id}-name`} label="Nom" error={error('name')}>
              <input
                id={`${id}-name`}
                value={row.name}
                maxLength={60}
                onChange={(event) => set(index, { name: event.target.value })}
                {...describedBy(`${id}-name`, error('name'))}
              />
            </Field>
            <Field id={`${id}-species`} label="Espèce" error={error('species')}>
              <select
                id={`${id}-species`}
                value={row.species}
                onChange={(event) => set(index, { species: event.target.value })}
              >
                {SPECIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-size`} label="Gabarit" error={error('size')}>
              <select
                id={`${id}-size`}
                value={row.size}
                onChange={(event) => set(index, { size: event.target.value })}
                {...describedBy(`${id}-size`, error('size'))}
              >
                <option value="">Choisissez…</option>
                {SIZES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-motive`} label="Prestation" error={error('motive')}>
              <select
                id={`${id}-motive`}
                value={row.motive}
                onChange={(event) => set(index, { motive: event.target.value })}
                {...describedBy(`${id}-motive`, error('motive'))}
              >
                <option value="">Choisissez…</option>
                {motives.map((motive) => (
                  <option key={motive.id} value={motive.id}>
                    {motive.title}
                  </option>
                ))}
              </select>
            </Field>
            {rows.length > 1 ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => setRows((previous) => previous.filter((_, at) => at !== index))}
              >
                Retirer {row.name || `l’animal ${index + 1}`}
              </button>
            ) : null}
          </fieldset>
        )
      })}
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() =>
          setRows((previous) => [
            ...previous,
            { name: '', species: 'dog', breed: '', size: '', motive: previous[0]?.motive ?? '' },
          ])
        }
      >
        + un autre animal
      </button>
      {form.error ? (
        <p className="form-error" role="alert">
          {[form.error, form.fields.lines, form.fields.start].filter(Boolean).join(' ')}
        </p>
      ) : null}
      {form.done ? (
        <p className="notice" role="status">
          {form.done}
        </p>
      ) : null}
      <div className="actions-row">
        <button type="submit" className="btn btn-small" disabled={form.busy}>
          Enregistrer les animaux
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen(false)}>
          Fermer
        </button>
      </div>
    </form>
  )
}
