import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { AppointmentList } from '@/components/site/AppointmentList'
import { pastAppointments, upcomingAppointments } from '@/server/appointments/queries'
import { requirePerson } from '@/server/auth/requirePerson'

export const metadata: Metadata = { title: pageTitle('Mes rendez-vous') }

export default async function MyAppointmentsPage() {
  const attendee = await requirePerson('attendee')
  const now = new Date()
  const [upcoming, past] = await Promise.all([upcomingAppointments(attendee, now), pastAppointments(attendee, now)])
  return (
    <div className="stack">
      <h1>Mes rendez-vous</h1>
      <section className="stack" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">À venir</h2>
        <AppointmentList appointments={upcoming} show="groomer" empty="Vous n’avez aucun rendez-vous à venir." />
      </section>
      <section className="stack" aria-labelledby="past-title">
        <h2 id="past-title">Passés</h2>
        <AppointmentList appointments={past} show="groomer" empty="Aucun rendez-vous passé." />
      </section>
    </div>
  )
}
