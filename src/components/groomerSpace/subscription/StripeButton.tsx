'use client'

import { useState } from 'react'

import { FormError } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { url?: string; error?: string }

/**
 * Opens one of Stripe's hosted pages (checkout, customer portal, Connect onboarding): the API answers its
 * address and the browser goes there; Stripe sends the groomer back to the page they came from.
 */
export function StripeButton({ path, label, primary = false }: { path: string; label: string; primary?: boolean }) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function open() {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(path, { method: 'POST' }).catch(() => ({
      status: 0,
      body: null,
    }))
    if ((status === 200 || status === 201) && body?.url) return window.location.assign(body.url)
    setBusy(false)
    setError(body?.error ?? 'Le service de paiement ne répond pas, réessayez dans un instant.')
  }

  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div>
        <button
          type="button"
          className={primary ? 'btn' : 'btn btn-ghost'}
          disabled={busy || !hydrated}
          onClick={() => void open()}
        >
          {busy ? 'Un instant…' : label}
        </button>
      </div>
      <FormError message={error} />
    </div>
  )
}
