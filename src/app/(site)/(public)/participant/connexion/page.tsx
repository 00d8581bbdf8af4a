import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { LoginPage } from '@/components/auth/LoginPage'

export const metadata: Metadata = { title: pageTitle('Connexion') }

export default function AttendeeLoginPage() {
  return <LoginPage kind="attendee" titleKey="attendeeTitle" defaultRedirect="/participant/mes-rdvs" redirectPrefix="/participant/" />
}
