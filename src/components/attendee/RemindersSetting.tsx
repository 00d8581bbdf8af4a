'use client'

import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { enabled?: boolean; error?: string }

/** "Rappels de toilettage": on or off in one tap (also turned off from the link of a reminder). */
export function RemindersSetting({ attendeeId, initial }: { attendeeId: number; initial: boolean }) {
  const hydrated = useHydrated()
  const [enabled, setEnabled] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const headingId = useId()

  async function toggle(next: boolean) {
    setBusy(true)
    setStatus(null)
    setError(null)
    const { status: code, body } = await apiFetch<Answer>(`/api/v1/attendees/${attendeeId}/rebooking-reminders`, {
      method: 'PUT',
      body: JSON.stringify({ enabled: next }),
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (code === 200 && typeof body?.enabled === 'boolean') {
      setEnabled(body.enabled)
      return setStatus(
        body.enabled ? 'Les rappels de toilettage sont activés.' : 'Les rappels de toilettage sont désactivés.',
      )
    }
    setError(body?.error ?? 'Enregistrement impossible. Vérifiez votre réseau et réessayez.')
  }

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Rappels de toilettage</h2>
      <p className="muted" style={{ margin: 0 }}>
        Quand le rythme de toilettage d’un de vos animaux arrive à échéance et que rien n’est réservé, nous vous
        envoyons un rappel (e-mail, et SMS si votre numéro est vérifié).
      </p>
      <label className="booking-consent">
        <input
          type="checkbox"
          checked={enabled}
          disabled={busy || !hydrated}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>Recevoir les rappels de toilettage</span>
      </label>
      {status ? (
        <p className="notice" role="status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
