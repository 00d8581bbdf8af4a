'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { dayInWords, slotDay, slotLong } from '@/components/groomers/format'
import { SlotLabel } from '@/components/groomers/SlotLabel'
import { apiFetch } from '@/lib/apiClient'
import { rhythmLabel } from '@/server/rebooking/rhythm'
import { useHydrated } from '@/lib/useHydrated'

type Proposal = {
  motive: { id: number; title: string }
  petName: string | null
  rhythmWeeks: number
  dueDate: string
  days: { date: string; slots: { start: string; end: string }[] }[]
}
type Answer = Partial<Proposal> & {
  error?: string
  fields?: Record<string, string>
  appointment?: { reference: string; start: string }
}

/**
 * "Reprendre rendez-vous" on a finished appointment: the same motive at the pet's rhythm, the first
 * free slots from its due day; one slot and a confirmation book it for the same customer.
 */
export function BookAgain({ groomerId, appointmentId }: { groomerId: number; appointmentId: number }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [proposal, setProposal] = useState<Proposal | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [booked, setBooked] = useState<string | null>(null)
  const regionId = useId()
  const path = `/api/v1/users/${groomerId}/agenda/appointments/${appointmentId}/book-again`

  async function open() {
    if (proposal) return setProposal(null)
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(path).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 200 && body?.motive && body.dueDate && body.days && body.rhythmWeeks)
      return setProposal(body as Proposal)
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  async function book() {
    if (!chosen) return
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(path, {
      method: 'POST',
      body: JSON.stringify({ start: chosen }),
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 201) {
      setBooked(`Rendez-vous enregistré le ${slotLong(chosen)}. Le client est prévenu.`)
      setProposal(null)
      return router.refresh()
    }
    setError(body?.fields?.start ?? body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  if (booked) {
    return (
      <p className="notice" role="status">
        {booked}
      </p>
    )
  }
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div className="actions-row">
        <button
          type="button"
          className="btn btn-small"
          disabled={busy || !hydrated}
          aria-expanded={proposal !== null}
          aria-controls={regionId}
          onClick={() => void open()}
        >
          Reprendre rendez-vous
        </button>
      </div>
      {proposal ? (
        <section id={regionId} className="stack" style={{ gap: '0.5rem' }} aria-label="Reprendre rendez-vous">
          <p style={{ margin: 0 }}>
            <strong>{proposal.motive.title}</strong>
            {proposal.petName ? ` pour ${proposal.petName}` : ''}, {rhythmLabel(proposal.rhythmWeeks)} : à prévoir à
            partir du <strong>{dayInWords(proposal.dueDate)}</strong>.
          </p>
          {proposal.days.length === 0 ? (
            <p className="muted" style={{ margin: 0 }}>
              Aucun créneau libre dans les semaines suivantes : créez le rendez-vous depuis l’agenda.
            </p>
          ) : (
            proposal.days.map((day) => (
              <fieldset key={day.date} className="booking-day">
                <legend>{slotDay(day.slots[0].start)}</legend>
                <div className="slot-list">
                  {day.slots.map((slot) => (
                    <button
                      key={slot.start}
                      type="button"
                      className="slot"
                      aria-pressed={slot.start === chosen}
                      onClick={() => setChosen(slot.start)}
                    >
                      <SlotLabel start={slot.start} />
                    </button>
                  ))}
                </div>
              </fieldset>
            ))
          )}
          {chosen ? (
            <button type="button" className="btn" disabled={busy} onClick={() => void book()}>
              Confirmer le {slotLong(chosen)}
            </button>
          ) : null}
        </section>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
