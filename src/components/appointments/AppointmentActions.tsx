'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { SlotChooser } from '@/components/booking/SlotChooser'
import { slotLong } from '@/components/groomers/format'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

/** `doneHref`: where to go after a change; the page there tells what happened (`?annule=` / `?reporte=`). */
type Props = { reference: string; groomerId: number; motiveId: number | null; size?: string; timezone: string; doneHref: string }
type Answer = { error?: string; fields?: Record<string, string> }

/** Cancel (after a confirmation) or postpone (pick a new slot) an appointment, before the notice window. */
export function AppointmentActions({ reference, groomerId, motiveId, size, timezone, doneHref }: Props) {
  const router = useRouter()
  const [mode, setMode] = useState<'idle' | 'cancel' | 'postpone'>('idle')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<string | null>(null)
  // Focus follows the step: the question, the slot picker, back to the buttons, or the error.
  const focusTarget = useRef<HTMLElement | null>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus()
  }, [mode])
  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])
  const focusHere = (element: HTMLElement | null) => {
    focusTarget.current = element
  }
  const switchTo = (next: typeof mode) => {
    setError(null)
    setChosen(null)
    moved.current = true
    setMode(next)
  }

  async function act(action: 'cancel' | 'postpone', body: unknown = {}) {
    setBusy(true)
    setError(null)
    const { status, body: answer } = await apiFetch<Answer>(`/api/v1/appointments/${encodeURIComponent(reference)}/${action}`, { method: 'POST', body: JSON.stringify(body) }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 200) {
      // The slots read before the change are stale (the new time is taken, the old one free): close the picker.
      moved.current = false
      setChosen(null)
      setMode('idle')
      const done = new URL(doneHref, window.location.origin)
      done.searchParams.set(action === 'cancel' ? 'annule' : 'reporte', reference)
      router.replace(`${done.pathname}${done.search}`)
      router.refresh()
      return
    }
    setError(answer?.fields?.start ?? answer?.error ?? 'L’opération a échoué. Réessayez.')
  }

  return (
    <div className="stack appointment-actions" style={{ gap: '0.5rem' }}>
      {mode === 'idle' ? (
        <div className="actions-row" ref={focusHere} tabIndex={-1}>
          <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => switchTo('cancel')}>
            Annuler
          </button>
          {motiveId ? (
            <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => switchTo('postpone')}>
              Reporter
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div className="stack" style={{ gap: '0.5rem' }}>
          <p style={{ margin: 0 }} ref={focusHere} tabIndex={-1}>
            Voulez-vous vraiment annuler ce rendez-vous ?
          </p>
          <div className="actions-row">
            <button type="button" className="btn" disabled={busy} onClick={() => void act('cancel')}>
              Oui, annuler le rendez-vous
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => switchTo('idle')}>
              Non, le garder
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'postpone' && motiveId ? (
        <section className="stack" aria-label="Choisir un nouveau créneau" style={{ gap: '0.5rem' }}>
          <p style={{ margin: 0 }} ref={focusHere} tabIndex={-1}>
            Choisissez le nouveau créneau :
          </p>
          <SlotChooser
            groomerId={groomerId}
            motiveId={motiveId}
            size={size}
            timezone={timezone}
            selected={chosen}
            onPick={(slot) => setChosen(slot.start)}
          />
          {chosen ? (
            <button type="button" className="btn" disabled={busy} onClick={() => void act('postpone', { start: chosen })}>
              Reporter au {slotLong(chosen)}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={() => switchTo('idle')}>
            Garder l’horaire actuel
          </button>
        </section>
      ) : null}
      {error ? (
        <p className="form-error" role="alert" ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
