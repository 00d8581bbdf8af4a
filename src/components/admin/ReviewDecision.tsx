'use client'

import { useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { REFUSAL_REASONS } from '../../server/reviews/rules'
import { approveButton, decisionBox, decisionHint, decisionRow, refuseButton } from './decisionStyles'

const reasonLabel = (value: unknown) => REFUSAL_REASONS.find((reason) => reason.value === value)?.label

/**
 * At the top of a review waiting for moderation: "Publier" and "Refuser (motif)", as a signup
 * request's "Accepter"/"Refuser" (SignupDecision). Both save the review through Payload's form, so
 * the collection's hooks stamp the dates, move the site's rating and e-mail the author.
 */
export function ReviewDecision() {
  const { id } = useDocumentInfo()
  const { submit } = useForm()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const refusal = useFormFields(([fields]) => fields.refusalReason?.value)
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reasonId = useId()

  if (!id) return null
  if (status === 'published')
    return <p style={{ ...decisionBox, display: 'block' }}>Avis publié : il est visible sur la page du toiletteur.</p>
  if (status === 'refused')
    return (
      <p style={{ ...decisionBox, display: 'block' }}>
        Avis refusé{reasonLabel(refusal) ? ` (${reasonLabel(refusal)})` : ''}.
      </p>
    )

  const decide = async (overrides: Record<string, unknown>) => {
    setBusy(true)
    try {
      await submit({ overrides })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section style={decisionBox} aria-label="Modération">
      <div style={decisionRow}>
        <button type="button" style={approveButton} disabled={busy} onClick={() => decide({ status: 'published' })}>
          Publier
        </button>
        <button
          type="button"
          style={refuseButton}
          disabled={busy}
          aria-expanded={refusing}
          onClick={() => setRefusing(!refusing)}
        >
          Refuser (motif)
        </button>
        <span style={decisionHint}>
          Le client reçoit la décision par e-mail ; un avis publié compte dans la note du toiletteur.
        </span>
      </div>
      {refusing ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <label htmlFor={reasonId} style={{ fontWeight: 600 }}>
            Motif du refus (cité dans l’e-mail au client)
          </label>
          <select
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(error)}
          >
            <option value="">Choisissez un motif</option>
            {REFUSAL_REASONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error ? (
            <p role="alert" style={{ margin: 0, color: '#a1123a' }}>
              {error}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              style={refuseButton}
              disabled={busy}
              onClick={() => {
                if (!reason) return setError('Choisissez le motif du refus : il est cité dans l’e-mail au client.')
                setError(null)
                void decide({ status: 'refused', refusalReason: reason })
              }}
            >
              Confirmer le refus
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
