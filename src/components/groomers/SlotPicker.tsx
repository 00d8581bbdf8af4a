import Link from 'next/link'
import type { DaySlots } from 'booking-engine'

import { slotDay, slotTime } from './format'

const REASONS: Record<string, string> = {
  sunday: 'Fermé le dimanche',
  holiday: 'En congés',
  public_holiday: 'Jour férié',
  not_working: 'Fermé',
  full: 'Complet',
  past: 'Passé',
  beyond_horizon: 'Pas encore ouvert à la réservation',
}

type Props = { days: DaySlots[]; slotHref: (start: string) => string; selected?: string | null; perDay?: number }

/** The coming days with their free slots, each slot a link that picks it. */
export function SlotPicker({ days, slotHref, selected, perDay = 8 }: Props) {
  return (
    <ul className="slot-days" aria-label="Prochaines disponibilités">
      {days.map((day) => (
        <li key={day.date} className="slot-day">
          <h3>{slotDay(`${day.date}T12:00:00Z`)}</h3>
          {day.open && day.slots.length > 0 ? (
            <ul className="slot-list">
              {day.slots.slice(0, perDay).map((slot) => (
                <li key={slot.startMs}>
                  <Link href={slotHref(slot.start)} className="slot" aria-current={slot.start === selected ? 'true' : undefined} scroll={false}>
                    {slotTime(slot.start)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{REASONS[day.reason ?? 'full'] ?? 'Complet'}</p>
          )}
        </li>
      ))}
    </ul>
  )
}
