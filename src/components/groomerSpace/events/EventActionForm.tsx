'use client'

import { useId, useRef, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { message?: string; error?: string; fields?: Record<string, string> }
type Link = { ref: string; action: 'valider' | 'refuser'; exp: number; sig: string }

/** Confirms the answer of a signed e-mail link: one button to validate, or a reason and a button to refuse. */
export function EventActionForm({ link }: { link: Link }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const reasonId = useId()
  const reasonErrorId = useId()
  const doneRef = useRef<HTMLParagraphElement>(null)
  const refusing = link.action === 'refuser'

  async function submit() {
    setBusy(true)
    setError(null)
    setReasonError(null)
    const { status, body } = await apiFetch<Answer>('/api/v1/event-action', {
      method: 'POST',
      body: JSON.stringify({ ...link, ...(refusing ? { reason } : {}) }),
    })
    setBusy(false)
    if (status === 200) {
      setDone(body?.message ?? 'C’est fait.')
      requestAnimationFrame(() => doneRef.current?.focus())
      return
    }
    if (body?.fields?.reason) return setReasonError(body.fields.reason)
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  if (done) {
    return (
      <p ref={doneRef} className="notice" role="status" tabIndex={-1}>
        {done}
      </p>
    )
  }
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {refusing ? (
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor={reasonId}>Raison du refus (envoyée au client)</label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={500}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? reasonErrorId : undefined}
          />
          {reasonError ? (
            <p id={reasonErrorId} className="field-error" role="alert" style={{ margin: 0 }}>
              {reasonError}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !hydrated} style={{ justifySelf: 'start' }}>
        {refusing ? 'Confirmer le refus' : 'Confirmer le rendez-vous'}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
