import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { AvailabilityRequestList } from '@/components/groomerSpace/AvailabilityRequestList'
import { ValidationActions } from '@/components/groomerSpace/ValidationActions'
import { AppointmentList } from '@/components/site/AppointmentList'
import { appointmentsToValidate, availabilityRequestsToAnswer, upcomingAppointments } from '@/server/appointments/queries'
import { requirePerson } from '@/server/auth/requirePerson'

export const metadata: Metadata = { title: pageTitle('Tableau de bord') }

export default async function GroomerDashboardPage() {
  const groomer = await requirePerson('user')
  const now = new Date()
  const [toValidate, requests, appointments] = await Promise.all([
    appointmentsToValidate(groomer, now),
    availabilityRequestsToAnswer(groomer),
    upcomingAppointments(groomer, now, 10),
  ])
  const firstName = 'firstName' in groomer ? String(groomer.firstName) : ''
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  return (
    <div className="stack">
      <h1>Bonjour {firstName}</h1>
      <section className="stack" aria-labelledby="to-validate-title">
        <h2 id="to-validate-title">Demandes à valider ({toValidate.length})</h2>
        <AppointmentList
          appointments={toValidate}
          show="attendee"
          empty="Aucune demande en attente de validation."
          actions={(appointment) => <ValidationActions reference={appointment.reference} />}
        />
      </section>
      {requests.length > 0 ? (
        <section className="stack" aria-labelledby="availabilities-title">
          <h2 id="availabilities-title">Disponibilités proposées par vos clients</h2>
          <AvailabilityRequestList requests={requests} timezone={timezone} />
        </section>
      ) : null}
      <section className="stack" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Prochains rendez-vous</h2>
        <AppointmentList appointments={appointments} show="attendee" empty="Aucun rendez-vous à venir pour le moment." />
      </section>
    </div>
  )
}
