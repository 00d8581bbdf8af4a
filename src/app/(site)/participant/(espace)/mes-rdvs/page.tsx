import type { Metadata } from 'next'
import Link from 'next/link'

import { AppointmentActions } from '@/components/appointments/AppointmentActions'
import { ChangeNotice } from '@/components/appointments/ChangeNotice'
import { AppointmentList } from '@/components/site/AppointmentList'
import { relationId } from '@/lib/relations'
import type { User } from '@/payload-types'
import { pastAppointments, upcomingAppointments } from '@/server/appointments/queries'
import { requirePerson } from '@/server/auth/requirePerson'
import { appointmentRules, noticeWindowMessage } from '@/server/booking/rules'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mes rendez-vous') }

const detailsLink = (reference: string) => (
  <div className="actions-row">
    <Link href={`/appointments/${reference}`} className="btn btn-ghost btn-small" aria-label={`Détails du rendez-vous ${reference}`}>
      Détails
    </Link>
  </div>
)

export default async function MyAppointmentsPage({ searchParams }: { searchParams: Promise<{ annule?: string; reporte?: string }> }) {
  const attendee = await requirePerson('attendee')
  const done = await searchParams
  const now = new Date()
  const [upcoming, past] = await Promise.all([upcomingAppointments(attendee, now), pastAppointments(attendee, now)])
  return (
    <div className="stack">
      <h1>Mes rendez-vous</h1>
      {done.annule ? <ChangeNotice kind="cancelled" /> : done.reporte ? <ChangeNotice kind="postponed" /> : null}
      <section className="stack" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">À venir</h2>
        <AppointmentList
          appointments={upcoming}
          show="groomer"
          empty="Vous n’avez aucun rendez-vous à venir."
          // Every coming appointment with what it allows: withdraw, cancel, postpone, or the phone inside the notice window.
          actions={(appointment) => {
            const groomer = appointment.groomer as User
            const rules = appointmentRules(appointment, groomer, now)
            return (
              <div className="stack" style={{ gap: '0.5rem' }}>
                {detailsLink(appointment.reference)}
                {rules.canCancel ? (
                  <AppointmentActions reference={appointment.reference} groomerId={groomer.id} motiveId={relationId(appointment.motive)} timezone={appointment.timezone} doneHref="/participant/mes-rdvs" />
                ) : rules.insideNoticeWindow ? (
                  <p className="muted" style={{ margin: 0 }}>
                    {noticeWindowMessage(rules)}
                  </p>
                ) : null}
              </div>
            )
          }}
        />
      </section>
      <section className="stack" aria-labelledby="past-title">
        <h2 id="past-title">Passés</h2>
        <AppointmentList appointments={past} show="groomer" empty="Aucun rendez-vous passé." actions={(appointment) => detailsLink(appointment.reference)} />
      </section>
    </div>
  )
}
