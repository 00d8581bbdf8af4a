import type { DaySlots } from 'booking-engine'

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

type Props = { days: DaySlots[]; slotHref: (start: string) => string; selected?: string | null; perDay?: number }

/** The coming days with their free slots, each slot a link that picks it; one tab stop, arrows inside. */
export function SlotPicker({ days, slotHref, selected, perDay = 8 }: Props) {
  return (
    <RovingSlotGroup label="Créneaux" orientation="rows">
      <ul className="slot-days" aria-label="Prochaines disponibilités">
        {days.map((day) => (
          <li key={day.date} className="slot-day" data-slot-day="">
            <h3>{slotDay(`${day.date}T12:00:00Z`)}</h3>
            {day.open && day.slots.length > 0 ? (
              <ul className="slot-list">
                {day.slots.slice(0, perDay).map((slot) => (
                  <li key={slot.startMs}>
                    {/* Plain links: fifty next/link were most of a profile's hydration on a phone (bench:web). */}
                    <a
                      href={slotHref(slot.start)}
                      className="slot"
                      data-slot=""
                      aria-current={slot.start === selected ? 'true' : undefined}
                    >
                      <SlotLabel start={slot.start} />
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
