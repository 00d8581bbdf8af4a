'use client'

import { useId, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import { describedBy, Field, FormAnswer } from './Field'
import { useApiForm } from './useApiForm'
import styles from './agenda.module.css'

/** Blocks a time range of the agenda (start, end, reason). */
export function BlockTimeForm({
  groomerId,
  defaultDay,
  defaultStart,
  defaultEnd,
}: {
  groomerId: number
  defaultDay: string
  defaultStart?: string
  defaultEnd?: string
}) {
  const hydrated = useHydrated()
  const id = useId()
  const [start, setStart] = useState(defaultStart ?? `${defaultDay}T12:00`)
  const [end, setEnd] = useState(defaultEnd ?? `${defaultDay}T14:00`)
  const [reason, setReason] = useState('')
  const { busy, fields, error, done, submit } = useApiForm(`/api/v1/users/${groomerId}/agenda/unavailabilities`)

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (await submit({ start, end, reason }, 'Le créneau est bloqué.')) setReason('')
      }}
    >
      <div className={styles.row}>
        <Field id={`${id}-start`} label="Début" error={fields.start}>
          <input
            id={`${id}-start`}
            type="datetime-local"
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
            {...describedBy(`${id}-start`, fields.start)}
          />
        </Field>
        <Field id={`${id}-end`} label="Fin" error={fields.end}>
          <input
            id={`${id}-end`}
            type="datetime-local"
            required
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            {...describedBy(`${id}-end`, fields.end)}
          />
        </Field>
      </div>
      <Field id={`${id}-reason`} label="Motif (facultatif)" error={fields.reason}>
        <input
          id={`${id}-reason`}
          type="text"
          maxLength={120}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Formation, rendez-vous personnel…"
          {...describedBy(`${id}-reason`, fields.reason)}
        />
      </Field>
      <FormAnswer error={error} fields={fields} done={done} />
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Bloquer ce créneau
      </button>
    </form>
  )
}
