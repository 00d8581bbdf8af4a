'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { guaranteeDisclosure, guaranteeFor, type NoShowPolicy } from '@/lib/noShowPolicy'
import { priceLabel } from '@/lib/motivePrice'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { policies?: NoShowPolicy[]; error?: string; fields?: Record<string, string> }

const KINDS = [
  { value: 'none', label: 'Aucune garantie' },
  { value: 'imprint', label: 'Empreinte bancaire (rien n’est débité à la réservation)' },
  { value: 'deposit', label: 'Acompte payé à la réservation' },
]
const WINDOWS = [0, 12, 24, 48, 72, 168].map((hours) => ({
  value: String(hours),
  label: hours === 0 ? 'Jusqu’à l’heure du rendez-vous' : hours === 168 ? '7 jours avant' : `${hours} h avant`,
}))

const toEuros = (cents: number | null) => (cents === null ? '' : String(cents / 100).replace('.', ','))
const toCents = (euros: string) => {
  const value = Number(euros.replace(',', '.').trim())
  return euros.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100)
}

/** The groomer's policies with `policy` in place of the one for its motive (or without it). */
const replacing = (policies: NoShowPolicy[], motive: number | null, policy: NoShowPolicy | null) => [
  ...policies.filter((other) => other.motive !== motive),
  ...(policy ? [policy] : []),
]

/**
 * The groomer's rule against no-shows (issue 33 item 1), for all their motives (`motive` null) or
 * one: nothing, a card imprint or a deposit (a share of the price or a fixed amount), for every
 * client or the new and absent ones, the free-cancellation window and the fee. A sentence shows
 * what a client will read. The other rules are sent back unchanged (the API replaces the set).
 */
export function NoShowPolicyForm({
  policy,
  policies,
  motive = null,
  examplePriceCents = 5000,
  connected,
}: {
  policy: NoShowPolicy
  policies: NoShowPolicy[]
  motive?: number | null
  /** The price of the example a client reads (the motive's own, else 50 €). */
  examplePriceCents?: number
  connected: boolean
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [kind, setKind] = useState(policy.kind)
  const [depositMode, setDepositMode] = useState(policy.depositCents !== null ? 'fixed' : 'percent')
  const [percent, setPercent] = useState(String(policy.depositPercent ?? 30))
  const [fixed, setFixed] = useState(toEuros(policy.depositCents))
  const [appliesTo, setAppliesTo] = useState(policy.appliesTo)
  const [hours, setHours] = useState(String(policy.freeCancellationHours))
  const [fee, setFee] = useState(toEuros(policy.feeCents || null))
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})

  const own = motive !== null && policies.some((other) => other.motive === motive)
  const draft: NoShowPolicy = {
    motive,
    kind,
    depositPercent: kind === 'deposit' && depositMode === 'percent' ? Number(percent) || null : null,
    depositCents: kind === 'deposit' && depositMode === 'fixed' ? toCents(fixed) : null,
    appliesTo,
    freeCancellationHours: Number(hours),
    feeCents: kind === 'none' ? 0 : (toCents(fee) ?? 0),
  }
  const example = guaranteeDisclosure(guaranteeFor(draft, { visitsWithGroomer: 0, missedVisits: 0 }, examplePriceCents))

  async function save(event: React.FormEvent) {
    event.preventDefault()
    await send(replacing(policies, motive, draft))
  }

  async function send(next: NoShowPolicy[]) {
    setBusy(true)
    setSaved(false)
    setError(null)
    setFields({})
    const { status, body } = await apiFetch<Answer>('/api/v1/no-show-policy', {
      method: 'PUT',
      body: JSON.stringify({ policies: next }),
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 200) {
      setSaved(true)
      router.refresh()
      return
    }
    setError(body?.error ?? 'L’enregistrement a échoué, réessayez.')
    setFields(
      Object.fromEntries(Object.entries(body?.fields ?? {}).map(([key, message]) => [key.split('.').pop()!, message])),
    )
  }

  return (
    <form className="stack" onSubmit={save} noValidate>
      <SelectField
        label="Garantie demandée à la réservation"
        value={kind}
        onChange={(value) => setKind(value as NoShowPolicy['kind'])}
        options={KINDS}
        error={fields.kind}
        hint={connected ? undefined : 'Connectez d’abord votre compte Stripe pour demander une garantie.'}
      />
      {kind === 'deposit' ? (
        <>
          <SelectField
            label="Montant de l’acompte"
            value={depositMode}
            onChange={setDepositMode}
            options={[
              { value: 'percent', label: 'Un pourcentage du prix' },
              { value: 'fixed', label: 'Un montant fixe' },
            ]}
          />
          {depositMode === 'percent' ? (
            <TextField
              label="Pourcentage du prix (10 à 100 %)"
              inputMode="numeric"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              error={fields.depositPercent}
            />
          ) : (
            <TextField
              label="Acompte (€)"
              inputMode="decimal"
              value={fixed}
              onChange={(event) => setFixed(event.target.value)}
              error={fields.depositCents ?? fields.depositPercent}
            />
          )}
        </>
      ) : null}
      {kind !== 'none' ? (
        <>
          <SelectField
            label="Pour quels clients ?"
            value={appliesTo}
            onChange={(value) => setAppliesTo(value as NoShowPolicy['appliesTo'])}
            options={[
              { value: 'all', label: 'Tous les clients' },
              { value: 'new_or_absent', label: 'Les nouveaux clients et ceux qui ont manqué un rendez-vous' },
            ]}
            hint="Un client qui a manqué 2 rendez-vous sur le site donne toujours au moins une empreinte bancaire."
          />
          <SelectField
            label="Annulation gratuite"
            value={hours}
            onChange={setHours}
            options={WINDOWS}
            error={fields.freeCancellationHours}
          />
          <TextField
            label="Frais en cas d’absence ou d’annulation tardive (€)"
            inputMode="decimal"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
            error={fields.feeCents}
            hint={kind === 'deposit' ? 'Au plus le montant de l’acompte : le reste est remboursé.' : undefined}
          />
        </>
      ) : null}
      {example ? (
        <p className="booking-conditions" data-testid="policy-example">
          <strong>Ce que lit un nouveau client pour un rendez-vous à {priceLabel(examplePriceCents / 100)} :</strong>{' '}
          {example}
        </p>
      ) : null}
      <FormError message={error} />
      {saved ? (
        <p role="status" className="notice">
          Votre règle est enregistrée : elle s’applique aux prochaines réservations.
        </p>
      ) : null}
      <div className="actions-row">
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          {motive === null ? 'Enregistrer ma règle' : 'Enregistrer pour cette prestation'}
        </button>
        {own ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy || !hydrated}
            onClick={() => send(replacing(policies, motive, null))}
          >
            Reprendre ma règle générale
          </button>
        ) : null}
      </div>
    </form>
  )
}
