'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormError } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { error?: string; message?: string }

/** Publishes or withdraws the groomer's own page (`PUT /api/v1/users/{id}/publication`); the server checks the rules. */
export function PublishButton({ groomerId, publish }: { groomerId: number; publish: boolean }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send() {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(`/api/v1/users/${groomerId}/publication`, {
      method: 'PUT',
      body: JSON.stringify({ published: publish }),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (status === 200) return router.refresh()
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div>
        <button
          type="button"
          className={publish ? 'btn' : 'btn btn-ghost'}
          disabled={busy || !hydrated}
          onClick={() => void send()}
        >
          {busy ? 'Un instant…' : publish ? 'Publier ma page' : 'Retirer ma page du site'}
        </button>
      </div>
      <FormError message={error} />
    </div>
  )
}
