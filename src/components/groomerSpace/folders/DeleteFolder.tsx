'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

/** Deletes the folder after a confirmation (its attachments go with it). */
export function DeleteFolder({ folderId, name }: { folderId: number; name: string }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    setBusy(true)
    const { status, body } = await apiFetch<{ error?: string }>(`/api/v1/customer-folders/${folderId}`, {
      method: 'DELETE',
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (status === 200) {
      router.push('/user/dossiers-client')
      return router.refresh()
    }
    setError(body?.error ?? 'La suppression a échoué, réessayez.')
  }

  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      {confirming ? (
        <div className="actions-row" role="group" aria-label="Confirmer la suppression">
          <span>Supprimer définitivement le dossier de {name} et ses pièces jointes ?</span>
          <button type="button" className="btn" disabled={busy || !hydrated} onClick={remove}>
            Oui, supprimer le dossier
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
            Non, garder
          </button>
        </div>
      ) : (
        <div>
          <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => setConfirming(true)}>
            Supprimer le dossier
          </button>
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
