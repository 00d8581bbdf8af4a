import { DateTime } from 'luxon'
import type { Metadata } from 'next'
import Link from 'next/link'

import { pageTitle } from '@/server/seo/title'

import { AvailabilityRequestList } from '@/components/groomerSpace/AvailabilityRequestList'
import { GroomerAppointmentList } from '@/components/groomerSpace/events/GroomerAppointmentItem'
import { MonthFigures } from '@/components/groomerSpace/events/MonthFigures'
import { ValidationActions } from '@/components/groomerSpace/ValidationActions'
import { PublicationChecklist } from '@/components/groomerSpace/publication/PublicationChecklist'
import { withCustomerNames } from '@/server/appointments/customers'
import { dayAndWeek, monthFigures, zoneOf } from '@/server/appointments/dashboard'
import { appointmentsToValidate, availabilityRequestsToAnswer } from '@/server/appointments/queries'
import { requirePerson } from '@/server/http/requirePerson'
import { listConnections } from '@/server/calendarSync/connections'
import { publicationStatus } from '@/server/groomerAccount/publication'
import type { SignedInGroomer } from '@/server/groomerAccount/self'

export const metadata: Metadata = { title: pageTitle('Tableau de bord') }

export default async function GroomerDashboardPage() {
  const groomer = await requirePerson('groomer')
  const now = new Date()
  const timezone = zoneOf(groomer)
  const [toValidate, requests, { today, coming }, figures, calendars, publication] = await Promise.all([
    appointmentsToValidate(groomer, now).then(withCustomerNames),
    availabilityRequestsToAnswer(groomer, now),
    dayAndWeek(groomer, now),
    monthFigures(groomer, now),
    listConnections(groomer),
    publicationStatus(groomer as SignedInGroomer),
  ])
  const broken = calendars.filter((c) => c.status === 'broken')
  const firstName = 'firstName' in groomer ? String(groomer.firstName) : ''
  const local = DateTime.fromJSDate(now, { zone: timezone }).setLocale('fr')
  return (
    <div className="stack">
      <h1>Bonjour {firstName}</h1>
      <PublicationChecklist groomerId={Number(groomer.id)} status={publication} />
      {broken.length > 0 ? (
        <p className="form-error" role="alert" style={{ margin: 0 }}>
          Votre agenda {broken.map((c) => c.accountLabel).join(', ')} n’est plus synchronisé.{' '}
          <Link href="/user/setting/calendriers">Reconnectez ce calendrier</Link>
        </p>
      ) : null}
      <section className="stack" aria-labelledby="today-title">
        <h2 id="today-title">Aujourd’hui, {local.toFormat('cccc d LLLL')}</h2>
        <GroomerAppointmentList appointments={today} timezone={timezone} empty="Aucun rendez-vous aujourd’hui." />
      </section>
      <section className="stack" aria-labelledby="to-validate-title">
        <h2 id="to-validate-title">Demandes à valider ({toValidate.length})</h2>
        <GroomerAppointmentList
          appointments={toValidate}
          timezone={timezone}
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
        <h2 id="upcoming-title">Les 7 prochains jours</h2>
        <GroomerAppointmentList
          appointments={coming}
          timezone={timezone}
          empty="Aucun rendez-vous dans les 7 prochains jours."
        />
      </section>
      <MonthFigures figures={figures} month={local.toFormat('LLLL yyyy')} />
    </div>
  )
}
