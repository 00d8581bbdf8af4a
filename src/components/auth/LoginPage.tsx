import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { LoginForm } from './LoginForm'

type Props = { kind: 'user' | 'attendee'; titleKey: 'groomerTitle' | 'attendeeTitle'; defaultRedirect: string; redirectPrefix: string }

/** A space's login page: its title and the login form. */
export async function LoginPage({ kind, titleKey, defaultRedirect, redirectPrefix }: Props) {
  const t = await getTranslations('login')
  return (
    <section className="container" style={{ padding: '2.5rem 0', display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <h1>{t(titleKey)}</h1>
      <Suspense>
        <LoginForm kind={kind} defaultRedirect={defaultRedirect} redirectPrefix={redirectPrefix} />
      </Suspense>
    </section>
  )
}
