'use client'

import { useRef, useState, type FormEvent } from 'react'

import { apiFetch } from '@/lib/apiClient'

import { ConsentField, SignupField } from './SignupField'

type Errors = Record<string, string>

/** Field order of the form: the first one in error gets the focus. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'city',
  'teamName',
  'teamCode',
  'acceptTerms',
  'acceptPrivacy',
]

const NEW_TAB = (
  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
    {' '}
    (nouvel onglet)
  </span>
)

/** The groomer signup request form; every rule is checked by the API, whose messages show beside each field. */
export function SignupForm({ referralCode }: { referralCode?: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const body = {
      ...Object.fromEntries(
        ['firstName', 'lastName', 'email', 'phone', 'city', 'teamName', 'teamCode'].map((name) => [name, text(name)]),
      ),
      acceptTerms: form.get('acceptTerms') === 'on',
      acceptPrivacy: form.get('acceptPrivacy') === 'on',
      ...(referralCode ? { referralCode } : {}),
    }
    setSubmitting(true)
    setFormError(null)
    try {
      const answer = await apiFetch<{ error?: string; fields?: Errors }>('/api/v1/signup-requests', {
        method: 'POST',
        body: JSON.stringify(body),
      })
      if (answer.status === 201) {
        setErrors({})
        setDone(true)
        requestAnimationFrame(() => doneRef.current?.focus())
        return
      }
      const fields = answer.body?.fields ?? {}
      setErrors(fields)
      setFormError(answer.body?.error ?? 'L’envoi a échoué. Réessayez dans un instant.')
      const first = FIELD_ORDER.find((name) => fields[name])
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#signup-${first}`)?.focus()
    } catch {
      setFormError('Envoi impossible pour le moment. Vérifiez votre connexion et réessayez.')
    } finally {
      setSubmitting(false)
    }
  }

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="card stack">
        <h2 style={{ margin: 0 }}>Merci ! Votre demande a bien été envoyée.</h2>
        <p style={{ margin: 0 }}>
          Notre équipe l’étudie et vous répond par e-mail sous deux jours ouvrés pour activer votre espace toiletteur.
        </p>
      </div>
    )
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="card" aria-describedby="signup-required-note">
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {referralCode ? <input type="hidden" name="referralCode" value={referralCode} /> : null}
      <p id="signup-required-note" className="muted" style={{ marginTop: 0 }}>
        Tous les champs sont obligatoires, sauf ceux de l’étude.
      </p>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700, marginBottom: '0.75rem' }}>Vous</legend>
        <div className="grid" style={{ gap: '0 1rem' }}>
          <SignupField name="firstName" label="Prénom" autoComplete="given-name" required error={errors.firstName} />
          <SignupField name="lastName" label="Nom" autoComplete="family-name" required error={errors.lastName} />
          <SignupField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email}
          />
          <SignupField
            name="phone"
            label="Téléphone mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            hint="France, Suisse ou Belgique"
            error={errors.phone}
          />
          <SignupField name="city" label="Ville" autoComplete="address-level2" required error={errors.city} />
        </div>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700, marginBottom: '0.75rem' }}>Votre étude (facultatif)</legend>
        <div className="grid" style={{ gap: '0 1rem' }}>
          <SignupField name="teamName" label="Nom de l’étude" autoComplete="organization" error={errors.teamName} />
          <SignupField
            name="teamCode"
            label="Code de l’étude"
            hint="Seulement avec le nom de l’étude"
            error={errors.teamCode}
          />
        </div>
      </fieldset>
      <p className="muted">
        Une fois votre demande acceptée, vous recevrez par e-mail le lien pour choisir votre mot de passe et activer
        votre espace.
      </p>
      <ConsentField name="acceptTerms" error={errors.acceptTerms}>
        J’accepte les{' '}
        <a href="/cgu" target="_blank" rel="noopener">
          conditions générales d’utilisation (CGU){NEW_TAB}
        </a>
      </ConsentField>
      <ConsentField name="acceptPrivacy" error={errors.acceptPrivacy}>
        J’accepte la{' '}
        <a href="/politique-de-confidentialite" target="_blank" rel="noopener">
          politique de confidentialité{NEW_TAB}
        </a>
      </ConsentField>
      <button type="submit" className="btn" disabled={submitting} style={{ width: '100%' }}>
        {submitting ? 'Envoi…' : 'Envoyer ma demande'}
      </button>
    </form>
  )
}
