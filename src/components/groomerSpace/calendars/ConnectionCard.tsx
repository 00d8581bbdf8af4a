'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'

import { useApiForm } from '../agenda/useApiForm'

export type ConnectionCardView = {
  id: number
  providerName: string
  accountLabel: string
  status: 'active' | 'broken'
  reconnectHref: string
  calendars: {
    remoteId: string
    name: string
    canWrite: boolean
    busy: boolean
    target: boolean
    lastSynced: string | null
  }[]
}

/** One connected account: its state, the calendars counting as busy, the one receiving appointments, disconnect. */
export function ConnectionCard({ connection }: { connection: ConnectionCardView }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState(() => new Set(connection.calendars.filter((c) => c.busy).map((c) => c.remoteId)))
  const [target, setTarget] = useState<string>(connection.calendars.find((c) => c.target)?.remoteId ?? '')
  const [removing, setRemoving] = useState(false)
  const form = useApiForm(`/api/v1/calendar-connections/${connection.id}`, 'PATCH')
  const toggle = (remoteId: string) =>
    setBusy(
      (previous) =>
        new Set(previous.has(remoteId) ? [...previous].filter((r) => r !== remoteId) : [...previous, remoteId]),
    )

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} style={{ margin: 0, fontSize: '1.05rem' }}>
        {connection.providerName} — {connection.accountLabel}
      </h3>
      {connection.status === 'broken' ? (
        <p className="form-error" role="alert" style={{ margin: 0 }}>
          Reconnectez ce calendrier : nous n’y avons plus accès (autorisation expirée ou retirée, ou mot de passe
          changé). <a href={connection.reconnectHref}>Reconnecter</a>
        </p>
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          Synchronisé
        </p>
      )}
      <form
        noValidate
        className="stack"
        onSubmit={async (event) => {
          event.preventDefault()
          await form.submit({ busy: [...busy], target: target || null }, 'Vos choix sont enregistrés.')
        }}
      >
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Calendriers qui rendent indisponible</legend>
          {connection.calendars.map((calendar) => (
            <label key={calendar.remoteId} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input type="checkbox" checked={busy.has(calendar.remoteId)} onChange={() => toggle(calendar.remoteId)} />
              <span>
                {calendar.name}
                {calendar.lastSynced ? <span className="muted"> · synchronisé {calendar.lastSynced}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-target`}>Calendrier qui reçoit vos rendez-vous</label>
          <select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">Aucun</option>
            {connection.calendars
              .filter((c) => c.canWrite)
              .map((c) => (
                <option key={c.remoteId} value={c.remoteId}>
                  {c.name}
                </option>
              ))}
          </select>
        </div>
        {form.error ? (
          <p className="form-error" role="alert">
            {form.error}
          </p>
        ) : null}
        {form.done ? (
          <p className="notice" role="status">
            {form.done}
          </p>
        ) : null}
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <button type="submit" className="btn btn-small" disabled={form.busy || !hydrated}>
            Enregistrer
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={removing || !hydrated}
            onClick={async () => {
              if (!window.confirm('Déconnecter cet agenda ? Ses occupations ne bloqueront plus vos créneaux.')) return
              setRemoving(true)
              await apiFetch(`/api/v1/calendar-connections/${connection.id}`, { method: 'DELETE' })
              setRemoving(false)
              router.refresh()
            }}
          >
            Déconnecter
          </button>
        </div>
      </form>
    </section>
  )
}
