import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SpaceShell, type MenuItem } from '@/components/layout/SpaceShell'
import { countFutureEvents } from '@/server/appointments/queries'
import { requirePerson } from '@/server/auth/requirePerson'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

/** Groomer layout: every page below needs a signed-in groomer. */
export default async function GroomerLayout({ children }: { children: ReactNode }) {
  const groomer = await requirePerson('user')
  const t = await getTranslations('groomerMenu')
  const futureEvents = await countFutureEvents(groomer, new Date())
  const menu: MenuItem[] = [{ href: '/user/dashboard', label: t('dashboard'), badge: futureEvents }]
  const name = 'displayName' in groomer ? String(groomer.displayName ?? '') : ''
  return (
    <SpaceShell title={t('title')} personName={name} menu={menu} logoutPath="/api/v1/auth/user/logout" loginPath="/user/connexion">
      {children}
    </SpaceShell>
  )
}
