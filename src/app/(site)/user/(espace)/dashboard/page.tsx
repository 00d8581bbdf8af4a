import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { AppointmentList } from '@/components/site/AppointmentList'
import { upcomingAppointments } from '@/server/appointments/queries'
import { requirePerson } from '@/server/auth/requirePerson'

export const metadata: Metadata = { title: pageTitle('Tableau de bord') }

export default async function GroomerDashboardPage() {
  const groomer = await requirePerson('user')
  const appointments = await upcomingAppointments(groomer, new Date(), 10)
  const firstName = 'firstName' in groomer ? String(groomer.firstName) : ''
  return (
    <div className="stack">
      <h1>Bonjour {firstName}</h1>
      <section className="stack" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Prochains rendez-vous</h2>
        <AppointmentList appointments={appointments} show="attendee" empty="Aucun rendez-vous à venir pour le moment." />
      </section>
    </div>
  )
}
