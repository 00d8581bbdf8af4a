import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ServiceWorker } from '@/components/groomerSpace/app/ServiceWorker'
import { IntlScope } from '@/components/layout/IntlScope'
import { SpaceShell, type MenuItem } from '@/components/layout/SpaceShell'
import { countFutureEvents } from '@/server/appointments/queries'
import { relationId } from '@/lib/relations'
import { requirePerson } from '@/server/http/requirePerson'
import { unreadPracticeMessages } from '@/server/practices/messages'
import { getSiteSettings } from '@/server/site/settings'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

/** Installed from here, the space is an app of its own that opens on the dashboard (issue 36). */
export const metadata: Metadata = {
  manifest: '/espace-toiletteur.webmanifest',
  appleWebApp: { capable: true, title: 'Mon Toiletteur Pro', statusBarStyle: 'default' },
}

/** Groomer layout: every page below needs a signed-in groomer. */
export default async function GroomerLayout({ children }: { children: ReactNode }) {
  const groomer = await requirePerson('groomer')
  const practiceId = 'team' in groomer ? relationId(groomer.team ?? null) : null
  const hasPractice = practiceId !== null
  const [t, futureEvents, settings, unread] = await Promise.all([
    getTranslations('groomerMenu'),
    countFutureEvents(groomer, new Date()),
    getSiteSettings(),
    practiceId !== null ? unreadPracticeMessages(groomer.id, practiceId) : 0,
  ])
  const features = settings.features ?? {}
  const settingsGroup = t('settings')
  const menu: MenuItem[] = [
    { href: '/user/dashboard', label: t('dashboard') },
    { href: '/user/ma-journee', label: t('myDay') },
    { href: '/user/calendriers', label: t('agenda') },
    { href: '/user/events', label: t('appointments'), badge: futureEvents },
    { href: '/user/statistiques', label: t('statistics') },
    { href: '/user/encaissements', label: t('register') },
    { href: '/user/acomptes', label: t('noShows') },
    { href: '/user/appels', label: t('calls') },
    { href: '/user/avis', label: t('reviews') },
    ...(features.customerFolder ? [{ href: '/user/dossiers-client', label: t('customerFolders') }] : []),
    ...(hasPractice ? [{ href: '/user/mon-etude', label: t('practice'), badge: unread }] : []),
    ...(features.sponsorshipActive ? [{ href: '/user/parrainage', label: t('sponsorship') }] : []),
    { href: '/user/setting', label: t('profile'), group: settingsGroup },
    { href: '/user/motifs', label: t('motives'), group: settingsGroup },
    { href: '/user/photos', label: t('photos'), group: settingsGroup },
    { href: '/user/google-et-mon-site', label: t('reach'), group: settingsGroup },
    { href: '/user/horaires', label: t('openingHours'), group: settingsGroup },
    { href: '/user/periodes-de-vacances', label: t('holidays'), group: settingsGroup },
    { href: '/user/modeles', label: t('templates'), group: settingsGroup },
    { href: '/user/abonnement', label: t('subscription'), group: settingsGroup },
  ]
  const name = 'displayName' in groomer ? String(groomer.displayName ?? '') : ''
  return (
    <IntlScope>
      <SpaceShell
        title={t('title')}
        personName={name}
        menu={menu}
        logoutPath="/api/v1/auth/user/logout"
        loginPath="/user/connexion"
        deviceSubscriptionsPath={`/api/v1/users/${groomer.id}/push/subscriptions`}
      >
        {children}
      </SpaceShell>
      <ServiceWorker />
    </IntlScope>
  )
}
