'use client'

import { useEffect, useRef, useState } from 'react'

import { TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { segmentOfSessionKind } from '@/server/auth/kinds'
import { useHydrated } from '@/lib/useHydrated'

/** "Mot de passe oublié ?": the reset e-mail; the answer is the same whether an account exists or not. */
export function ForgotPasswordForm({ kind = 'attendee' }: { kind?: 'groomer' | 'attendee' }) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // Opening the form puts the cursor in its e-mail field.
  useEffect(() => {
    if (open) formRef.current?.querySelector('input')?.focus()
  }, [open])

  if (!open) {
    return (
      <button type="button" className="btn btn-ghost btn-small" disabled={!hydrated} onClick={() => setOpen(true)}>
        Mot de passe oublié ?
      </button>
    )
  }
  return (
    <form
      ref={formRef}
      className="card stack"
      style={{ width: 'min(420px, 100%)' }}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        const { status, body } = await apiFetch<{ message?: string; error?: string; fields?: Record<string, string> }>(
          `/api/v1/auth/${segmentOfSessionKind(kind)}/forgot-password`,
          { method: 'POST', body: JSON.stringify({ email }) },
        ).catch(() => ({ status: 0, body: null }))
        setBusy(false)
        if (status === 200) {
          setError(undefined)
          return setMessage(body?.message ?? null)
        }
        setError(body?.fields?.email ?? body?.error ?? 'Envoi impossible, réessayez.')
      }}
    >
      <h2 style={{ fontSize: '1.1rem', margin: 0 }}>Mot de passe oublié</h2>
      <TextField
        label="Votre e-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      {message ? (
        <p role="status" style={{ margin: 0 }}>
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Recevoir le lien
      </button>
    </form>
  )
}
