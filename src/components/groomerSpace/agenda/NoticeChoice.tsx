'use client'

import { useId } from 'react'

import { AGENDA_WARNINGS, type CustomerNotice } from '@/lib/agendaNotice'

import styles from './agenda.module.css'

/**
 * « Prévenir le client ? »: SMS and e-mail ticked or not (none ticked: nobody is told), the
 * groomer's last answer first. A visit already begun is never announced: said instead of asked.
 */
export function NoticeChoice({
  value,
  onChange,
  past,
}: {
  value: CustomerNotice
  onChange: (next: CustomerNotice) => void
  past: boolean
}) {
  const hintId = useId()
  if (past) {
    return (
      <p className={styles.noticeHint} data-testid="notice-past">
        {AGENDA_WARNINGS.pastNoNotice}
      </p>
    )
  }
  const silent = !value.sms && !value.email
  return (
    <fieldset className={styles.notice} aria-describedby={hintId}>
      <legend>Prévenir le client ?</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.sms}
          onChange={(event) => onChange({ ...value, sms: event.target.checked })}
        />
        Par SMS
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.email}
          onChange={(event) => onChange({ ...value, email: event.target.checked })}
        />
        Par e-mail
      </label>
      <p id={hintId} className={styles.noticeHint}>
        {silent ? 'Le client ne sera pas prévenu.' : 'Votre choix est gardé pour la prochaine fois.'}
      </p>
    </fieldset>
  )
}
