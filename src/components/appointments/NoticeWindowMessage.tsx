import type { AppointmentRules } from '@/server/booking/rules'

/** Inside the notice window: only a call changes the appointment, so the groomer's number is one tap away. */
export function NoticeWindowMessage({ rules }: { rules: AppointmentRules }) {
  return (
    <p className="muted" style={{ margin: 0 }}>
      Moins de {rules.noticeHours} h avant le rendez-vous, il n’est plus possible d’annuler ou de reporter en ligne :
      appelez votre toiletteur
      {rules.groomerPhone ? (
        <>
          {' '}
          au <a href={`tel:${rules.groomerPhone.replace(/[^\d+]/g, '')}`}>{rules.groomerPhone}</a>
        </>
      ) : null}
      .
    </p>
  )
}
