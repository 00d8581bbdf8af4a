'use client'

import { DateTime } from 'luxon'
import { useCallback, useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { formatHour } from '@/lib/frenchDate'
import { type QueuedStep, readQueue, readSnapshot, writeQueue, writeSnapshot } from '@/lib/offlineDay'
import { petDescription } from '@/lib/pets'
import { useHydrated } from '@/lib/useHydrated'
import type { AgendaAppointment, AgendaDay } from '@/server/agenda/view'
import { dayHasCome, NEXT_VISIT_STEPS as NEXT, VISIT_LABELS, type VisitStatus } from '@/server/appointments/visitSteps'

const BUTTON: Record<VisitStatus, string> = { arrived: 'Arrivé', ready: 'Prêt', finished: 'Terminé', no_show: 'Absent' }

type Props = { groomerId: number; zone: string; savedAt: string; days: AgendaDay[] }
type Answer = { error?: string; appointment?: { visitStatus?: VisitStatus | null } }

/** A day's appointments; one begun the day before (across midnight) shows under that day only. */
const appointmentsOf = (day: AgendaDay, zone: string, first: boolean) => {
  const dayStart = DateTime.fromISO(day.date, { zone }).startOf('day').toMillis()
  return day.items.filter(
    (item): item is AgendaAppointment =>
      item.kind === 'appointment' && item.status !== 'cancelled' && (first || Date.parse(item.start) >= dayStart),
  )
}

/** The view with the steps not sent yet applied: what the groomer did is what they see. */
function withQueued(days: AgendaDay[], queue: QueuedStep[]): AgendaDay[] {
  const steps = new Map(
    queue.filter((entry) => entry.state === 'pending').map((entry) => [entry.reference, entry.step]),
  )
  if (steps.size === 0) return days
  return days.map((day) => ({
    ...day,
    items: day.items.map((item) =>
      item.kind === 'appointment' && steps.has(item.reference)
        ? { ...item, visitStatus: steps.get(item.reference)! }
        : item,
    ),
  }))
}

/**
 * « Ma journée »: today and tomorrow with each customer's phone and pets, kept on the phone so
 * that it reads without network (public/sw.js keeps the page itself). Visit steps taken offline
 * wait here, are sent in the order taken once the network is back, each with the step the screen
 * showed: an appointment changed meanwhile is a conflict, shown, never overwritten.
 */
export function OfflineDay({ groomerId, zone, savedAt: renderedAt, days: rendered }: Props) {
  const hydrated = useHydrated()
  const [days, setDays] = useState(rendered)
  const [savedAt, setSavedAt] = useState(renderedAt)
  const [queue, setQueue] = useState<QueuedStep[]>([])
  const [online, setOnline] = useState(true)
  const [sending, setSending] = useState(false)
  const flushing = useRef(false)

  const keep = useCallback(
    (next: AgendaDay[], at: string) => {
      setDays(next)
      setSavedAt(at)
      writeSnapshot(groomerId, at, next)
    },
    [groomerId],
  )

  const saveQueue = useCallback(
    (next: QueuedStep[]) => {
      setQueue(next)
      writeQueue(groomerId, next)
    },
    [groomerId],
  )

  /** The two days read again from the server (after steps were sent, or refused): the phone's copy follows. */
  const refresh = useCallback(
    async (dates: string[]) => {
      const answers = await Promise.all(
        dates.map((date) =>
          apiFetch<{ days: AgendaDay[] }>(`/api/v1/users/${groomerId}/agenda?vue=jour&date=${date}`).catch(() => null),
        ),
      )
      if (answers.every((answer) => answer?.status === 200 && answer.body))
        keep(
          answers.flatMap((answer) => answer!.body!.days),
          new Date().toISOString(),
        )
    },
    [groomerId, keep],
  )

  /** Sends the waiting steps one after the other; stops at the first that cannot reach the server. */
  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return
    flushing.current = true
    setSending(true)
    let sent = 0
    try {
      for (;;) {
        const waiting = readQueue(groomerId)
        const next = waiting.find((entry) => entry.state === 'pending')
        if (!next) {
          if (sent > 0) await refresh(rendered.map((day) => day.date))
          break
        }
        const { status, body } = await apiFetch<Answer>(
          `/api/v1/appointments/${encodeURIComponent(next.reference)}/visit`,
          {
            method: 'POST',
            body: JSON.stringify({ status: next.step, expected: next.expected }),
          },
        ).catch(() => ({ status: 0, body: null }))
        if (status === 0 || status >= 500) break
        sent++
        const rest = readQueue(groomerId)
        if (status === 200) saveQueue(rest.filter((entry) => entry.id !== next.id))
        else
          saveQueue(
            rest.map((entry) =>
              entry.id === next.id
                ? { ...entry, state: 'conflict', message: body?.error ?? 'Cette étape n’a pas été acceptée.' }
                : entry,
            ),
          )
      }
    } finally {
      flushing.current = false
      setSending(false)
    }
  }, [groomerId, saveQueue, refresh, rendered])

  useEffect(() => {
    // The page may come from the phone's copy (no network): the day kept last is the newest one.
    const kept = readSnapshot<AgendaDay[]>(groomerId)
    if (kept && kept.savedAt > renderedAt) {
      setDays(kept.days)
      setSavedAt(kept.savedAt)
    } else writeSnapshot(groomerId, renderedAt, rendered)
    setQueue(readQueue(groomerId))
    setOnline(navigator.onLine)
    const up = () => (setOnline(true), void flush())
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    void flush()
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
    }
  }, [groomerId, renderedAt, rendered, flush])

  function take(item: AgendaAppointment, step: VisitStatus) {
    const entry: QueuedStep = {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      reference: item.reference,
      step,
      expected: item.visitStatus ?? 'none',
      petName: item.pet?.name ?? null,
      takenAt: new Date().toISOString(),
      state: 'pending',
    }
    const next = [...readQueue(groomerId), entry]
    saveQueue(next)
    // The kept day follows the step at once (it is what the groomer will see offline).
    keep(
      days.map((day) => ({
        ...day,
        items: day.items.map((other) =>
          other.kind === 'appointment' && other.reference === item.reference ? { ...other, visitStatus: step } : other,
        ),
      })),
      savedAt,
    )
    void flush()
  }

  const dismiss = (id: string) => saveQueue(readQueue(groomerId).filter((entry) => entry.id !== id))
  const pending = queue.filter((entry) => entry.state === 'pending')
  const conflicts = queue.filter((entry) => entry.state === 'conflict')
  const shown = withQueued(days, queue)
  const now = new Date()
  const today = DateTime.now().setZone(zone).toISODate()
  const keptAt = DateTime.fromISO(savedAt, { zone }).setLocale('fr').toFormat("cccc d LLLL 'à' HH:mm")

  return (
    <div className="stack">
      <div role="status" className={online ? 'muted' : 'offline-banner'} style={{ margin: 0 }}>
        {online
          ? pending.length > 0
            ? `${sending ? 'Envoi de' : 'À envoyer :'} ${pending.length} étape${pending.length > 1 ? 's' : ''}…`
            : `À jour (${keptAt}). Cette page reste lisible sans réseau.`
          : `Hors ligne : agenda du ${keptAt}.${pending.length > 0 ? ` ${pending.length} étape${pending.length > 1 ? 's' : ''} en attente d’envoi : elle${pending.length > 1 ? 's partiront' : ' partira'} au retour du réseau.` : ''}`}
      </div>
      {conflicts.map((entry) => (
        <div key={entry.id} role="alert" className="form-error stack" style={{ gap: '0.35rem' }}>
          <p style={{ margin: 0 }}>
            {entry.petName ?? 'Rendez-vous'} : « {BUTTON[entry.step]} » non enregistré. {entry.message}
          </p>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => dismiss(entry.id)}>
            J’ai compris
          </button>
        </div>
      ))}
      {shown.map((day, index) => {
        const appointments = appointmentsOf(day, zone, index === 0)
        const label = DateTime.fromISO(day.date, { zone }).setLocale('fr').toFormat('cccc d LLLL')
        return (
          <section key={day.date} className="stack" aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`}>
              {day.date === today ? 'Aujourd’hui' : 'Demain'}, {label}
            </h2>
            {day.closed ? <p className="muted">{day.closed}</p> : null}
            {appointments.length === 0 ? <p className="muted">Aucun rendez-vous.</p> : null}
            <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {appointments.map((item) => {
                const waiting = pending.some((entry) => entry.reference === item.reference)
                const steps =
                  item.status === 'confirmed' && dayHasCome({ start: item.start, timezone: zone }, now)
                    ? NEXT[item.visitStatus ?? 'none'].filter(
                        (step) => step !== 'no_show' || new Date(item.start) <= now,
                      )
                    : []
                return (
                  <li key={item.id} className="card stack" style={{ gap: '0.4rem' }} data-reference={item.reference}>
                    <p style={{ margin: 0, fontWeight: 600 }}>
                      {formatHour(item.start, zone)} – {formatHour(item.end, zone)} · {item.customer}
                    </p>
                    <p style={{ margin: 0 }}>
                      {item.lines.length > 1
                        ? item.lines
                            .map((line) => `${line.petName ?? 'Animal'} (${line.motiveTitle ?? item.title})`)
                            .join(', ')
                        : item.pet
                          ? `${item.pet.name} · ${petDescription(item.pet)} · ${item.title}`
                          : item.title}
                    </p>
                    {item.phone || item.email ? (
                      <div className="contact-links">
                        {item.phone ? (
                          <a href={item.phone.href} aria-label={`Appeler ${item.customer} au ${item.phone.label}`}>
                            {item.phone.label}
                          </a>
                        ) : null}
                        {item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : null}
                      </div>
                    ) : null}
                    {item.note ? (
                      <p className="muted" style={{ margin: 0 }}>
                        Note : {item.note}
                      </p>
                    ) : null}
                    <p style={{ margin: 0 }}>
                      {item.status === 'pending'
                        ? 'En attente de validation'
                        : item.visitStatus
                          ? VISIT_LABELS[item.visitStatus]
                          : 'Confirmé'}
                      {waiting ? <strong className="pending-badge"> · en attente d’envoi</strong> : null}
                    </p>
                    {steps.length > 0 ? (
                      <div
                        className="actions-row"
                        role="group"
                        aria-label={`Suivi de ${item.pet?.name ?? item.customer}`}
                      >
                        {steps.map((step) => (
                          <button
                            key={step}
                            type="button"
                            className={step === 'no_show' ? 'btn btn-ghost' : 'btn'}
                            disabled={!hydrated}
                            onClick={() => take(item, step)}
                          >
                            {BUTTON[step]}
                          </button>
                        ))}
                      </div>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
