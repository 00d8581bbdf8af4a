'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { priceLabel } from '@/lib/motivePrice'
import { parsePrice, priceInput } from '@/lib/price'
import { useHydrated } from '@/lib/useHydrated'

import { METHOD_OPTIONS } from '@/server/checkout/totals'

import styles from './checkout.module.css'

type Row = { label: string; amount: string }
type PaymentRow = { method: string; amount: string }
type Answer = {
  error?: string
  fields?: Record<string, string>
  sale?: { number: number; receiptUrl: string; customer: { email: string | null } }
}

/** Euros typed « 55,50 » into cents; null when empty or not a price. */
function centsOf(text: string): number | null {
  const parsed = parsePrice(text)
  return 'euros' in parsed && parsed.euros !== null ? Math.round(parsed.euros * 100) : null
}
const sum = (rows: { amount: string }[]) => rows.reduce((total, row) => total + (centsOf(row.amount) ?? 0), 0)
const label = (cents: number) => priceLabel(cents / 100) ?? '0 €'

/**
 * « Encaisser » at pick-up: the visit's line at its booked price, extras, discounts, a tip, and
 * the payment (split across methods if need be), with the change for cash. Recorded as a numbered
 * note the client gets by e-mail; the visit is then finished.
 */
export function CheckoutForm({
  reference,
  lines: booked,
  depositCents = null,
  onCancel,
}: {
  reference: string
  /** The visit's lines as booked: one per pet, at its announced price (null: priced on site). */
  lines: { label: string; priceCents: number | null }[]
  /** A deposit the client paid online at booking (issue 33): deducted first. */
  depositCents?: number | null
  onCancel: () => void
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const headingId = useId()
  const [lines, setLines] = useState<Row[]>(() =>
    booked.map((line) => ({
      label: line.label,
      amount: line.priceCents === null ? '' : priceInput(line.priceCents / 100),
    })),
  )
  const [discounts, setDiscounts] = useState<Row[]>([])
  const [tip, setTip] = useState('')
  const [payments, setPayments] = useState<PaymentRow[]>(() =>
    depositCents
      ? [
          { method: 'deposit', amount: priceInput(depositCents / 100) },
          { method: 'card', amount: '' },
        ]
      : [{ method: 'card', amount: '' }],
  )
  const [cashGiven, setCashGiven] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState<Answer['sale'] | null>(null)

  const total = Math.max(0, sum(lines) - sum(discounts))
  const due = total + (centsOf(tip) ?? 0)
  // One payment follows the total until the groomer splits it.
  // After a deposit paid online, the second payment follows what is left to pay.
  const deducted = payments.length === 2 && payments[0]!.method === 'deposit' ? (centsOf(payments[0]!.amount) ?? 0) : 0
  const shown =
    payments.length === 1 && payments[0]!.amount === ''
      ? [{ ...payments[0]!, amount: priceInput(due / 100) }]
      : deducted > 0 && payments[1]!.amount === ''
        ? [payments[0]!, { ...payments[1]!, amount: priceInput(Math.max(0, due - deducted) / 100) }]
        : payments
  const cash = shown.filter((p) => p.method === 'cash').reduce((s, p) => s + (centsOf(p.amount) ?? 0), 0)
  const given = centsOf(cashGiven)
  const change = cash > 0 && given !== null && given >= cash ? given - cash : null

  async function submit() {
    setBusy(true)
    setError(null)
    const body = {
      lines: lines.map((line, index) => ({
        label: line.label,
        quantity: 1,
        unitCents: centsOf(line.amount) ?? -1,
        kind: index === 0 ? 'service' : 'extra',
      })),
      discounts: discounts.map((d) => ({ label: d.label, amountCents: centsOf(d.amount) ?? -1 })),
      tipCents: centsOf(tip) ?? 0,
      payments: shown.map((p) => ({ method: p.method, amountCents: centsOf(p.amount) ?? -1 })),
      cashGivenCents: cash > 0 ? given : null,
    }
    const { status, body: answer } = await apiFetch<Answer>(
      `/api/v1/appointments/${encodeURIComponent(reference)}/checkout`,
      { method: 'POST', body: JSON.stringify(body) },
    ).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    setFields(answer?.fields ?? {})
    if (status === 201 && answer?.sale) {
      setDone(answer.sale)
      return router.refresh()
    }
    setError(answer?.error ?? 'Une erreur est survenue, réessayez.')
  }

  if (done)
    return (
      <section className={`stack ${styles.panel}`} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.title}>
          Note n° {done.number} enregistrée
        </h3>
        <p className="muted" style={{ margin: 0 }}>
          {done.customer.email ? `Envoyée par e-mail à ${done.customer.email}.` : 'Le client n’a pas d’e-mail connu.'}
        </p>
        <a className="btn btn-ghost" href={done.receiptUrl} download>
          Télécharger la note (PDF)
        </a>
      </section>
    )

  const rowFields = (
    rows: Row[],
    set: (rows: Row[]) => void,
    kind: 'lines' | 'discounts',
    names: { label: string; amount: string; remove: string },
  ) =>
    rows.map((row, index) => (
      <div key={index} className={styles.row}>
        <TextField
          label={`${names.label} ${index + 1}`}
          value={row.label}
          onChange={(e) => set(rows.map((r, i) => (i === index ? { ...r, label: e.target.value } : r)))}
          error={fields[`${kind}.${index}.label`]}
        />
        <TextField
          label={`${names.amount} ${index + 1} (€)`}
          inputMode="decimal"
          autoComplete="off"
          value={row.amount}
          onChange={(e) => set(rows.map((r, i) => (i === index ? { ...r, amount: e.target.value } : r)))}
          error={fields[`${kind}.${index}.unitCents`] ?? fields[`${kind}.${index}.amountCents`]}
        />
        {kind === 'discounts' || index > 0 ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => set(rows.filter((_, i) => i !== index))}
          >
            {names.remove}
          </button>
        ) : null}
      </div>
    ))

  return (
    <section className={`stack ${styles.panel}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        Encaisser
      </h3>
      {rowFields(lines, setLines, 'lines', { label: 'Prestation', amount: 'Prix', remove: 'Retirer' })}
      <div className="actions-row">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => setLines([...lines, { label: '', amount: '' }])}
        >
          + Un supplément
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => setDiscounts([...discounts, { label: 'Remise', amount: '' }])}
        >
          + Une remise
        </button>
      </div>
      {rowFields(discounts, setDiscounts, 'discounts', {
        label: 'Remise',
        amount: 'Montant de la remise',
        remove: 'Retirer',
      })}
      {fields.discounts ? <p className="field-error">{fields.discounts}</p> : null}
      <TextField
        label="Pourboire (€, facultatif)"
        inputMode="decimal"
        autoComplete="off"
        value={tip}
        onChange={(e) => setTip(e.target.value)}
        error={fields.tipCents}
      />
      <p className={styles.total} aria-live="polite">
        Total TTC : <strong>{label(total)}</strong>
        {due !== total ? ` · à régler avec le pourboire : ${label(due)}` : ''}
      </p>
      <fieldset className={styles.fieldset}>
        <legend>Paiement</legend>
        {shown.map((payment, index) => (
          <div key={index} className={styles.row}>
            <SelectField
              label={`Moyen de paiement ${index + 1}`}
              value={payment.method}
              onChange={(method) => setPayments(shown.map((p, i) => (i === index ? { ...p, method } : p)))}
              options={METHOD_OPTIONS}
              error={fields[`payments.${index}.method`]}
            />
            <TextField
              label={`Montant ${index + 1} (€)`}
              inputMode="decimal"
              autoComplete="off"
              value={payment.amount}
              onChange={(e) => setPayments(shown.map((p, i) => (i === index ? { ...p, amount: e.target.value } : p)))}
              error={fields[`payments.${index}.amountCents`]}
            />
            {index > 0 ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => setPayments(shown.filter((_, i) => i !== index))}
              >
                Retirer
              </button>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() =>
            setPayments([...shown, { method: 'cash', amount: priceInput(Math.max(0, due - sum(shown)) / 100) }])
          }
        >
          + Partager le paiement
        </button>
        {fields.payments ? <p className="field-error">{fields.payments}</p> : null}
        {cash > 0 ? (
          <TextField
            label="Espèces remises par le client (€)"
            inputMode="decimal"
            autoComplete="off"
            value={cashGiven}
            onChange={(e) => setCashGiven(e.target.value)}
            error={fields.cashGiven}
            hint={change !== null ? `À rendre : ${label(change)}` : undefined}
          />
        ) : null}
      </fieldset>
      <FormError message={error} />
      <div className="actions-row">
        <button type="button" className="btn" disabled={busy || !hydrated} onClick={() => void submit()}>
          Encaisser {label(due)}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          Annuler
        </button>
      </div>
    </section>
  )
}
