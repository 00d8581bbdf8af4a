'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { SIZES, SPECIES } from '@/lib/pets'

type Answer = { error?: string; fields?: Record<string, string>; guarantee?: { checkoutUrl: string } | null }

/**
 * Books the slot held for the owner: the pet (as for a booking) and a note, then their appointments.
 * A groomer's guarantee is stated before the button, for the size chosen (`disclosures` by size,
 * '' before one is picked), and the button then leads to Stripe's page.
 */
export function ClaimHoldForm({
  token,
  disclosures = {},
}: {
  token: string
  disclosures?: Record<string, string | null>
}) {
  const router = useRouter()
  const noteId = useId()
  const [pet, setPet] = useState({ name: '', species: '', breed: '', size: '' })
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<typeof pet>) => setPet({ ...pet, ...patch })
  const disclosure = disclosures[pet.size] ?? disclosures[''] ?? null

  async function claim() {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(`/api/v1/waitlist/holds/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: JSON.stringify({ pet, note }),
    }).catch(() => ({
      status: 0,
      body: null as Answer | null,
    }))
    // A deposit or card the groomer asks (issue 33): on to Stripe's page, which says the amount.
    if (status === 201 && body?.guarantee?.checkoutUrl) return window.location.assign(body.guarantee.checkoutUrl)
    setBusy(false)
    if (status === 201) return router.push('/participant/mes-rdvs')
    setErrors(body?.fields ?? {})
    setError(body?.error ?? 'La réservation n’a pas abouti. Réessayez dans un instant.')
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void claim()
      }}
    >
      <FormError message={error} />
      <TextField
        label="Nom de l’animal"
        value={pet.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors['pet.name']}
        maxLength={60}
        required
      />
      <SelectField
        label="Espèce"
        value={pet.species}
        onChange={(species) => set({ species })}
        options={SPECIES}
        placeholder="Choisissez…"
        error={errors['pet.species']}
      />
      <TextField
        label="Race (facultatif)"
        value={pet.breed}
        onChange={(e) => set({ breed: e.target.value })}
        error={errors['pet.breed']}
        maxLength={80}
      />
      <SelectField
        label="Gabarit"
        value={pet.size}
        onChange={(size) => set({ size })}
        options={SIZES}
        placeholder="Choisissez…"
        error={errors['pet.size']}
      />
      <div className="field">
        <label htmlFor={noteId}>Une précision pour le toiletteur (facultatif)</label>
        <textarea id={noteId} value={note} maxLength={1000} rows={3} onChange={(e) => setNote(e.target.value)} />
      </div>
      {disclosure ? (
        <p className="booking-conditions" data-testid="claim-guarantee">
          {disclosure} Paiement sécurisé sur la page de Stripe, juste après ; une contestation se fait en répondant à
          l’e-mail reçu (voir nos <Link href="/cgv">conditions générales de vente</Link>).
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy}>
        {disclosure ? 'Réserver et continuer vers Stripe' : 'Réserver ce créneau'}
      </button>
    </form>
  )
}
