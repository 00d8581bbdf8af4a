import { DateTime } from 'luxon'
import type { Metadata } from 'next'

import { OfflineDay } from '@/components/groomerSpace/app/OfflineDay'
import type { User } from '@/payload-types'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { loadAgenda } from '@/server/agenda/view'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Ma journée'), robots: { index: false } }

/** `/user/ma-journee`: today and tomorrow, readable without network, the visit steps kept until they are sent. */
export default async function MyDayPage() {
  const groomer = (await requirePerson('groomer')) as AuthenticatedPerson & User
  const zone = groomer.timezone || 'Europe/Paris'
  const today = DateTime.now().setZone(zone)
  const [day, next] = await Promise.all([
    loadAgenda(groomer, 'jour', today.toISODate() ?? ''),
    loadAgenda(groomer, 'jour', today.plus({ days: 1 }).toISODate() ?? ''),
  ])
  return (
    <div className="stack">
      <h1>Ma journée</h1>
      <OfflineDay
        groomerId={groomer.id}
        zone={zone}
        savedAt={new Date().toISOString()}
        days={[...day.days, ...next.days]}
      />
    </div>
  )
}
