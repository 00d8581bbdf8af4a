import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { CONSENT_DEFAULTS_SCRIPT } from '@/components/layout/consent'
import { LoadingBar } from '@/components/layout/LoadingBar'
import { SiteStateProvider } from '@/components/site/SiteState'
import { env } from '@/server/env'
import { DEFAULT_OG_IMAGE } from '@/server/http/pageMetadata'
import { SITE_NAME } from '@/server/seo/title'

import './globals.css'

const DEFAULT_TITLE = 'Mon Toiletteur : trouvez un toiletteur et réservez en ligne'
const DEFAULT_DESCRIPTION =
  'Trouvez un toiletteur pour votre chien ou votre chat près de chez vous et prenez rendez-vous en ligne.'

/** Defaults; public pages set their own description, canonical URL and Open Graph (src/server/seo/metadata.ts). */
export const generateMetadata = (): Metadata => ({
  metadataBase: new URL(env().SITE_URL),
  title: { default: DEFAULT_TITLE, template: '%s' },
  description: DEFAULT_DESCRIPTION,
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/favicon.svg', type: 'image/svg+xml' },
    ],
    apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
  },
  manifest: '/manifest.webmanifest',
  openGraph: {
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    siteName: SITE_NAME,
    locale: 'fr_FR',
    type: 'website',
    images: [DEFAULT_OG_IMAGE],
  },
})

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2185b' }

export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
      </head>
      <body>
        <SiteStateProvider>
          <LoadingBar />
          {children}
        </SiteStateProvider>
      </body>
    </html>
  )
}
