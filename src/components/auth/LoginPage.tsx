import { getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { IntlScope } from '../layout/IntlScope'
import { LoginForm } from './LoginForm'

type Props = {
  kind: 'groomer' | 'attendee'
  titleKey: 'groomerTitle' | 'attendeeTitle'
  defaultRedirect: string
  redirectPrefixes: readonly string[]
  children?: ReactNode
}

/** A space's login page: its title and the login form. */
export async function LoginPage({ kind, titleKey, defaultRedirect, redirectPrefixes, children }: Props) {
  const t = await getTranslations('login')
  return (
    <section
      className="container"
      style={{ padding: '2.5rem 0', display: 'grid', gap: '1rem', justifyItems: 'center' }}
    >
      <h1>{t(titleKey)}</h1>
      <IntlScope>
        <Suspense>
          <LoginForm kind={kind} defaultRedirect={defaultRedirect} redirectPrefixes={redirectPrefixes} />
        </Suspense>
      </IntlScope>
      {children}
    </section>
  )
}
