'use client'

import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'

import type { BookingState, SignedAttendee } from './bookingState'
import { FormError, SelectField, StepActions, TextField } from './fields'

type Props = {
  state: BookingState
  attendee: SignedAttendee
  onChange: (patch: Partial<BookingState>) => void
  onVerified: (attendee: SignedAttendee) => void
}
type Answer = { error?: string; fields?: Record<string, string>; attendee?: SignedAttendee }

const COUNTRIES = [
  { value: 'FR', label: 'France (+33)' },
  { value: 'CH', label: 'Suisse (+41)' },
  { value: 'BE', label: 'Belgique (+32)' },
]

/** Step 3: a code sent by SMS to a French, Swiss or Belgian mobile, typed back. */
export function PhoneStep({ state, attendee, onChange, onVerified }: Props) {
  const { phone } = state
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<BookingState['phone']>) => onChange({ phone: { ...phone, ...patch } })

  async function call(path: string, body: unknown): Promise<{ status: number; body: Answer | null }> {
    setBusy(true)
    setFormError(null)
    const result = await apiFetch<Answer>(`/api/v1/attendees/${attendee.id}/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    return result
  }

  async function sendCode() {
    if (!phone.number.trim()) return setErrors({ phone: 'Saisissez votre numéro de mobile.' })
    const { status, body } = await call('send-token-to-verify-number', {
      phone: phone.number,
      phone_country_code: phone.country,
    })
    if (status === 200) {
      setErrors({})
      return set({ codeSent: true, code: '' })
    }
    setErrors(body?.fields ?? {})
    setFormError(formErrorOf(body, 'L’envoi du code a échoué. Réessayez.'))
  }

  async function verify() {
    if (!/^\d{6}$/.test(phone.code.trim())) return setErrors({ token: 'Le code reçu par SMS compte 6 chiffres.' })
    const { status, body } = await call('verify-token-to-validate-number', { token: phone.code.trim() })
    if (status === 200 && body?.attendee) return onVerified(body.attendee)
    setErrors(body?.fields ?? {})
    setFormError(formErrorOf(body, 'La vérification a échoué. Réessayez.'))
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void (phone.codeSent ? verify() : sendCode())
      }}
    >
      <p style={{ margin: 0 }}>
        Votre toiletteur doit pouvoir vous joindre : nous vérifions votre numéro de mobile par SMS.
      </p>
      <SelectField
        label="Pays"
        value={phone.country}
        onChange={(country) => set({ country, codeSent: false })}
        options={COUNTRIES}
        error={errors.phone_country_code}
      />
      <TextField
        label="Numéro de mobile"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={phone.number}
        onChange={(e) => set({ number: e.target.value, codeSent: false })}
        error={errors.phone}
      />
      {phone.codeSent ? (
        <>
          <p className="muted" role="status" style={{ margin: 0 }}>
            Un code à 6 chiffres vient de vous être envoyé par SMS. Il est valable 10 minutes.
          </p>
          <TextField
            label="Code reçu par SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={phone.code}
            onChange={(e) => set({ code: e.target.value.replace(/\D/g, '') })}
            error={errors.token}
          />
        </>
      ) : null}
      <FormError message={formError} />
      <StepActions>
        {phone.codeSent ? (
          <>
            <button type="submit" className="btn" disabled={busy}>
              Vérifier le code
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void sendCode()}>
              Renvoyer le code
            </button>
          </>
        ) : (
          <button type="submit" className="btn" disabled={busy}>
            Recevoir le code par SMS
          </button>
        )}
      </StepActions>
    </form>
  )
}
