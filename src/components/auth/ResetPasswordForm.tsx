'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { SESSION_KINDS, segmentOfSessionKind } from '@/server/auth/kinds'
import { PASSWORD_HINT } from '@/lib/passwordRule'
import { useHydrated } from '@/lib/useHydrated'

export function ResetPasswordForm({ token, kind = 'attendee' }: { token: string; kind?: 'groomer' | 'attendee' }) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const doneRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  if (done) {
    return (
      <div className="card stack" role="status">
        <p className="notice" ref={doneRef} tabIndex={-1}>
          {done}
        </p>
        <Link className="btn" href={SESSION_KINDS[kind].loginPath}>
          Me connecter
        </Link>
      </div>
    )
  }
  return (
    <form
      className="card stack"
      style={{ width: 'min(420px, 100%)' }}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (password !== confirmation) return setErrors({ passwordConfirmation: 'Les mots de passe sont différents.' })
        setBusy(true)
        const { status, body } = await apiFetch<{ message?: string; error?: string; fields?: Record<string, string> }>(
          `/api/v1/auth/${segmentOfSessionKind(kind)}/reset-password`,
          {
            method: 'POST',
            body: JSON.stringify({ token, password, passwordConfirmation: confirmation }),
          },
        ).catch(() => ({ status: 0, body: null }))
        setBusy(false)
        if (status === 200) return setDone(body?.message ?? 'Mot de passe modifié.')
        setErrors(body?.fields ?? {})
        setFormError(body?.fields?.token ?? body?.error ?? 'Modification impossible, réessayez.')
      }}
    >
      <TextField
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirmez le mot de passe"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.passwordConfirmation}
      />
      <FormError message={formError} />
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Enregistrer
      </button>
    </form>
  )
}
