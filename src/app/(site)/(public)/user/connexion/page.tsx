import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { LoginForm } from '@/components/auth/LoginForm'

export const metadata: Metadata = { title: 'Connexion toiletteur · Mon Toiletteur' }

export default async function GroomerLoginPage() {
  const t = await getTranslations('login')
  return (
    <section className="container" style={{ padding: '2.5rem 0', display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <h1>{t('groomerTitle')}</h1>
      <Suspense>
        <LoginForm kind="user" defaultRedirect="/user/dashboard" redirectPrefix="/user/" />
      </Suspense>
    </section>
  )
}
