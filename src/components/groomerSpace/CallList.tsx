import { DateTime } from 'luxon'

import type { Call } from '@/payload-types'
import { CALL_STATUS_LABELS, formatDuration } from '@/server/calls/list'

import styles from './CallList.module.css'

/** The groomer's tracked calls: caller, date in the groomer's zone, duration, status. */
export function CallList({ calls, timezone }: { calls: Call[]; timezone: string }) {
  return (
    <ul className={styles.list}>
      {calls.map((call) => (
        <li key={call.id} className={`card ${styles.call}`}>
          <strong>{call.from}</strong>
          <span>
            <time dateTime={call.startedAt}>
              {DateTime.fromISO(call.startedAt, { zone: timezone }).setLocale('fr').toFormat("dd/MM/yyyy 'à' HH:mm")}
            </time>
          </span>
          <span>Durée : {formatDuration(call.durationSeconds)}</span>
          <span
            className={
              call.status === 'completed' ? styles.ok : call.status === 'in-progress' ? styles.live : styles.missed
            }
          >
            {CALL_STATUS_LABELS[call.status ?? ''] ?? 'Statut inconnu'}
          </span>
        </li>
      ))}
    </ul>
  )
}
