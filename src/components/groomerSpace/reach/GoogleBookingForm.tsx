'use client'

import Link from 'next/link'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'
import type { GoogleOptIn } from '@/server/googleBooking/optIn'

type Answer = GoogleOptIn & { message?: string; error?: string }

/** « Réserver avec Google »: what Google offers of the groomer, and the switch that opts in or out. */
export function GoogleBookingForm({ groomerId, initial }: { groomerId: number; initial: GoogleOptIn }) {
  const hydrated = useHydrated()
  const [optIn, setOptIn] = useState(initial)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function toggle(enabled: boolean) {
    // The box follows the tap at once; a refusal puts it back.
    const before = optIn
    setOptIn({ ...optIn, enabled })
    setBusy(true)
    setError('')
    setStatus('')
    const { status: code, body } = await apiFetch<Answer>(`/api/v1/users/${groomerId}/google-booking`, {
      method: 'PUT',
      body: JSON.stringify({ enabled }),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    if (code !== 200 || !body) {
      setOptIn(before)
      return setError(body?.error ?? 'L’enregistrement a échoué. Réessayez.')
    }
    setOptIn(body)
    setStatus(body.message ?? '')
  }

  if (!optIn.available)
    return (
      <p style={{ margin: 0 }}>
        La connexion de Mon Toiletteur à Google n’est pas encore ouverte : vous pourrez l’activer ici dès qu’elle le
        sera.
      </p>
    )
  const offered = optIn.enabled && optIn.published && optIn.bookable && optIn.services.length > 0
  return (
    <div className="stack">
      <label className="booking-choice">
        <input
          type="checkbox"
          checked={optIn.enabled}
          disabled={!hydrated || busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>Proposer mes rendez-vous sur Google (Maps et Recherche)</span>
      </label>
      <p role="status" className="muted" style={{ margin: 0, minHeight: '1.2em' }}>
        {status}
      </p>
      {error ? (
        <p role="alert" className="field-error" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      {optIn.services.length > 0 ? (
        <div className="stack" style={{ gap: '0.35rem' }}>
          <p style={{ margin: 0 }}>{offered ? 'Proposés sur Google :' : 'Seraient proposés sur Google :'}</p>
          <ul style={{ margin: 0 }}>
            {optIn.services.map((service) => (
              <li key={service.id}>
                {service.title} ({service.minutes} min)
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p style={{ margin: 0 }}>
          Aucun de vos motifs n’est en « confirmation immédiate » au salon : Google ne propose que ceux-là, car il
          confirme le rendez-vous au client sur-le-champ et l’attend à votre adresse. Activez-la sur un motif dans{' '}
          <Link href="/user/motifs" prefetch={false}>
            Motifs de rendez-vous
          </Link>
          .
        </p>
      )}
      {optIn.enabled && !optIn.published ? (
        <p style={{ margin: 0 }}>Votre page n’est pas publiée : Google ne vous proposera qu’une fois en ligne.</p>
      ) : optIn.enabled && !optIn.bookable ? (
        <p style={{ margin: 0 }}>
          Votre prise de rendez-vous en ligne est coupée (réglage « Mon profil » ou abonnement) : Google ne vous propose
          pas tant qu’elle l’est.
        </p>
      ) : null}
    </div>
  )
}
