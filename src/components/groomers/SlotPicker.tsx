'use client'

import { slotHref } from '@/components/directory/hrefs'

import { slotDay } from './format'
import { RovingSlotGroup } from './RovingSlotGroup'
import { SlotLabel } from './SlotLabel'

const REASONS: Record<string, string> = {
  sunday: 'Fermé le dimanche',
  holiday: 'En congés',
  public_holiday: 'Jour férié',
  not_working: 'Fermé',
  full: 'Complet',
  past: 'Passé',
  too_soon: 'Plus réservable en ligne',
  beyond_horizon: 'Pas encore ouvert à la réservation',
}

/** A day of the profile's slots: its groomer-local date, its free slots' starts (ISO), or why none. */
export type SlotDay = { date: string; starts: string[]; reason: string | null }

type Props = { uri: string; motiveId: number; days: SlotDay[]; selected?: string | null }

/**
 * The coming days with their free slots, each slot a link that picks it for the motive; one tab
 * stop, arrows inside. A client component so that the profile's RSC payload carries each slot's
 * start only, not its rendered link (about 300 bytes a slot; decision 0052, as the city cards).
 */
export function SlotPicker({ uri, motiveId, days, selected }: Props) {
  return (
    <RovingSlotGroup label="Créneaux" orientation="rows">
      <ul className="slot-days" aria-label="Prochaines disponibilités">
        {days.map((day) => (
          <li key={day.date} className="slot-day" data-slot-day="">
            <h3>{slotDay(`${day.date}T12:00:00Z`)}</h3>
            {day.starts.length > 0 ? (
              <ul className="slot-list">
                {day.starts.map((start) => (
                  <li key={start}>
                    {/* Plain links: fifty next/link were most of a profile's hydration on a phone (bench:web). */}
                    <a
                      href={`${slotHref(uri, motiveId, { start })}#reservation`}
                      className="slot"
                      data-slot=""
                      aria-current={start === selected ? 'true' : undefined}
                    >
                      <SlotLabel start={start} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{REASONS[day.reason ?? 'full'] ?? 'Complet'}</p>
            )}
          </li>
        ))}
      </ul>
    </RovingSlotGroup>
  )
}
