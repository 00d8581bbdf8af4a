'use client'

import { useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

import {
  approveButton as accept,
  decisionBox as box,
  decisionHint,
  decisionRow as row,
  refuseButton as refuse,
} from './decisionStyles'

const STATUS_WORDS: Record<string, string> = { accepted: 'Demande acceptée.', rejected: 'Demande refusée.' }

/**
 * At the top of a signup request: "Accepter" (creates the groomer's account and e-mails the link
 * to finish it) and "Refuser (motif)" (e-mails the reason). Both save the request through the
 * form, so the collection's rules and hooks apply as for any save.
 */
export function SignupDecision() {
  const { id } = useDocumentInfo()
  const { submit } = useForm()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reasonId = useId()

  if (!id) return null
  if (status && status !== 'new') return <p style={{ ...box, display: 'block' }}>{STATUS_WORDS[status] ?? ''}</p>

  const decide = async (overrides: Record<string, unknown>) => {
    setBusy(true)
    try {
      await submit({ overrides })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section style={box} aria-label="Décision">
      <div style={row}>
        <button type="button" style={accept} disabled={busy} onClick={() => decide({ status: 'accepted' })}>
          Accepter
        </button>
        <button
          type="button"
          style={refuse}
          disabled={busy}
          aria-expanded={refusing}
          onClick={() => setRefusing(!refusing)}
        >
          Refuser (motif)
        </button>
        <span style={decisionHint}>
          Accepter crée le compte (non publié) et envoie au toiletteur le lien pour le finaliser.
        </span>
      </div>
      {refusing ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <label htmlFor={reasonId} style={{ fontWeight: 600 }}>
            Motif du refus (envoyé par e-mail au demandeur)
          </label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(error)}
          />
          {error ? (
            <p role="alert" style={{ margin: 0, color: '#a1123a' }}>
              {error}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              style={refuse}
              disabled={busy}
              onClick={() => {
                if (reason.trim().length < 3)
                  return setError('Indiquez le motif du refus : il est envoyé par e-mail au demandeur.')
                setError(null)
                void decide({ status: 'rejected', refusalReason: reason.trim() })
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
