'use client'

import { useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'

type Answer = { error?: string; fields?: Record<string, string> }

/** Verifies the profile's mobile number: a code by SMS, typed back. */
export function PhoneVerification({
  attendeeId,
  phone,
  country,
  onVerified,
}: {
  attendeeId: number
  phone: string
  country: string
  onVerified: () => void
}) {
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function call(path: string, body: unknown) {
    setBusy(true)
    setError(null)
    const result = await apiFetch<Answer>(`/api/v1/attendees/${attendeeId}/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (result.status !== 200)
      setError(
        result.body?.fields?.phone ??
          result.body?.fields?.token ??
          result.body?.error ??
          'Une erreur est survenue, réessayez.',
      )
    return result.status === 200
  }

  return (
    <section className="stack" aria-label="Vérification du numéro" style={{ gap: '0.5rem' }}>
      {sent ? (
        <>
          <TextField
            label="Code reçu par SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <div className="actions-row">
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={async () => (await call('verify-token-to-validate-number', { token: code })) && onVerified()}
            >
              Vérifier le code
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => void call('send-token-to-verify-number', { phone, phone_country_code: country })}
            >
              Renvoyer le code
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={async () =>
            setSent(await call('send-token-to-verify-number', { phone, phone_country_code: country }))
          }
        >
          Vérifier mon numéro par SMS
        </button>
      )}
      <FormError message={error} />
    </section>
  )
}
