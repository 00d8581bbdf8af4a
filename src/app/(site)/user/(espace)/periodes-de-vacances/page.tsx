import { DateTime } from 'luxon'
import type { Metadata } from 'next'

import { HolidaysManager } from '@/components/groomerSpace/settings/HolidaysManager'
import { requirePerson } from '@/server/http/requirePerson'
import { listHolidays } from '@/server/groomerSettings/holidays'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Périodes de vacances') }

export default async function HolidaysPage() {
  const groomer = await requirePerson('groomer')
  const timezone = ('timezone' in groomer && typeof groomer.timezone === 'string' && groomer.timezone) || 'Europe/Paris'
  const now = new Date()
  const holidays = await listHolidays(groomer, now)
  return (
    <div className="stack">
      <h1>Périodes de vacances</h1>
      <p className="muted">
        Pendant vos vacances, aucun créneau n’est proposé à la réservation. Les rendez-vous déjà pris ne sont pas
        annulés.
      </p>
      <HolidaysManager
        holidays={holidays}
        today={DateTime.fromJSDate(now, { zone: timezone }).toISODate() ?? ''}
        timezone={timezone}
      />
    </div>
  )
}
