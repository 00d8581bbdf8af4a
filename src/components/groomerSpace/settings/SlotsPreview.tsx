'use client'

import { DateTime } from 'luxon'
import { useEffect, useId, useState } from 'react'

import { SelectField } from '@/components/booking/fields'
import { slotTime } from '@/components/groomers/format'
import { apiFetch } from '@/lib/apiClient'
import { capitalizeFirst } from '@/lib/frenchDate'

import styles from './settings.module.css'

type Day = { date: string; open: boolean; reason?: string; slots: { start: string; end: string }[] }
type MotiveChoice = { id: number; title: string }

const REASONS: Record<string, string> = {
  sunday: 'Dimanche',
  holiday: 'Vacances',
  public_holiday: 'Jour férié',
  not_working: 'Fermé',
  beyond_horizon: 'Au-delà de votre délai de réservation',
  too_soon: 'Dans votre délai de prévenance',
}

const SIZE_OPTIONS = [
  { value: 'small', label: 'Petit' },
  { value: 'medium', label: 'Moyen' },
  { value: 'large', label: 'Grand' },
  { value: 'giant', label: 'Très grand' },
]

/**
 * The public slots the current settings give for the coming weeks, for one motive. `settingsKey`
 * changes when the page re-reads the settings after a save, which fetches the preview again.
 */
export function SlotsPreview({ motives, settingsKey }: { motives: MotiveChoice[]; settingsKey: string }) {
  const [motive, setMotive] = useState(motives[0] ? String(motives[0].id) : '')
  const [size, setSize] = useState('')
  const [days, setDays] = useState<Day[] | null>(null)
  const [failed, setFailed] = useState(false)
  const headingId = useId()

  useEffect(() => {
    if (!motive) return
    let cancelled = false
    setFailed(false)
    const query = new URLSearchParams({ motive, weeks: '2', ...(size ? { size } : {}) })
    apiFetch<{ days: Day[] }>(`/api/v1/slots-preview?${query}`)
      .then(({ status, body }) => {
        if (cancelled) return
        if (status === 200 && body) setDays(body.days)
        else setFailed(true)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [motive, size, settingsKey])

  if (motives.length === 0) return <p className="muted">Ajoutez un motif pour voir l’aperçu de vos créneaux.</p>
  return (
    <div>
      <div className={styles.row}>
        <SelectField
          label="Motif"
          value={motive}
          onChange={setMotive}
          options={motives.map((m) => ({ value: String(m.id), label: m.title }))}
        />
        <SelectField
          label="Gabarit de l’animal"
          value={size}
          onChange={setSize}
          options={SIZE_OPTIONS}
          placeholder="Durée du motif"
        />
      </div>
      <h3 id={headingId} className="visually-hidden">
        Créneaux des deux prochaines semaines
      </h3>
      {failed ? (
        <p className="form-error" role="alert">
          L’aperçu n’a pas pu être chargé. Réessayez dans un instant.
        </p>
      ) : null}
      {!days && !failed ? (
        <p className="muted" aria-live="polite">
          Chargement de l’aperçu…
        </p>
      ) : null}
      {days ? (
        <ul className={styles.list} aria-live="polite" data-testid="slots-preview">
          {days.map((day) => (
            <li key={day.date} className={styles.day}>
              <strong>{capitalizeFirst(DateTime.fromISO(day.date).setLocale('fr').toFormat('cccc d LLLL'))}</strong>
              {day.slots.length ? (
                <ul className={styles.slots}>
                  {day.slots.map((slot) => (
                    <li key={slot.start} className="chip">
                      {slotTime(slot.start)}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted"> : {REASONS[day.reason ?? ''] ?? 'Aucun créneau libre'}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
