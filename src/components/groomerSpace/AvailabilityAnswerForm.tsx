'use client'

import { DateTime } from 'luxon'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { error?: string; fields?: Record<string, string> }

/** The groomer answers an attendee's proposed availabilities with one time (in their own zone). */
export function AvailabilityAnswerForm({ reference, timezone }: { reference: string; timezone: string }) {
  const router = useRouter()
  const [when, setWhen] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const whenId = useId()
  const noteId = useId()
  const errorId = useId()

  async function submit() {
    const start = DateTime.fromISO(when, { zone: timezone })
    if (!start.isValid) return setError('Choisissez une date et une heure.')
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(
      `/api/v1/availability-requests/${encodeURIComponent(reference)}/answer`,
      {
        method: 'POST',
        body: JSON.stringify({ start: start.toISO(), note }),
      },
    )
    setBusy(false)
    if (status === 200) return router.refresh()
    setError(body?.fields?.start ?? body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  return (
    <form
      className="stack"
      style={{ gap: '0.5rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="field" style={{ marginBottom: 0 }}>
        <label htmlFor={whenId}>Horaire proposé</label>
        <input
          id={whenId}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          required
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="field" style={{ marginBottom: 0 }}>
        <label htmlFor={noteId}>Message au client (facultatif)</label>
        <textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
      </div>
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Proposer cet horaire
      </button>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
