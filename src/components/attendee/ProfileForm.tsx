'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

import { PhoneVerification } from './PhoneVerification'

export type ProfileValues = {
  id: number
  civility: string
  firstName: string
  lastName: string
  birthdate: string
  email: string
  phone: string
  phoneCountryCode: string
  phoneVerified: boolean
}
type Answer = { error?: string; fields?: Record<string, string>; attendee?: { phoneVerified?: boolean } }

const COUNTRIES = [
  { value: 'FR', label: 'France (+33)' },
  { value: 'CH', label: 'Suisse (+41)' },
  { value: 'BE', label: 'Belgique (+32)' },
]

/** The attendee's profile: identity, e-mail, and a mobile number verified by SMS when it changes. */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const router = useRouter()
  const [values, setValues] = useState(initial)
  // Until React runs the form, a submit would post it natively: the button waits (an early tap is not lost).
  const hydrated = useHydrated()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [verified, setVerified] = useState(initial.phoneVerified)
  const [busy, setBusy] = useState(false)
  const savedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.focus()
  }, [saved])
  // The number as last saved: a different one must be saved, then verified again.
  const [stored, setStored] = useState({
    phone: initial.phone,
    country: initial.phoneCountryCode,
    email: initial.email,
  })
  const phoneChanged = values.phone.trim() !== stored.phone || values.phoneCountryCode !== stored.country
  // A new e-mail is confirmed with the current password (the server asks for it too).
  const emailChanged = values.email.trim().toLowerCase() !== stored.email.toLowerCase()
  const [currentPassword, setCurrentPassword] = useState('')
  const set = (patch: Partial<ProfileValues>) => {
    setSaved(false)
    setValues({ ...values, ...patch })
  }

  async function save() {
    setBusy(true)
    setFormError(null)
    const body = {
      civility: values.civility || undefined,
      firstName: values.firstName,
      lastName: values.lastName,
      birthdate: values.birthdate,
      email: values.email,
      phone: values.phone,
      phone_country_code: values.phoneCountryCode,
      ...(emailChanged ? { currentPassword } : {}),
    }
    const { status, body: answer } = await apiFetch<Answer>(`/api/v1/attendees/${values.id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 200) {
      setErrors({})
      setSaved(true)
      setStored({
        phone: values.phone.trim(),
        country: values.phoneCountryCode,
        email: values.email.trim().toLowerCase(),
      })
      setCurrentPassword('')
      setVerified(answer?.attendee?.phoneVerified === true)
      return router.refresh()
    }
    setErrors(answer?.fields ?? {})
    setFormError(answer?.error ?? 'Enregistrement impossible. Réessayez.')
  }

  return (
    <form
      className="card stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2>Mes informations</h2>
      <SelectField
        label="Civilité"
        value={values.civility}
        onChange={(civility) => set({ civility })}
        options={[
          { value: 'mme', label: 'Madame' },
          { value: 'm', label: 'Monsieur' },
        ]}
        placeholder="Choisissez…"
        error={errors.civility}
      />
      <TextField
        label="Prénom"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(e) => set({ firstName: e.target.value })}
        error={errors.firstName}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(e) => set({ lastName: e.target.value })}
        error={errors.lastName}
      />
      <TextField
        label="Date de naissance"
        type="date"
        autoComplete="bday"
        value={values.birthdate}
        onChange={(e) => set({ birthdate: e.target.value })}
        error={errors.birthdate}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set({ email: e.target.value })}
        error={errors.email}
      />
      {emailChanged ? (
        <TextField
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          hint="Pour changer d’e-mail, confirmez avec votre mot de passe."
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={errors.currentPassword}
        />
      ) : null}
      <SelectField
        label="Pays du mobile"
        value={values.phoneCountryCode}
        onChange={(phoneCountryCode) => set({ phoneCountryCode })}
        options={COUNTRIES}
        error={errors.phone_country_code}
      />
      <TextField
        label="Téléphone mobile"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={errors.phone}
        hint={
          phoneChanged && values.phone
            ? 'Nouveau numéro : après l’enregistrement, il faudra le vérifier par un code reçu par SMS.'
            : verified
              ? 'Numéro vérifié.'
              : 'Numéro non vérifié : un code vous sera envoyé par SMS.'
        }
      />
      <FormError message={formError} />
      {saved ? (
        <p className="notice" role="status" ref={savedRef} tabIndex={-1}>
          Vos informations sont enregistrées.
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Enregistrer
      </button>
      {!verified && values.phone && !phoneChanged ? (
        <PhoneVerification
          attendeeId={values.id}
          phone={values.phone}
          country={values.phoneCountryCode}
          onVerified={() => setVerified(true)}
        />
      ) : null}
    </form>
  )
}
