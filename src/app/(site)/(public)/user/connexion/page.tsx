import type { Metadata } from 'next'

import { LoginPage } from '@/components/auth/LoginPage'

export const metadata: Metadata = { title: 'Connexion toiletteur · Mon Toiletteur' }

export default function GroomerLoginPage() {
  return <LoginPage kind="user" titleKey="groomerTitle" defaultRedirect="/user/dashboard" redirectPrefix="/user/" />
}
