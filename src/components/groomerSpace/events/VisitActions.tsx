'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'
import { NEXT_VISIT_STEPS as NEXT, type VisitStatus } from '@/server/appointments/visitSteps'

import { CheckoutForm } from '../checkout/CheckoutForm'

type Answer = { error?: string; fields?: Record<string, string> }

const BUTTON: Record<VisitStatus, string> = {
  arrived: 'Arrivé',
  ready: 'Prêt : prévenir le client',
  finished: 'Terminé',
  no_show: 'Absent',
}

/**
 * The pet's day on a confirmed appointment: arrived, ready for pick-up (the customer gets the
 * SMS and e-mail), finished, or no-show once its time has passed.
 */
export function VisitActions({
  reference,
  status,
  started,
  petName,
  checkout,
}: {
  reference: string
  status: VisitStatus | null
  started: boolean
  petName: string | null
  /** The visit's line at its booked price: « Terminé » opens « Encaisser » with it. */
  checkout?: { lines: { label: string; priceCents: number | null }[]; depositCents?: number | null }
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()
  const steps = NEXT[status ?? 'none'].filter((step) => step !== 'no_show' || started)

  async function set(next: VisitStatus) {
    setBusy(true)
    setError(null)
    const { status: code, body } = await apiFetch<Answer>(
      `/api/v1/appointments/${encodeURIComponent(reference)}/visit`,
      { method: 'POST', body: JSON.stringify({ status: next }) },
    ).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (code === 200) {
      router.refresh()
      return true
    }
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
    return false
  }

  const [cashing, setCashing] = useState(false)
  // Open before the steps are read: once cashed in, the visit is finished and the note's panel stays.
  if (cashing && checkout)
    return (
      <div className="stack" style={{ gap: '0.5rem' }}>
        <CheckoutForm
          reference={reference}
          lines={checkout.lines}
          depositCents={checkout.depositCents}
          onCancel={() => setCashing(false)}
        />
        {status === 'finished' ? null : (
          <button
            type="button"
            className="link-button"
            disabled={busy || !hydrated}
            onClick={async () => (await set('finished')) && setCashing(false)}
          >
            Terminer sans encaisser
          </button>
        )}
      </div>
    )
  if (steps.length === 0) return null
  return (
    <div className="stack" style={{ gap: '0.25rem' }}>
      <div className="actions-row" role="group" aria-label={`Suivi de ${petName ?? 'l’animal'}`}>
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            className={step === 'no_show' ? 'btn btn-ghost' : 'btn'}
            disabled={busy || !hydrated}
            onClick={() => (step === 'finished' && checkout ? setCashing(true) : set(step))}
            aria-describedby={error ? errorId : undefined}
          >
            {BUTTON[step]}
          </button>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
