'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

/** Removes one of the owner's waiting-list subscriptions, then shows the list again. */
export function LeaveWaitlistButton({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function leave() {
    setBusy(true)
    const { status, body } = await apiFetch<{ error?: string }>(`/api/v1/waitlist/${id}`, { method: 'DELETE' }).catch(
      () => ({ status: 0, body: null as { error?: string } | null }),
    )
    setBusy(false)
    if (status === 200) return router.refresh()
    setError(body?.error ?? 'La suppression n’a pas abouti. Réessayez dans un instant.')
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={busy}
        onClick={() => void leave()}
        aria-label={label}
      >
        Ne plus être prévenu
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
