'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { SlotChooser } from '@/components/booking/SlotChooser'
import { slotLong } from '@/components/groomers/format'
import { apiFetch } from '@/lib/apiClient'
import { CANCELLATION_NOTE_MAX, CANCELLATION_REASONS, type CancellationReason } from '@/lib/cancellationReasons'
import { CHANGE_PARAMS } from '@/lib/changeNotice'
import { useHydrated } from '@/lib/useHydrated'

/**
 * `doneHref`: where to go after a change; the page there tells what happened (`?annule=`, `?retire=`,
 * `?reporte=`). `pending`: a request the groomer has not validated yet, which the owner withdraws.
 */
type Props = {
  reference: string
  groomerId: number
  motiveId: number | null
  size?: string
  /** Several pets: `motive:size` of each, the new slot as long as the whole visit. */
  pets?: string
  timezone: string
  doneHref: string
  pending?: boolean
  /** A request whose deposit or card is not given yet: withdrawing it frees the slot, nobody is told. */
  unpaid?: boolean
}
type Answer = { error?: string; fields?: Record<string, string> }

const WORDS = {
  request: {
    cancel: 'Retirer ma demande',
    question: 'Voulez-vous vraiment retirer votre demande de rendez-vous ?',
    yes: 'Oui, retirer ma demande',
    no: 'Non, la garder',
    postpone: 'Choisir un autre créneau',
  },
  appointment: {
    cancel: 'Annuler',
    question: 'Voulez-vous vraiment annuler ce rendez-vous ?',
    yes: 'Oui, annuler le rendez-vous',
    no: 'Non, le garder',
    postpone: 'Reporter',
  },
}

/** Cancel or withdraw (after a confirmation) or postpone (pick a new slot) an appointment, before the notice window. */
export function AppointmentActions({
  reference,
  groomerId,
  motiveId,
  size,
  pets,
  timezone,
  doneHref,
  pending = false,
  unpaid = false,
}: Props) {
  const words = pending ? WORDS.request : WORDS.appointment
  const router = useRouter()
  const [mode, setMode] = useState<'idle' | 'cancel' | 'postpone'>('idle')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<string | null>(null)
  const [reason, setReason] = useState<CancellationReason | null>(null)
  const [note, setNote] = useState('')
  // Focus follows the step: the question, the slot picker, back to the buttons, or the error.
  const focusTarget = useRef<HTMLElement | null>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus()
  }, [mode])
  // On a phone the slot grid is taller than the screen: the chosen slot's button comes into view.
  useEffect(() => {
    if (chosen) confirmRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [chosen])
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
    const { status, body: answer } = await apiFetch<Answer>(
      `/api/v1/appointments/${encodeURIComponent(reference)}/${action}`,
      { method: 'POST', body: JSON.stringify(body) },
    ).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (status === 200) {
      // The slots read before the change are stale (the new time is taken, the old one free): close the picker.
      moved.current = false
      setChosen(null)
      setMode('idle')
      const done = new URL(doneHref, window.location.origin)
      done.searchParams.set(
        CHANGE_PARAMS[action === 'postpone' ? 'postponed' : unpaid ? 'released' : pending ? 'withdrawn' : 'cancelled'],
        reference,
      )
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
            {words.cancel}
          </button>
          {motiveId ? (
            <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => switchTo('postpone')}>
              {words.postpone}
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div className="stack" style={{ gap: '0.5rem' }}>
          <p style={{ margin: 0 }} ref={focusHere} tabIndex={-1}>
            {words.question}
          </p>
          <fieldset className="stack" style={{ gap: 0, border: 0, padding: 0, margin: 0 }}>
            <legend>Pourquoi ? Votre toiletteur le saura.</legend>
            {CANCELLATION_REASONS.map((option) => (
              <label key={option.value} className="booking-choice">
                <input
                  type="radio"
                  name={`reason-${reference}`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value)
                    setError(null)
                  }}
                />
                {option.label}
              </label>
            ))}
            {reason === 'other' ? (
              <label className="stack" style={{ gap: '0.25rem', marginTop: '0.25rem' }}>
                Précisez (facultatif)
                <textarea
                  style={{ font: 'inherit', width: '100%', boxSizing: 'border-box' }}
                  value={note}
                  maxLength={CANCELLATION_NOTE_MAX}
                  rows={2}
                  onChange={(event) => setNote(event.target.value)}
                />
              </label>
            ) : null}
          </fieldset>
          <div className="actions-row">
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() =>
                reason
                  ? void act('cancel', { reason, ...(reason === 'other' && note.trim() ? { note: note.trim() } : {}) })
                  : setError('Choisissez la raison de l’annulation.')
              }
            >
              {words.yes}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => switchTo('idle')}>
              {words.no}
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
            pets={pets}
            timezone={timezone}
            selected={chosen}
            onPick={(slot) => setChosen(slot.start)}
          />
          {chosen ? (
            <button
              ref={confirmRef}
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void act('postpone', { start: chosen })}
            >
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
