'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { error?: string; appointment?: { reference?: string } | null }

export const ACCEPTED_MESSAGE = 'Rendez-vous confirmé : vous allez recevoir un e-mail de confirmation.'
export const DECLINED_MESSAGE = 'C’est noté : le toiletteur est informé et le créneau est libéré.'

/** Accept or decline the time the groomer proposed. */
export function ProposalResponse({ reference }: { reference: string }) {
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [result, setResult] = useState<{ message: string; appointment: string | null } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => resultRef.current?.focus(), [result])
  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])

  async function respond(accept: boolean) {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(
      `/api/v1/availability-requests/${encodeURIComponent(reference)}/respond`,
      { method: 'POST', body: JSON.stringify({ accept }) },
    ).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status !== 200) return setError(body?.error ?? 'Votre réponse n’a pas pu être enregistrée. Réessayez.')
    // No page refresh: the answer itself is shown (a refresh would replace it by the status line).
    setResult({
      message: accept ? ACCEPTED_MESSAGE : DECLINED_MESSAGE,
      appointment: accept ? (body?.appointment?.reference ?? null) : null,
    })
  }

  if (result) {
    return (
      <div ref={resultRef} tabIndex={-1} className="stack" role="status" style={{ gap: '0.5rem' }}>
        <p className="notice">{result.message}</p>
        {result.appointment ? (
          <Link className="btn" href={`/appointments/${result.appointment}`}>
            Voir mon rendez-vous
          </Link>
        ) : null}
      </div>
    )
  }
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div className="actions-row">
        <button type="button" className="btn" disabled={busy || !hydrated} onClick={() => void respond(true)}>
          J’accepte ce rendez-vous
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy || !hydrated}
          onClick={() => void respond(false)}
        >
          Je décline
        </button>
      </div>
      {error ? (
        <p className="form-error" role="alert" ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
