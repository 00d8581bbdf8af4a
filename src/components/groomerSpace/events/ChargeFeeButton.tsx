'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { priceLabel } from '@/lib/motivePrice'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { fee?: { state: string; cents: number; message: string }; error?: string }

/**
 * « Facturer X € » after a no-show or a late cancellation (issue 33): the fee the owner agreed to
 * at booking, charged on their saved card or kept from their deposit, in one tap. What happened
 * (charged, or a payment link sent because the card refused) is said in words.
 */
export function ChargeFeeButton({ reference, cents }: { reference: string; cents: number }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const messageId = useId()
  const amount = priceLabel(cents / 100)

  async function charge() {
    setBusy(true)
    setMessage(null)
    const { status, body } = await apiFetch<Answer>(
      `/api/v1/appointments/${encodeURIComponent(reference)}/no-show-fee`,
      { method: 'POST' },
    ).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 200 && body?.fee) {
      setMessage({ text: body.fee.message, error: false })
      router.refresh()
      return
    }
    setMessage({ text: body?.error ?? 'Une erreur est survenue, réessayez.', error: true })
  }

  return (
    <div className="stack" style={{ gap: '0.25rem' }}>
      <button
        type="button"
        className="btn"
        disabled={busy || !hydrated}
        onClick={charge}
        aria-describedby={message ? messageId : undefined}
      >
        Facturer {amount}
      </button>
      {message ? (
        <p id={messageId} className={message.error ? 'field-error' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
