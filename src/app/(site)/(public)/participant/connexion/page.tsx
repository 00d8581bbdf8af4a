import type { Metadata } from 'next'

import { LoginPage } from '@/components/auth/LoginPage'

export const metadata: Metadata = { title: 'Connexion · Mon Toiletteur' }

export default function AttendeeLoginPage() {
  return <LoginPage kind="attendee" titleKey="attendeeTitle" defaultRedirect="/participant/mes-rdvs" redirectPrefix="/participant/" />
}
