import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { LoginForm } from '@/components/auth/LoginForm'

export const metadata: Metadata = { title: 'Connexion · Mon Toiletteur' }

export default async function AttendeeLoginPage() {
  const t = await getTranslations('login')
  return (
    <section className="container" style={{ padding: '2.5rem 0', display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <h1>{t('attendeeTitle')}</h1>
      <Suspense>
        <LoginForm kind="attendee" defaultRedirect="/participant/mes-rdvs" redirectPrefix="/participant/" />
      </Suspense>
    </section>
  )
}
