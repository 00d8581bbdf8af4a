'use client'

import { useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { parsePrice } from '@/lib/price'
import { useHydrated } from '@/lib/useHydrated'

import { useApiAction } from '../settings/useApiAction'
import { METHOD_OPTIONS } from '@/server/checkout/totals'

import styles from './checkout.module.css'

/** The VAT printed on the groomer's notes: the franchise (art. 293 B du CGI) or 20 %. */
export function VatRegimeForm({ initial }: { initial: 'franchise' | 'vat20' }) {
  const hydrated = useHydrated()
  const { call, busy, error } = useApiAction()
  const [saved, setSaved] = useState(false)
  const choose = async (vatRegime: string) => {
    setSaved(false)
    if (await call('PUT', '/api/v1/register/settings', { vatRegime })) setSaved(true)
  }
  return (
    <fieldset className={styles.fieldset} disabled={busy || !hydrated}>
      <legend>TVA sur vos notes</legend>
      {(
        [
          ['franchise', 'Franchise en base : « TVA non applicable, art. 293 B du CGI »'],
          ['vat20', 'TVA à 20 % (les notes indiquent HT, TVA et TTC)'],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="booking-choice">
          <input
            type="radio"
            name="vatRegime"
            value={value}
            defaultChecked={initial === value}
            onChange={() => void choose(value)}
          />
          <span>{label}</span>
        </label>
      ))}
      {saved ? (
        <p className="muted" role="status" style={{ margin: 0 }}>
          Enregistré : vos prochaines notes l’indiqueront.
        </p>
      ) : null}
      <FormError message={error} />
    </fieldset>
  )
}

/** « Clôturer la journée »: today's totals stored once, chained to the register. */
export function CloseDayButton({ date }: { date: string }) {
  const hydrated = useHydrated()
  const { call, busy, error } = useApiAction()
  return (
    <div className="stack" style={{ gap: '0.25rem' }}>
      <button
        type="button"
        className="btn"
        disabled={busy || !hydrated}
        onClick={() => void call('POST', '/api/v1/register/closures', { period: 'day', date })}
      >
        Clôturer la journée
      </button>
      <FormError message={error} />
    </div>
  )
}

/** A refund of a note: a new note, numbered next, that points to it. */
export function RefundForm({ number }: { number: number }) {
  const hydrated = useHydrated()
  const { call, busy, error, fields } = useApiAction()
  const [amount, setAmount] = useState('')
  const [method, setMethod] = useState('card')
  const [reason, setReason] = useState('')
  const parsed = parsePrice(amount)
  const cents = 'euros' in parsed && parsed.euros !== null ? Math.round(parsed.euros * 100) : -1
  return (
    <details>
      <summary>Rembourser</summary>
      <form
        noValidate
        className="stack"
        style={{ gap: '0.5rem', marginTop: '0.5rem' }}
        aria-label={`Rembourser la note n° ${number}`}
        onSubmit={(event) => {
          event.preventDefault()
          void call('POST', `/api/v1/sales/${number}/refund`, { amountCents: cents, method, reason })
        }}
      >
        <div className={styles.row}>
          <TextField
            label="Montant (€)"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={fields.amountCents}
          />
          <SelectField
            label="Remboursé par"
            value={method}
            onChange={setMethod}
            options={METHOD_OPTIONS.filter((option) => option.value !== 'deposit')}
          />
        </div>
        <TextField label="Motif" value={reason} onChange={(e) => setReason(e.target.value)} error={fields.reason} />
        <FormError message={error} />
        <div>
          <button type="submit" className="btn btn-ghost" disabled={busy || !hydrated}>
            Enregistrer le remboursement
          </button>
        </div>
      </form>
    </details>
  )
}
