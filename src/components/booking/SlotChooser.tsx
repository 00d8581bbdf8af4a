'use client'

import { DateTime } from 'luxon'
import { useEffect, useRef, useState } from 'react'

import { slotDay } from '@/components/groomers/format'
import { RovingSlotGroup } from '@/components/groomers/RovingSlotGroup'
import { SlotLabel } from '@/components/groomers/SlotLabel'
import { apiFetch } from '@/lib/apiClient'

type Day = { date: string; open: boolean; slots: { start: string; end: string }[] }

/** Weeks looked through for the first free slots from a given day, before showing an empty week. */
const SEARCH_WEEKS = 8

type Props = {
  groomerId: number
  motiveId: number
  size?: string
  /** Several pets: `motive:size` of each, the slots lasting the sum of their durations. */
  pets?: string
  timezone: string
  selected: string | null
  onPick: (slot: { start: string; end: string }) => void
  initialDays?: Day[]
  /** The first day shown (today when absent or past); from it, empty weeks are skipped to the first free slots. */
  fromDay?: string
}

/** A week of the groomer's free slots for the motive, fetched fresh (pages showing slots are cached). */
export function SlotChooser({
  groomerId,
  motiveId,
  size,
  pets,
  timezone,
  selected,
  onPick,
  initialDays,
  fromDay,
}: Props) {
  const [weekStart, setWeekStart] = useState(0)
  // Weeks still to skip while they have no free slot (only when asked from a day).
  const searching = useRef(fromDay ? SEARCH_WEEKS : 0)
  const [days, setDays] = useState<Day[] | null>(initialDays ?? null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (initialDays && weekStart === 0) return
    let cancelled = false
    const today = DateTime.now().setZone(timezone).startOf('day')
    const asked = fromDay ? DateTime.fromISO(fromDay, { zone: timezone }) : null
    const from = (asked?.isValid && asked > today ? asked : today).plus({ days: weekStart })
    const query = new URLSearchParams({
      ...(pets ? { pets } : { motive: String(motiveId), ...(size ? { size } : {}) }),
      from: from.toISODate() ?? '',
      to: from.plus({ days: 6 }).toISODate() ?? '',
    })
    setDays(null)
    setFailed(false)
    apiFetch<{ days: Day[] }>(`/api/v1/users/${groomerId}/slots?${query}`)
      .then(({ status, body }) => {
        if (cancelled) return
        if (status !== 200 || !body) return setFailed(true)
        if (searching.current > 0 && body.days.every((day) => day.slots.length === 0)) {
          searching.current -= 1
          return setWeekStart((start) => start + 7)
        }
        searching.current = 0
        setDays(body.days)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [groomerId, motiveId, size, pets, timezone, weekStart, initialDays, fromDay])

  if (failed)
    return <p className="form-error">Les disponibilités n’ont pas pu être chargées. Réessayez dans un instant.</p>
  if (!days)
    return (
      <p className="muted" aria-live="polite">
        Chargement des disponibilités…
      </p>
    )
  const open = days.filter((day) => day.slots.length > 0)
  return (
    <div className="stack" style={{ gap: '0.75rem' }}>
      {open.length === 0 ? <p className="muted">Aucun créneau libre cette semaine.</p> : null}
      {open.length > 0 ? (
        <RovingSlotGroup label="Créneaux de la semaine" orientation="rows" className="stack" style={{ gap: '0.75rem' }}>
          {open.map((day) => (
            <fieldset key={day.date} className="booking-day" data-slot-day="">
              <legend>{slotDay(day.slots[0].start)}</legend>
              <div className="slot-list">
                {day.slots.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    className="slot"
                    data-slot=""
                    aria-pressed={slot.start === selected}
                    onClick={() => onPick(slot)}
                  >
                    <SlotLabel start={slot.start} />
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </RovingSlotGroup>
      ) : null}
      <div className="booking-actions">
        {weekStart > 0 ? (
          <button type="button" className="btn btn-ghost" onClick={() => setWeekStart(weekStart - 7)}>
            Semaine précédente
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={() => setWeekStart(weekStart + 7)}>
          Semaine suivante
        </button>
      </div>
    </div>
  )
}
