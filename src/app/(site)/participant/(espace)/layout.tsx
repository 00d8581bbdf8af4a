import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { IntlScope } from '@/components/layout/IntlScope'
import { SpaceShell } from '@/components/layout/SpaceShell'
import { requirePerson } from '@/server/http/requirePerson'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

/** Attendee layout: every page below needs a signed-in attendee. */
export default async function AttendeeLayout({ children }: { children: ReactNode }) {
  const attendee = await requirePerson('attendee')
  const t = await getTranslations('attendeeMenu')
  const name = 'firstName' in attendee ? `${attendee.firstName} ${attendee.lastName}` : ''
  return (
    <IntlScope>
      <SpaceShell
        title={t('title')}
        personName={name}
        menu={[
          { href: '/participant/mes-rdvs', label: t('appointments') },
          { href: '/participant/liste-attente', label: t('waitlist') },
          { href: '/participant/profil', label: t('profile') },
        ]}
        logoutPath="/api/v1/auth/attendee/logout"
        deviceSubscriptionsPath={`/api/v1/attendees/${attendee.id}/push/subscriptions`}
        loginPath="/participant/connexion"
      >
        {children}
      </SpaceShell>
    </IntlScope>
  )
}
