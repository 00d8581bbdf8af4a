'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

/** Accept or decline the time the groomer proposed. */
export function ProposalResponse({ reference }: { reference: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function respond(accept: boolean) {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<{ error?: string }>(`/api/v1/availability-requests/${encodeURIComponent(reference)}/respond`, { method: 'POST', body: JSON.stringify({ accept }) }).catch(() => ({ status: 0, body: null as { error?: string } | null }))
    setBusy(false)
    if (status !== 200) return setError(body?.error ?? 'Votre réponse n’a pas pu être enregistrée. Réessayez.')
    setMessage(accept ? 'Rendez-vous confirmé : vous allez recevoir un e-mail de confirmation.' : 'C’est noté : le toiletteur est informé et le créneau est libéré.')
    router.refresh()
  }

  if (message) return <p className="notice" role="status">{message}</p>
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div className="actions-row">
        <button type="button" className="btn" disabled={busy} onClick={() => void respond(true)}>
          J’accepte ce rendez-vous
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void respond(false)}>
          Je décline
        </button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
