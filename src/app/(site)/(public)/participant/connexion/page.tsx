import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { LoginPage } from '@/components/auth/LoginPage'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: pageTitle('Connexion'), robots: { index: false } }

export default function AttendeeLoginPage() {
  return (
    <LoginPage
      kind="attendee"
      titleKey="attendeeTitle"
      defaultRedirect="/participant/mes-rdvs"
      redirectPrefixes={['/participant/', '/appointments/', '/events-responses/']}
    >
      <ForgotPasswordForm />
    </LoginPage>
  )
}
