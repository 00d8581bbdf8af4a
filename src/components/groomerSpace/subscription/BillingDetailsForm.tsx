'use client'

import { useId, useState, type FormEvent } from 'react'

import { FormError } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

type Values = { companyName: string; siret: string; vatNumber: string }
type Answer = { error?: string; fields?: Record<string, string> }

/** Who the invoices are made out to: company name, SIRET, VAT number (`PUT /api/v1/subscription/billing-details`). */
export function BillingDetailsForm({ initial }: { initial: Values }) {
  const hydrated = useHydrated()
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const id = useId()

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setSaved(false)
    const { status, body } = await apiFetch<Answer>('/api/v1/subscription/billing-details', {
      method: 'PUT',
      body: JSON.stringify(values),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    setFields(body?.fields ?? {})
    if (status === 200) return setSaved(true)
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  const field = (name: keyof Values, label: string, autoComplete: string, hint?: string) => {
    const errorId = `${id}-${name}-error`
    const hintId = `${id}-${name}-hint`
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {hint ? (
          <span id={hintId} className="muted">
            {hint}
          </span>
        ) : null}
        <input
          id={`${id}-${name}`}
          value={values[name]}
          // Read-only until hydrated: hydration would put back the state's value over what was typed.
          readOnly={!hydrated}
          autoComplete={autoComplete}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          aria-invalid={Boolean(fields[name])}
          aria-describedby={
            [hint ? hintId : null, fields[name] ? errorId : null].filter(Boolean).join(' ') || undefined
          }
        />
        {fields[name] ? (
          <p id={errorId} className="field-error">
            {fields[name]}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form className="stack" onSubmit={(event) => void save(event)} noValidate>
      {field('companyName', 'Raison sociale (ou vos nom et prénom)', 'organization')}
      {field('siret', 'SIRET', 'off', '14 chiffres')}
      {field('vatNumber', 'Numéro de TVA intracommunautaire', 'off', 'Facultatif (ex. FR44 732829320)')}
      <div>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          {busy ? 'Un instant…' : 'Enregistrer mes coordonnées de facturation'}
        </button>
      </div>
      <p role="status" className="muted" style={{ margin: 0, minHeight: '1.2em' }}>
        {saved ? 'Coordonnées de facturation enregistrées : elles figureront sur vos prochaines factures.' : ''}
      </p>
      <FormError message={error} />
    </form>
  )
}
