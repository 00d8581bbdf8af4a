import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CONSENT_DEFAULTS_SCRIPT } from '@/components/layout/consent'
import { LoadingBar } from '@/components/layout/LoadingBar'
import { SiteStateProvider } from '@/components/site/SiteState'

import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Mon Toiletteur : trouvez un toiletteur et réservez en ligne', template: '%s' },
  description: 'Trouvez un toiletteur pour votre chien ou votre chat près de chez vous et prenez rendez-vous en ligne.',
  icons: { icon: '/favicon.svg' },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2185b' }

export default async function SiteRootLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <html lang="fr">
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider messages={messages}>
          <SiteStateProvider>
            <LoadingBar />
            {children}
          </SiteStateProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
