'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'

type Answer = { error?: string; fields?: Record<string, string> }
type Props = {
  groomerId: number
  groomerName: string
  motiveId: number
  motiveTitle: string
  firstDay: string
  lastDay: string
}

/** "Prévenez-moi": joins the groomer's waiting list for the motive between two days (30 at most). */
export function SubscribeForm({ groomerId, groomerName, motiveId, motiveTitle, firstDay, lastDay }: Props) {
  const router = useRouter()
  const [days, setDays] = useState({ firstDay, lastDay })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function subscribe() {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>('/api/v1/waitlist', {
      method: 'POST',
      body: JSON.stringify({ groomer: groomerId, motive: motiveId, ...days }),
    }).catch(() => ({
      status: 0,
      body: null as Answer | null,
    }))
    setBusy(false)
    if (status === 201) return router.replace('/participant/liste-attente')
    setErrors(body?.fields ?? {})
    setError(body?.error ?? 'L’inscription n’a pas abouti. Réessayez dans un instant.')
  }

  return (
    <form
      className="card stack"
      noValidate
      aria-label="Prévenez-moi"
      onSubmit={(event) => {
        event.preventDefault()
        void subscribe()
      }}
    >
      <h2 style={{ margin: 0, fontSize: '1.1rem' }}>Prévenez-moi</h2>
      <p style={{ margin: 0 }}>
        {motiveTitle} chez {groomerName} : nous vous écrivons dès qu’un créneau se libère entre ces deux dates (30 jours
        au plus).
      </p>
      <FormError message={error} />
      <TextField
        label="Du"
        type="date"
        value={days.firstDay}
        onChange={(e) => setDays({ ...days, firstDay: e.target.value })}
        error={errors.firstDay}
      />
      <TextField
        label="Au"
        type="date"
        value={days.lastDay}
        onChange={(e) => setDays({ ...days, lastDay: e.target.value })}
        error={errors.lastDay}
      />
      <button type="submit" className="btn" disabled={busy}>
        M’inscrire sur la liste d’attente
      </button>
    </form>
  )
}
