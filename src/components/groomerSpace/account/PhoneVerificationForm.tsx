'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'
import { useHydrated } from '@/lib/useHydrated'

import { PHONE_PREFIXES } from './options'

type Props = { groomerId: number; phone: string; phoneCountryCode: string; verified: boolean; onVerified?: () => void }
type Answer = { error?: string; fields?: Record<string, string> }

/** The groomer's mobile number checked by an SMS code (`send-token-to-verify-number`, then `verify-token-to-validate-number`). */
export function PhoneVerificationForm({
  groomerId,
  phone: initialPhone,
  phoneCountryCode,
  verified,
  onVerified,
}: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [country, setCountry] = useState(phoneCountryCode || 'FR')
  const [phone, setPhone] = useState(initialPhone)
  const [code, setCode] = useState('')
  const [sent, setSent] = useState(false)
  const [done, setDone] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function call(path: string, infos: Record<string, string>) {
    setBusy(true)
    const answer = await apiFetch<Answer>(`/api/v1/users/${groomerId}/${path}`, {
      method: 'POST',
      body: JSON.stringify({ infos }),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (answer.status === 200) {
      setErrors({})
      setFormError(null)
      return true
    }
    setErrors(answer.body?.fields ?? {})
    setFormError(formErrorOf(answer.body, 'Envoi impossible, réessayez.'))
    return false
  }

  if (done || (verified && !sent)) {
    return (
      <p className="notice" role="status">
        Votre numéro {phone} est vérifié.
      </p>
    )
  }
  return (
    <form
      className="stack"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!sent) {
          if (await call('send-token-to-verify-number', { phoneNumber: phone, phoneCountryCode: country }))
            setSent(true)
          return
        }
        if (await call('verify-token-to-validate-number', { token: code.trim() })) {
          setDone(true)
          router.refresh()
          onVerified?.()
        }
      }}
    >
      {sent ? (
        <>
          <p role="status" style={{ margin: 0 }}>
            Un code à 6 chiffres vient d’être envoyé par SMS au {phone}.
          </p>
          <TextField
            label="Code reçu par SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors['infos.token']}
          />
        </>
      ) : (
        <>
          <SelectField
            label="Indicatif"
            value={country}
            onChange={setCountry}
            options={PHONE_PREFIXES}
            error={errors['infos.phoneCountryCode']}
          />
          <TextField
            label="Numéro de mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={errors['infos.phoneNumber']}
          />
        </>
      )}
      <FormError message={formError} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          {sent ? 'Vérifier le code' : 'Recevoir le code par SMS'}
        </button>
        {sent ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy || !hydrated}
            onClick={() => (setSent(false), setCode(''))}
          >
            Changer de numéro
          </button>
        ) : null}
      </div>
    </form>
  )
}
