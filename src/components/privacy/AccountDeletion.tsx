'use client'

import Link from 'next/link'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { forgetThisDevice } from '@/lib/offlineDay'
import { formErrorOf } from '@/lib/formErrors'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { deleted?: boolean; error?: string; fields?: Record<string, string> }

/**
 * « Supprimer mon compte », for owners and groomers: what deletion does (`warning`), the current
 * password, then `DELETE endpoint`; once the account is gone, `done` (focused) and a way home.
 */
export function AccountDeletion({
  endpoint,
  warning,
  done,
  onDeleted,
}: {
  endpoint: string
  warning: ReactNode
  done: string
  onDeleted?: () => void
}) {
  const hydrated = useHydrated()
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const doneRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (deleted) doneRef.current?.focus()
  }, [deleted])

  if (deleted)
    return (
      <div className="stack" role="status">
        <p className="notice" ref={doneRef} tabIndex={-1}>
          {done}
        </p>
        <Link className="btn" href="/">
          Retour à l’accueil
        </Link>
      </div>
    )
  if (!asking)
    return (
      <div>
        <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => setAsking(true)}>
          Supprimer mon compte
        </button>
      </div>
    )
  return (
    <form
      className="stack"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!password) return setErrors({ currentPassword: 'Saisissez votre mot de passe.' })
        setBusy(true)
        setErrors({})
        setFormError(null)
        const { status, body } = await apiFetch<Answer>(endpoint, {
          method: 'DELETE',
          body: JSON.stringify({ currentPassword: password }),
        }).catch(() => ({ status: 0, body: null as Answer | null }))
        setBusy(false)
        if (status === 200 && body?.deleted) {
          // The server forgot this browser's subscriptions with the account; the browser forgets the rest.
          await forgetThisDevice()
          setDeleted(true)
          return onDeleted?.()
        }
        setErrors(body?.fields ?? {})
        setFormError(formErrorOf(body, 'Suppression impossible. Vérifiez votre réseau et réessayez.'))
      }}
    >
      <div className="stack" style={{ gap: '0.5rem' }}>
        {warning}
      </div>
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.currentPassword}
      />
      <FormError message={formError} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          Supprimer définitivement mon compte
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
          Annuler
        </button>
      </div>
    </form>
  )
}
