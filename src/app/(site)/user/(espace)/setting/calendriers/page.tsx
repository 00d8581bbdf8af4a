import { DateTime } from 'luxon'
import type { Metadata } from 'next'
import Link from 'next/link'

import { ConnectionCard, type ConnectionCardView } from '@/components/groomerSpace/calendars/ConnectionCard'
import { IcloudConnectForm } from '@/components/groomerSpace/calendars/IcloudConnectForm'
import { zoneOf } from '@/server/appointments/dashboard'
import { requirePerson } from '@/server/http/requirePerson'
import { listConnections } from '@/server/calendarSync/connections'
import { consentNotice } from '@/server/calendarSync/consentNotice'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Calendriers'), robots: { index: false } }

const PROVIDER_NAMES = { google: 'Google Agenda', microsoft: 'Outlook / Office 365', icloud: 'Apple iCloud' } as const
const RECONNECT = {
  google: '/api/v1/calendar-connections/google/start',
  microsoft: '/api/v1/calendar-connections/microsoft/start',
  icloud: '#connecter-icloud',
} as const

/** `/user/setting/calendriers`: the groomer's outside calendars (busy times in, appointments out). */
type Props = { searchParams: Promise<{ calendrier?: string; message?: string }> }

export default async function CalendarsSettingsPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  const query = await searchParams
  const notice = consentNotice(query.calendrier, query.message)
  const zone = zoneOf(groomer)
  const connections = await listConnections(groomer)
  const views: ConnectionCardView[] = connections.map((c) => ({
    id: c.id,
    providerName: PROVIDER_NAMES[c.provider],
    accountLabel: c.accountLabel,
    status: c.status,
    reconnectHref: RECONNECT[c.provider],
    calendars: c.calendars.map((calendar) => ({
      ...calendar,
      lastSynced: calendar.lastSyncedAt
        ? DateTime.fromISO(calendar.lastSyncedAt, { zone }).setLocale('fr').toFormat("d LLL 'à' HH:mm")
        : null,
    })),
  }))
  return (
    <div className="stack">
      <p style={{ margin: 0 }}>
        <Link href="/user/setting">‹ Mon profil</Link>
      </p>
      <h1>Calendriers</h1>
      {notice ? (
        <p className={notice.ok ? 'notice' : 'form-error'} style={{ margin: 0 }} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <p style={{ margin: 0 }}>
        Connectez votre agenda : ses événements rendent vos créneaux indisponibles en ligne, et vos rendez-vous
        confirmés y sont ajoutés.
      </p>
      <section className="stack" aria-labelledby="connected-title">
        <h2 id="connected-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Agendas connectés
        </h2>
        {views.length === 0 ? (
          <p className="muted">Aucun agenda connecté.</p>
        ) : (
          views.map((view) => <ConnectionCard key={view.id} connection={view} />)
        )}
      </section>
      <section className="card stack" aria-labelledby="connect-title">
        <h2 id="connect-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Connecter un agenda
        </h2>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {/* Links, not forms: the CSP's form-action also governs a form's redirects, and these go to Google or Microsoft. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API route that leaves the site: a full navigation */}
          <a className="btn" href="/api/v1/calendar-connections/google/start">
            Connecter Google
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API route that leaves the site: a full navigation */}
          <a className="btn" href="/api/v1/calendar-connections/microsoft/start">
            Connecter Outlook / Office 365
          </a>
        </div>
        <h3 id="connecter-icloud" style={{ margin: 0, fontSize: '1.05rem' }}>
          Apple iCloud
        </h3>
        <IcloudConnectForm />
      </section>
    </div>
  )
}
