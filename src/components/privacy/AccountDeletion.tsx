'use client'

import { type ReactNode, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { deleted?: boolean; error?: string; fields?: Record<string, string> }

/**
 * « Supprimer mon compte »: what deletion does (`warning`), the current password, then
 * `DELETE endpoint`; `onDeleted` once the account is gone (the parent says so).
 */
export function AccountDeletion({
  endpoint,
  warning,
  onDeleted,
}: {
  endpoint: string
  warning: ReactNode
  onDeleted: () => void
}) {
  const hydrated = useHydrated()
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

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
        if (status === 200 && body?.deleted) return onDeleted()
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
