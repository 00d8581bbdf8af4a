'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'
import { PASSWORD_HINT } from '@/lib/passwordRule'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { error?: string; message?: string; fields?: Record<string, string> }

/** A new password ends every session: the message asks to log in again with it. */
export function PasswordForm({ attendeeId }: { attendeeId: number }) {
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Until React runs the form, a submit would post it natively: the button waits (an early tap is not lost).
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
        <Link className="btn" href="/participant/connexion">
          Me reconnecter
        </Link>
      </div>
    )
  }
  return (
    <form
      className="card stack"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!current) return setErrors({ currentPassword: 'Saisissez votre mot de passe actuel.' })
        if (password !== confirmation) return setErrors({ passwordConfirmation: 'Les mots de passe sont différents.' })
        setBusy(true)
        const { status, body } = await apiFetch<Answer>(`/api/v1/attendees/${attendeeId}`, {
          method: 'PUT',
          body: JSON.stringify({ currentPassword: current, password, passwordConfirmation: confirmation }),
        }).catch(() => ({ status: 0, body: null as Answer | null }))
        setBusy(false)
        if (status === 200) return setDone(body?.message ?? 'Mot de passe modifié.')
        setErrors(body?.fields ?? {})
        setFormError(formErrorOf(body, 'Modification impossible. Réessayez.'))
      }}
    >
      <h2>Mot de passe</h2>
      <TextField
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.currentPassword}
      />
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
        label="Confirmez le nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.passwordConfirmation}
      />
      <FormError message={formError} />
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Changer mon mot de passe
      </button>
    </form>
  )
}
