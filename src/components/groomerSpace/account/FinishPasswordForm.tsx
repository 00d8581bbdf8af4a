'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@/lib/passwordRule'
import { useHydrated } from '@/lib/useHydrated'

const PASSWORDS_DIFFER = 'Les mots de passe sont différents.'

/** Step 1 of the invitation: the password, which uses up the link and opens the groomer's session (`POST /api/v1/users`). */
export function FinishPasswordForm({ groomerId, token }: { groomerId: number; token: string }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  return (
    <form
      className="stack"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (password.length < PASSWORD_MIN_LENGTH) return setErrors({ password: PASSWORD_TOO_SHORT })
        if (password !== confirmation) return setErrors({ passwordConfirm: PASSWORDS_DIFFER })
        setBusy(true)
        const user = { id: groomerId, token, password, passwordConfirm: confirmation }
        const { status, body } = await apiFetch<{ error?: string; fields?: Record<string, string> }>('/api/v1/users', {
          method: 'POST',
          body: JSON.stringify({ user }),
        }).catch(() => ({ status: 0, body: null }))
        setBusy(false)
        // The session cookie is set: the page continues at the phone step.
        if (status === 201) return router.replace(`/user/inscription/${groomerId}`)
        const fields = Object.fromEntries(
          Object.entries(body?.fields ?? {}).map(([key, message]) => [key.replace(/^user\./, ''), message]),
        )
        setErrors(fields)
        setFormError(body?.error ?? 'Enregistrement impossible, réessayez.')
      }}
    >
      <TextField
        label="Mot de passe"
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
        error={errors.passwordConfirm}
      />
      <FormError message={formError ?? errors.token ?? null} />
      <div>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          Choisir ce mot de passe
        </button>
      </div>
    </form>
  )
}
