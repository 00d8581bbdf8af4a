import type { Metadata } from 'next'

import { BookingDelaysForm } from '@/components/groomerSpace/settings/BookingDelaysForm'
import { OpeningHoursForm } from '@/components/groomerSpace/settings/OpeningHoursForm'
import { PublicHolidaysForm } from '@/components/groomerSpace/settings/PublicHolidaysForm'
import { SlotsPreview } from '@/components/groomerSpace/settings/SlotsPreview'
import { requirePerson } from '@/server/http/requirePerson'
import { bookingDelaysOf } from '@/server/groomerSettings/delays'
import { listOwnMotives } from '@/server/groomerSettings/motives'
import { listOpeningHours } from '@/server/openingHours/weekly'
import { publicHolidaysByMonth } from '@/server/groomerSettings/publicHolidays'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Horaires et disponibilités') }

export default async function OpeningHoursPage() {
  const groomer = await requirePerson('groomer')
  const [ranges, months, motives] = await Promise.all([
    listOpeningHours(groomer),
    publicHolidaysByMonth(groomer),
    listOwnMotives(groomer),
  ])
  const delays = bookingDelaysOf(groomer)
  const settingsKey = JSON.stringify({ ranges, months, delays })
  return (
    <div className="stack">
      <h1>Horaires et disponibilités</h1>
      <section className="card" aria-labelledby="hours-title">
        <h2 id="hours-title">Horaires d’ouverture</h2>
        <OpeningHoursForm ranges={ranges} />
      </section>
      <section className="card" aria-labelledby="preview-title">
        <h2 id="preview-title">Aperçu de vos créneaux publics</h2>
        <SlotsPreview
          motives={motives.filter((m) => m.bookableOnline !== false).map((m) => ({ id: m.id, title: m.title }))}
          settingsKey={settingsKey}
        />
      </section>
      <section className="card" aria-labelledby="delays-title">
        <h2 id="delays-title">Délais de réservation</h2>
        <BookingDelaysForm delays={delays} />
      </section>
      <section className="card" aria-labelledby="public-holidays-title">
        <h2 id="public-holidays-title">Jours fériés travaillés</h2>
        <PublicHolidaysForm months={months} />
      </section>
    </div>
  )
}
