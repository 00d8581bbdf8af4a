'use client'

import { useId, useState } from 'react'

import { apiFetch, rememberFramedSession } from '@/lib/apiClient'
import { PASSWORD_HINT } from '@/lib/passwordRule'

import { accountErrors, type BookingState, type SignedAttendee } from './bookingState'
import { FormError, StepActions, TextField } from './fields'

type Props = {
  state: BookingState
  onChange: (patch: Partial<BookingState>) => void
  onSignedIn: (attendee: SignedAttendee) => void
}
type Answer = {
  error?: string
  fields?: Record<string, string>
  user?: SignedAttendee
  attendee?: SignedAttendee
  token?: string
}

/** Step 2: log in, or create the attendee account (civility, names, e-mail, password). */
export function AccountStep({ state, onChange, onSignedIn }: Props) {
  const { account } = state
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const consentId = useId()
  const set = (patch: Partial<BookingState['account']>) => onChange({ account: { ...account, ...patch } })

  async function submit() {
    const found = accountErrors(account)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const login = account.mode === 'login'
    const body = login
      ? { email: account.email.trim(), password: account.password }
      : {
          civility: account.civility,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email.trim(),
          password: account.password,
          acceptTerms: account.acceptTerms,
        }
    const { status, body: answer } = await apiFetch<Answer>(
      login ? '/api/v1/auth/attendee/login' : '/api/v1/attendees',
      { method: 'POST', body: JSON.stringify(body) },
    ).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    const person = answer?.user ?? answer?.attendee
    if ((status === 200 || status === 201) && person) {
      rememberFramedSession(answer?.token)
      return onSignedIn(person)
    }
    setErrors(answer?.fields ?? {})
    setFormError(answer?.error ?? 'Connexion impossible. Vérifiez votre réseau et réessayez.')
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="booking-tabs" role="group" aria-label="Votre compte">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-pressed={account.mode === 'signup'}
          onClick={() => set({ mode: 'signup' })}
        >
          Je crée mon compte
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-pressed={account.mode === 'login'}
          onClick={() => set({ mode: 'login' })}
        >
          J’ai déjà un compte
        </button>
      </div>
      {account.mode === 'signup' ? (
        <>
          <fieldset className="booking-inline" aria-describedby={errors.civility ? 'civility-error' : undefined}>
            <legend>Civilité</legend>
            {[
              ['mme', 'Madame'],
              ['m', 'Monsieur'],
            ].map(([value, label]) => (
              <label key={value} className="booking-choice">
                <input
                  type="radio"
                  name="civility"
                  value={value}
                  checked={account.civility === value}
                  onChange={() => set({ civility: value })}
                />
                {label}
              </label>
            ))}
            {errors.civility ? (
              <span id="civility-error" className="field-error">
                {errors.civility}
              </span>
            ) : null}
          </fieldset>
          <TextField
            label="Prénom"
            autoComplete="given-name"
            value={account.firstName}
            onChange={(e) => set({ firstName: e.target.value })}
            error={errors.firstName}
          />
          <TextField
            label="Nom"
            autoComplete="family-name"
            value={account.lastName}
            onChange={(e) => set({ lastName: e.target.value })}
            error={errors.lastName}
          />
        </>
      ) : null}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={account.email}
        onChange={(e) => set({ email: e.target.value })}
        error={errors.email}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete={account.mode === 'login' ? 'current-password' : 'new-password'}
        hint={account.mode === 'signup' ? PASSWORD_HINT : undefined}
        value={account.password}
        onChange={(e) => set({ password: e.target.value })}
        error={errors.password}
      />
      {account.mode === 'signup' ? (
        <div className="field">
          <label className="booking-consent">
            <input
              type="checkbox"
              checked={account.acceptTerms}
              onChange={(e) => set({ acceptTerms: e.target.checked })}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? `${consentId}-error` : undefined}
            />
            <span>
              J’accepte les{' '}
              <a href="/cgu" target="_blank" rel="noopener">
                conditions générales d’utilisation<span className="visually-hidden"> (nouvel onglet)</span>
              </a>{' '}
              et la{' '}
              <a href="/politique-de-confidentialite" target="_blank" rel="noopener">
                politique de confidentialité<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
              .
            </span>
          </label>
          {errors.acceptTerms ? (
            <span id={`${consentId}-error`} className="field-error">
              {errors.acceptTerms}
            </span>
          ) : null}
        </div>
      ) : null}
      <FormError message={formError} />
      <StepActions>
        <button type="submit" className="btn" disabled={busy}>
          {account.mode === 'login' ? 'Me connecter' : 'Créer mon compte'}
        </button>
      </StepActions>
    </form>
  )
}
