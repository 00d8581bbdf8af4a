'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

export type Candidate = { appointmentId: number; when: string; customer: string; detail: string }

/** "Créer depuis un rendez-vous": one button per recent customer without a folder. */
export function FromAppointment({ candidates }: { candidates: Candidate[] }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function create(appointment: number) {
    setBusy(appointment)
    setError(null)
    const { status, body } = await apiFetch<{ error?: string; folder?: { id: number } }>(
      '/api/v1/customer-folders/from-appointment',
      {
        method: 'POST',
        body: JSON.stringify({ appointment }),
      },
    ).catch(() => ({ status: 0, body: null }))
    setBusy(null)
    if ((status === 200 || status === 201) && body?.folder)
      return router.push(`/user/dossiers-client/${body.folder.id}`)
    setError(body?.error ?? 'La création a échoué, réessayez.')
  }

  if (candidates.length === 0) return <p className="muted">Tous vos clients récents ont déjà un dossier.</p>
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0, gap: '0.5rem' }}>
        {candidates.map((item) => (
          <li
            key={item.appointmentId}
            className="card"
            style={{ display: 'grid', gap: '0.25rem', padding: '0.9rem 1rem' }}
          >
            <strong>{item.customer}</strong>
            <span className="muted">
              {item.when}
              {item.detail ? ` · ${item.detail}` : ''}
            </span>
            <div>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={!hydrated || busy !== null}
                onClick={() => create(item.appointmentId)}
              >
                Créer le dossier <span className="visually-hidden">de {item.customer}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
