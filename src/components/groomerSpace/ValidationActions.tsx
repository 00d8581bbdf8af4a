'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { error?: string; fields?: Record<string, string> }

/** Validate or refuse (with a reason told to the attendee) one booking waiting for validation. */
export function ValidationActions({ reference }: { reference: string }) {
  const router = useRouter()
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const reasonId = useId()
  const errorId = useId()

  async function send(action: 'validate' | 'refuse') {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(`/api/v1/appointments/${encodeURIComponent(reference)}/${action}`, {
      method: 'POST',
      body: JSON.stringify(action === 'refuse' ? { reason } : {}),
    })
    setBusy(false)
    if (status === 200) return router.refresh()
    setError(body?.fields?.reason ?? body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div className="actions-row">
        <button type="button" className="btn" disabled={busy || !hydrated} onClick={() => send('validate')}>
          Valider
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy || !hydrated}
          aria-expanded={refusing}
          onClick={() => setRefusing(!refusing)}
        >
          Refuser
        </button>
      </div>
      {refusing ? (
        <form
          className="stack"
          style={{ gap: '0.5rem' }}
          onSubmit={(event) => {
            event.preventDefault()
            void send('refuse')
          }}
        >
          <div className="field" style={{ marginBottom: 0 }}>
            <label htmlFor={reasonId}>Raison du refus (envoyée au client)</label>
            <textarea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              minLength={3}
              maxLength={500}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <button type="submit" className="btn btn-ghost" disabled={busy || !hydrated}>
            Confirmer le refus
          </button>
        </form>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
