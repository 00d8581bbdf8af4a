'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type TextareaHTMLAttributes } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'
import { useHydrated } from '@/lib/useHydrated'
import type { SettingsValues } from '@/server/groomerAccount/settingsView'

import { COUNTRIES, formFieldOf, LANGUAGES, PHONE_PREFIXES, SPOKEN_LANGUAGES } from './options'
import styles from './ProfileSettings.module.css'

type Props = {
  groomerId: number
  initial: SettingsValues
  timezones: { id: string; label: string }[]
  /** Where to go once saved (account creation); otherwise the page is read again. */
  nextPath?: string
  submitLabel?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: { label: string; error?: string; hint?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId()
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="muted" style={{ fontSize: '0.9rem' }}>
          {hint}
        </span>
      ) : null}
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...textarea} />
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}

const copyLines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean)

/** Checks made before sending (the API checks the same and more). */
function localErrors(values: SettingsValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const wrong = copyLines(values.copyList).find((line) => !EMAIL.test(line))
  if (wrong) errors.copyList = `« ${wrong} » n’est pas une adresse e-mail valide (une adresse par ligne).`
  if (!/^\d+$/.test(values.cancellationNoticeHours.trim()))
    errors.cancellationNoticeHours = 'Indiquez un nombre entier d’heures.'
  return errors
}

/** The groomer's profile, mail settings and booking options (`PUT /api/v1/users/{id}`). */
export function ProfileSettingsForm({ groomerId, initial, timezones, nextPath, submitLabel = 'Enregistrer' }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const savedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.focus()
  }, [saved])

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setSaved(false)
  }

  async function submit() {
    const found = localErrors(values)
    setErrors(found)
    setFormError(Object.keys(found).length ? 'Corrigez les champs signalés.' : null)
    if (Object.keys(found).length) return
    setBusy(true)
    const user = {
      country: values.country,
      phoneCountryCode: values.phoneCountryCode,
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      timezone: values.timezone,
      language: values.language,
      spokenLanguages: values.spokenLanguages,
      presentation: values.presentation,
      practicePresentation: values.practicePresentation,
      mailSettings: { active: values.mailActive, copyList: copyLines(values.copyList) },
      customerMessages: { byEmail: values.customerEmails, bySms: values.customerSms },
      onlineBooking: !values.phoneOnly,
      cancellationNoticeHours: Number(values.cancellationNoticeHours.trim()),
    }
    const { status, body } = await apiFetch<{ error?: string; fields?: Record<string, string> }>(
      `/api/v1/users/${groomerId}`,
      { method: 'PUT', body: JSON.stringify({ user }) },
    ).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (status === 200) {
      if (nextPath) return router.push(nextPath)
      setSaved(true)
      return router.refresh()
    }
    const fields: Record<string, string> = {}
    for (const [key, message] of Object.entries(body?.fields ?? {})) fields[formFieldOf(key)] ??= message
    setErrors(fields)
    setFormError(formErrorOf(body, 'Enregistrement impossible, réessayez.'))
  }

  return (
    <form
      className={`stack ${styles.form}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <section className={`card ${styles.section}`} aria-labelledby="profile-title">
        <h2 id="profile-title">Profil</h2>
        <div className={styles.columns}>
          <SelectField
            label="Pays"
            value={values.country}
            onChange={(v) => set('country', v)}
            options={COUNTRIES}
            error={errors.country}
          />
          <SelectField
            label="Indicatif du téléphone"
            value={values.phoneCountryCode}
            onChange={(v) => set('phoneCountryCode', v)}
            options={PHONE_PREFIXES}
            error={errors.phoneCountryCode}
          />
          <TextField
            label="Téléphone mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint="Un nouveau numéro devra être vérifié par SMS."
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={errors.phone}
          />
          <SelectField
            label="Fuseau horaire"
            value={values.timezone}
            onChange={(v) => set('timezone', v)}
            options={timezones.map((zone) => ({ value: zone.id, label: zone.label }))}
            error={errors.timezone}
          />
          <SelectField
            label="Langue"
            value={values.language}
            onChange={(v) => set('language', v)}
            options={LANGUAGES}
            error={errors.language}
          />
        </div>
        <fieldset className={styles.languages} aria-describedby={errors.spokenLanguages ? 'spoken-error' : undefined}>
          <legend>Langues parlées</legend>
          {SPOKEN_LANGUAGES.map((language) => (
            <label key={language.value} className="booking-choice">
              <input
                type="checkbox"
                checked={values.spokenLanguages.includes(language.value)}
                onChange={(e) =>
                  set(
                    'spokenLanguages',
                    e.target.checked
                      ? [...values.spokenLanguages, language.value]
                      : values.spokenLanguages.filter((code) => code !== language.value),
                  )
                }
              />
              {language.label}
            </label>
          ))}
          {errors.spokenLanguages ? (
            <span id="spoken-error" className="field-error">
              {errors.spokenLanguages}
            </span>
          ) : null}
        </fieldset>
        <TextAreaField
          label="Présentation"
          rows={6}
          hint="Un paragraphe par ligne."
          value={values.presentation}
          onChange={(e) => set('presentation', e.target.value)}
          error={errors.presentation}
        />
        <TextAreaField
          label="Présentation du salon"
          rows={5}
          hint="Un paragraphe par ligne."
          value={values.practicePresentation}
          onChange={(e) => set('practicePresentation', e.target.value)}
          error={errors.practicePresentation}
        />
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="booking-title">
        <h2 id="booking-title">Prise de rendez-vous</h2>
        <label className="booking-choice">
          <input
            type="checkbox"
            checked={values.phoneOnly}
            onChange={(e) => set('phoneOnly', e.target.checked)}
            aria-describedby="phone-only-hint"
          />
          Téléphone uniquement
        </label>
        <p id="phone-only-hint" className="muted" style={{ margin: '0 0 1rem' }}>
          Votre profil affiche alors votre numéro au lieu des créneaux : les clients ne réservent plus en ligne.
        </p>
        <TextField
          label="Délai d’annulation ou de report (heures)"
          type="number"
          inputMode="numeric"
          min={0}
          max={720}
          value={values.cancellationNoticeHours}
          onChange={(e) => set('cancellationNoticeHours', e.target.value)}
          error={errors.cancellationNoticeHours}
        />
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="mail-title">
        <h2 id="mail-title">Réglages des e-mails</h2>
        <label className="booking-choice">
          <input type="checkbox" checked={values.mailActive} onChange={(e) => set('mailActive', e.target.checked)} />
          Recevoir les e-mails de rendez-vous
        </label>
        <TextAreaField
          label="Copie à"
          rows={3}
          hint="Une adresse e-mail par ligne (dix au plus)."
          autoComplete="off"
          value={values.copyList}
          onChange={(e) => set('copyList', e.target.value)}
          error={errors.copyList}
        />
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="customer-messages-title">
        <h2 id="customer-messages-title">Messages à vos clients</h2>
        <p className="muted" style={{ marginTop: 0 }}>
          Confirmation, déplacement, annulation, refus, rappel la veille et « animal prêt », dans le texte de vos
          modèles.
        </p>
        <label className="booking-choice">
          <input
            type="checkbox"
            checked={values.customerEmails}
            onChange={(e) => set('customerEmails', e.target.checked)}
          />
          Envoyer les e-mails à vos clients
        </label>
        <label className="booking-choice">
          <input type="checkbox" checked={values.customerSms} onChange={(e) => set('customerSms', e.target.checked)} />
          Envoyer les SMS à vos clients (numéro vérifié ou saisi par vous)
        </label>
      </section>

      <FormError message={formError} />
      {saved ? (
        <p className="notice" role="status" ref={savedRef} tabIndex={-1}>
          Modifications enregistrées
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          {busy ? 'Enregistrement…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
