import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { LoginPage } from '@/components/auth/LoginPage'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: pageTitle('Connexion toiletteur'), robots: { index: false } }

export default function GroomerLoginPage() {
  return (
    <LoginPage kind="groomer" titleKey="groomerTitle" defaultRedirect="/user/dashboard" redirectPrefixes={['/user/']}>
      <ForgotPasswordForm kind="groomer" />
    </LoginPage>
  )
}
