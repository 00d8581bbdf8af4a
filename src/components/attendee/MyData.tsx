'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { DataDownloads } from '@/components/privacy/DataDownloads'
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

  if (deleted)
    return (
      <section className="card stack" aria-labelledby={headingId} role="status">
        <h2 id={headingId}>Compte supprimé</h2>
        <p className="notice" ref={doneRef} tabIndex={-1}>
          Votre compte est supprimé. Vos toiletteurs gardent l’historique de vos visites sous un pseudonyme, sans vos
          coordonnées.
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
        Téléchargez ce que votre compte contient : votre profil, vos animaux, vos rendez-vous et demandes, vos avis, vos
        listes d’attente et les messages liés à vos rendez-vous.
      </p>
      <DataDownloads account={`/api/v1/attendees/${attendeeId}`} />
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
            <strong>La suppression est définitive.</strong> Votre compte, vos animaux, vos avis, vos demandes et vos
            listes d’attente sont effacés. Vos toiletteurs gardent l’historique de vos visites sous un pseudonyme, sans
            vos coordonnées ; leurs propres notes, les notes de caisse (obligation légale) et les rendez-vous déjà
            copiés dans leur agenda restent tels quels.
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
