'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'
import { useHydrated } from '@/lib/useHydrated'
import type { PublicPageValues } from '@/server/groomerAccount/publicPageView'

import { formFieldOf } from './options'
import styles from './ProfileSettings.module.css'

type Props = {
  groomerId: number
  initial: PublicPageValues
  specialities: { id: number; name: string }[]
}
type Answer = { error?: string; fields?: Record<string, string> }

/** The communes of a complete postcode (official list), offered as the commune's suggestions. */
function useCommunes(postcode: string): string[] {
  const [communes, setCommunes] = useState<string[]>([])
  useEffect(() => {
    if (!/^\d{5}$/.test(postcode)) return setCommunes([])
    let live = true
    void apiFetch<{ communes?: string[] }>(`/api/v1/communes?postcode=${postcode}`)
      .then(({ body }) => live && setCommunes(body?.communes ?? []))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [postcode])
  return communes
}

/** "Ma page": the salon's address (postcode checked against the commune) and the specialities (`PUT /api/v1/users/{id}`). */
export function PublicPageForm({ groomerId, initial, specialities }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const listId = useId()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const savedRef = useRef<HTMLParagraphElement>(null)
  const communes = useCommunes(values.postcode.trim())
  useEffect(() => {
    if (saved) savedRef.current?.focus()
  }, [saved])

  const set = (patch: Partial<PublicPageValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    setSaved(false)
  }
  // A postcode just typed that has one commune: it is the answer (a commune typed afterwards stays as typed).
  useEffect(() => {
    const only = communes.length === 1 ? communes[0] : undefined
    if (!only) return
    setValues((current) =>
      current.city.trim().toLowerCase() === only.toLowerCase() ? current : { ...current, city: only },
    )
  }, [communes])

  async function submit() {
    setBusy(true)
    const user = {
      address: values.address.trim(),
      postcode: values.postcode.trim(),
      city: values.city.trim(),
      specialities: values.specialities,
    }
    const { status, body } = await apiFetch<Answer>(`/api/v1/users/${groomerId}`, {
      method: 'PUT',
      body: JSON.stringify({ user }),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (status === 200) {
      setErrors({})
      setFormError(null)
      setSaved(true)
      return router.refresh()
    }
    const fields: Record<string, string> = {}
    for (const [key, message] of Object.entries(body?.fields ?? {}))
      fields[formFieldOf(key).replace(/\.\d+$/, '')] ??= message
    setErrors(fields)
    setFormError(formErrorOf(body, 'Enregistrement impossible, réessayez.'))
  }

  return (
    <form
      className={`card ${styles.section} ${styles.form}`}
      aria-labelledby="ma-page-title"
      id="ma-page"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 id="ma-page-title">Ma page : adresse et spécialités</h2>
      <TextField
        label="Adresse du salon"
        autoComplete="street-address"
        hint="Numéro et rue, tels qu’ils s’afficheront sur votre page."
        value={values.address}
        onChange={(e) => set({ address: e.target.value })}
        error={errors.address}
        maxLength={200}
      />
      <div className={styles.columns}>
        <TextField
          label="Code postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.postcode}
          onChange={(e) => set({ postcode: e.target.value.replace(/\s/g, '') })}
          error={errors.postcode}
        />
        <TextField
          label="Commune"
          autoComplete="address-level2"
          list={listId}
          value={values.city}
          onChange={(e) => set({ city: e.target.value })}
          error={errors.city}
          maxLength={100}
        />
        <datalist id={listId}>
          {communes.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      {specialities.length > 0 ? (
        <fieldset
          className={styles.languages}
          aria-describedby={errors.specialities ? 'specialities-error' : undefined}
        >
          <legend>Spécialités</legend>
          {specialities.map((speciality) => (
            <label key={speciality.id} className="booking-choice">
              <input
                type="checkbox"
                checked={values.specialities.includes(speciality.id)}
                onChange={(e) =>
                  set({
                    specialities: e.target.checked
                      ? [...values.specialities, speciality.id]
                      : values.specialities.filter((id) => id !== speciality.id),
                  })
                }
              />
              {speciality.name}
            </label>
          ))}
          {errors.specialities ? (
            <span id="specialities-error" className="field-error">
              {errors.specialities}
            </span>
          ) : null}
        </fieldset>
      ) : null}
      <FormError message={formError} />
      {saved ? (
        <p className="notice" role="status" ref={savedRef} tabIndex={-1}>
          Adresse et spécialités enregistrées
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          {busy ? 'Enregistrement…' : 'Enregistrer l’adresse et les spécialités'}
        </button>
      </div>
    </form>
  )
}
