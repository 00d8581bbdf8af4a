'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { formErrorOf } from '@/lib/formErrors'
import { useHydrated } from '@/lib/useHydrated'

type Answer = { deleted?: boolean; error?: string; fields?: Record<string, string> }

/**
 * « Mes données »: the owner downloads what the site keeps about them (JSON or CSV), or deletes
 * their account after their password (GDPR articles 15, 17 and 20).
 */
export function MyData({ attendeeId }: { attendeeId: number }) {
  const hydrated = useHydrated()
  const headingId = useId()
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const doneRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (deleted) doneRef.current?.focus()
  }, [deleted])

  const exportHref = (format: 'json' | 'csv') => `/api/v1/attendees/${attendeeId}/data-export?format=${format}`

  if (deleted)
    return (
      <section className="card stack" aria-labelledby={headingId} role="status">
        <h2 id={headingId}>Compte supprimé</h2>
        <p className="notice" ref={doneRef} tabIndex={-1}>
          Votre compte et vos données personnelles sont supprimés. Vos toiletteurs gardent l’historique de vos visites
          sans votre nom ni vos coordonnées.
        </p>
        <Link className="btn" href="/">
          Retour à l’accueil
        </Link>
      </section>
    )

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Mes données</h2>
      <p className="muted" style={{ margin: 0 }}>
        Téléchargez tout ce que nous gardons de vous : votre compte, vos animaux, vos rendez-vous, vos avis et les
        messages que nous vous avons envoyés.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <a className="btn btn-ghost" href={exportHref('json')} download>
          Télécharger mes données (JSON)
        </a>
        <a className="btn btn-ghost" href={exportHref('csv')} download>
          Télécharger mes données (CSV)
        </a>
      </div>
      {asking ? (
        <form
          className="stack"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault()
            if (!password) return setErrors({ currentPassword: 'Saisissez votre mot de passe.' })
            setBusy(true)
            setErrors({})
            setFormError(null)
            const { status, body } = await apiFetch<Answer>(`/api/v1/attendees/${attendeeId}`, {
              method: 'DELETE',
              body: JSON.stringify({ currentPassword: password }),
            }).catch(() => ({ status: 0, body: null as Answer | null }))
            setBusy(false)
            if (status === 200 && body?.deleted) return setDeleted(true)
            setErrors(body?.fields ?? {})
            setFormError(formErrorOf(body, 'Suppression impossible. Vérifiez votre réseau et réessayez.'))
          }}
        >
          <p style={{ margin: 0 }}>
            <strong>La suppression est définitive.</strong> Votre compte, vos animaux, vos avis et vos listes d’attente
            sont effacés. Vos toiletteurs gardent l’historique de vos visites, sans votre nom ni vos coordonnées, et les
            notes de caisse restent dans leur registre (obligation légale).
          </p>
          <TextField
            label="Mot de passe"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.currentPassword}
          />
          <FormError message={formError} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
            <button type="submit" className="btn" disabled={busy || !hydrated}>
              Supprimer définitivement mon compte
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => setAsking(true)}>
            Supprimer mon compte
          </button>
        </div>
      )}
    </section>
  )
}
