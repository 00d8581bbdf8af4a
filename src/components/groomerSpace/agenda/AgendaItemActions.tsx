'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { type CustomerNotice, wallNow } from '@/lib/agendaNotice'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

import { NoticeChoice } from './NoticeChoice'

type Answer = { error?: string; fields?: Record<string, string> }
type Item = { kind: 'appointment' | 'block'; id: number; start: string; durationMinutes?: number }

/** Move (asking « Prévenir le client ? ») or cancel an appointment, or unblock a blocked time, from the agenda. */
export function AgendaItemActions({
  groomerId,
  item,
  zone,
  notice: remembered,
}: {
  groomerId: number
  item: Item
  zone: string
  notice: CustomerNotice
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null)
  const [start, setStart] = useState(item.start)
  const [duration, setDuration] = useState(String(item.durationMinutes ?? ''))
  const [notice, setNotice] = useState(remembered)
  const durationId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const startId = useId()
  const errorId = useId()
  const base = `/api/v1/users/${groomerId}/agenda`

  async function send(path: string, init: RequestInit) {
    setBusy(true)
    setError(null)
    const { status, body } = await apiFetch<Answer>(path, init)
    setBusy(false)
    if (status >= 200 && status < 300) {
      setOpen(null)
      return router.refresh()
    }
    setError(
      body?.fields?.start ?? body?.fields?.durationMinutes ?? body?.error ?? 'Une erreur est survenue, réessayez.',
    )
  }

  const disabled = busy || !hydrated
  if (item.kind === 'block') {
    // Unblocking deletes the block: asked once more, as every deletion.
    return (
      <div className="stack" style={{ gap: '0.5rem' }}>
        <div className="actions-row">
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={disabled}
            aria-expanded={open === 'cancel'}
            onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
          >
            Débloquer
          </button>
        </div>
        {open === 'cancel' ? (
          <div className="actions-row">
            <p style={{ margin: 0 }}>Le créneau sera de nouveau libre.</p>
            <button
              type="button"
              className="btn btn-small"
              disabled={disabled}
              onClick={() => send(`${base}/unavailabilities/${item.id}`, { method: 'DELETE' })}
            >
              Confirmer le déblocage
            </button>
          </div>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <div>
      <div className="actions-row">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={disabled}
          aria-expanded={open === 'move'}
          onClick={() => setOpen(open === 'move' ? null : 'move')}
        >
          Déplacer
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={disabled}
          aria-expanded={open === 'cancel'}
          onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
        >
          Annuler
        </button>
      </div>
      {open === 'move' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const changed = item.durationMinutes && duration !== String(item.durationMinutes)
            const moved = start !== item.start
            const body = {
              start,
              ...(changed ? { durationMinutes: Number(duration) } : {}),
              ...(moved ? { notify: notice } : {}),
            }
            void send(`${base}/appointments/${item.id}/move`, { method: 'POST', body: JSON.stringify(body) })
          }}
        >
          <div className="field" style={{ margin: '0.5rem 0' }}>
            <label htmlFor={startId}>Nouvelle date et heure</label>
            <input
              id={startId}
              type="datetime-local"
              required
              value={start}
              onChange={(event) => setStart(event.target.value)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            />
          </div>
          {item.durationMinutes ? (
            <div className="field" style={{ margin: '0.5rem 0' }}>
              <label htmlFor={durationId}>Durée (minutes)</label>
              <input
                id={durationId}
                type="number"
                inputMode="numeric"
                min={10}
                max={480}
                step={5}
                required
                value={duration}
                onChange={(event) => setDuration(event.target.value)}
              />
            </div>
          ) : null}
          {start !== item.start ? (
            <NoticeChoice value={notice} onChange={setNotice} past={start < wallNow(zone)} />
          ) : null}
          <button type="submit" className="btn btn-small" disabled={disabled}>
            Déplacer le rendez-vous
          </button>
        </form>
      ) : null}
      {open === 'cancel' ? (
        <div className="actions-row">
          <p style={{ margin: 0 }}>Le client sera prévenu (e-mail et SMS selon vos réglages).</p>
          <button
            type="button"
            className="btn btn-small"
            disabled={disabled}
            onClick={() => send(`${base}/appointments/${item.id}/cancel`, { method: 'POST', body: '{}' })}
          >
            Confirmer l’annulation
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
