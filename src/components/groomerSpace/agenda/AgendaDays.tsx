import { DateTime } from 'luxon'

import { CustomerContactLinks } from '@/components/groomerSpace/events/GroomerAppointmentItem'
import { VisitActions } from '@/components/groomerSpace/events/VisitActions'
import { dayHasCome, VISIT_LABELS } from '@/lib/visit'
import type { Agenda, AgendaItem } from '@/server/agenda/view'

import { AgendaItemActions } from './AgendaItemActions'
import styles from './agenda.module.css'

const STATUS: Record<string, string> = { pending: 'En attente de validation', confirmed: 'Confirmé', refused: 'Refusé', cancelled: 'Annulé' }

function hours(item: AgendaItem, zone: string) {
  const start = DateTime.fromISO(item.start, { zone })
  const end = DateTime.fromISO(item.end, { zone })
  const sameDay = start.hasSame(end, 'day')
  return `${start.toFormat('HH:mm')} – ${sameDay ? end.toFormat('HH:mm') : end.setLocale('fr').toFormat("d LLL 'à' HH:mm")}`
}

function itemClass(item: AgendaItem) {
  if (item.kind === 'block') return styles.block
  if (item.status === 'pending') return styles.pending
  if (item.status === 'confirmed') return styles.confirmed
  return styles.inactive
}

/** The days of the agenda: each day's appointments (status colours) and blocked times, in the groomer's zone. */
export function AgendaDays({ agenda, groomerId, editable }: { agenda: Agenda; groomerId: number; editable: boolean }) {
  const now = new Date()
  const today = DateTime.fromJSDate(now).setZone(agenda.zone).toISODate()
  return (
    <div className={agenda.mode === 'semaine' ? styles.week : undefined} data-testid="agenda-days">
      {agenda.days.map((day) => {
        const date = DateTime.fromISO(day.date, { zone: agenda.zone }).setLocale('fr')
        return (
          <section key={day.date} className={`${styles.day} ${day.date === today ? styles.today : ''}`} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`} className={styles.dayTitle}>
              {date.toFormat('cccc d LLLL')}
              {day.date === today ? <span className="visually-hidden"> (aujourd’hui)</span> : null}
            </h2>
            {day.closed ? <p className={styles.closed}>{day.closed}</p> : null}
            {day.items.length === 0 ? (
              <p className={styles.empty}>Rien de prévu.</p>
            ) : (
              <ul className={styles.items}>
                {day.items.map((item) => (
                  <li key={`${item.kind}-${item.id}`} className={`${styles.item} ${itemClass(item)}`} data-testid={item.kind === 'block' ? 'agenda-block' : 'agenda-appointment'}>
                    <p className={styles.time}>{hours(item, agenda.zone)}</p>
                    {item.kind === 'block' ? (
                      <p className={styles.title}>Bloqué : {item.reason}</p>
                    ) : (
                      <>
                        <p className={styles.title}>{item.title}</p>
                        <p className={styles.meta}>
                          <strong>{item.customer}</strong>
                          {item.pet ? ` · ${item.pet.name}${item.pet.breed ? ` (${item.pet.breed})` : ''}` : ''}
                        </p>
                        <CustomerContactLinks contact={{ name: item.customer, phone: item.phone, email: item.email, history: item.history }} />
                        <p className={styles.meta}>
                          {STATUS[item.status] ?? item.status}
                          {item.visitStatus ? ` · ${VISIT_LABELS[item.visitStatus]}` : ''}
                          {item.source === 'groomer' ? ' · saisi par vous' : ' · réservé en ligne'}
                        </p>
                        {editable && item.status === 'confirmed' && dayHasCome({ start: item.start, timezone: agenda.zone }, now) ? (
                          <VisitActions reference={item.reference} status={item.visitStatus} started={Date.parse(item.start) <= now.getTime()} petName={item.pet?.name ?? null} />
                        ) : null}
                      </>
                    )}
                    {editable && (item.kind === 'block' || item.status === 'pending' || item.status === 'confirmed') ? (
                      <AgendaItemActions groomerId={groomerId} item={{ kind: item.kind, id: item.id, start: DateTime.fromISO(item.start, { zone: agenda.zone }).toFormat("yyyy-MM-dd'T'HH:mm") }} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}
