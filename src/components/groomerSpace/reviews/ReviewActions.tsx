'use client'

import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { message?: string; error?: string; fields?: Record<string, string> }
type Kind = 'reply' | 'report'

const COPY: Record<Kind, { open: string; label: string; submit: string; field: 'text' | 'reason'; max: number }> = {
  reply: {
    open: 'Répondre publiquement',
    label: 'Votre réponse (publique, une seule fois, relue avant publication)',
    submit: 'Envoyer ma réponse',
    field: 'text',
    max: 1000,
  },
  report: {
    open: 'Signaler cet avis',
    label: 'Pourquoi signalez-vous cet avis ?',
    submit: 'Signaler',
    field: 'reason',
    max: 1000,
  },
}

/** One of the two things a groomer can do with a review: reply once, or report it. */
function ActionForm({ reviewId, kind, onDone }: { reviewId: number; kind: Kind; onDone: (message: string) => void }) {
  const copy = COPY[kind]
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const id = useId()
  const errorId = useId()

  async function submit() {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(`/api/v1/reviews/${reviewId}/${kind}`, {
      method: 'POST',
      body: JSON.stringify({ [copy.field]: value }),
    })
    setBusy(false)
    if (status === 200) return onDone(body?.message ?? 'C’est fait.')
    setError(body?.fields?.[copy.field] ?? body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  if (!open) {
    return (
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)} disabled={!hydrated}>
        {copy.open}
      </button>
    )
  }
  return (
    <form
      className="stack"
      style={{ gap: '0.5rem' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="field" style={{ marginBottom: 0 }}>
        <label htmlFor={id}>{copy.label}</label>
        <textarea
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          rows={4}
          maxLength={copy.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="field-error" role="alert" style={{ margin: 0 }}>
            {error}
          </p>
        ) : null}
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="submit" className="btn" disabled={busy}>
          {copy.submit}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          Annuler
        </button>
      </div>
    </form>
  )
}

/** The reply and report actions still open on a review; each closes on success with its message. */
export function ReviewActions({
  reviewId,
  canReply,
  canReport,
}: {
  reviewId: number
  canReply: boolean
  canReport: boolean
}) {
  const [done, setDone] = useState<string[]>([])
  const [replied, setReplied] = useState(false)
  const [reported, setReported] = useState(false)
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      {done.map((message) => (
        <p key={message} className="notice" role="status">
          {message}
        </p>
      ))}
      {canReply && !replied ? (
        <ActionForm
          reviewId={reviewId}
          kind="reply"
          onDone={(message) => (setReplied(true), setDone((list) => [...list, message]))}
        />
      ) : null}
      {canReport && !reported ? (
        <ActionForm
          reviewId={reviewId}
          kind="report"
          onDone={(message) => (setReported(true), setDone((list) => [...list, message]))}
        />
      ) : null}
    </div>
  )
}
