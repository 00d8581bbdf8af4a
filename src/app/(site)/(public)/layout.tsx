import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { LightAppointmentBanner } from '@/components/booking/LightAppointmentBanner'
import { CookieCard } from '@/components/layout/CookieCard'
import { Delayed } from '@/components/layout/DelayedFooter'
import { PublicHeader } from '@/components/layout/PublicHeader'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { getSiteSettings } from '@/server/site/settings'

/** Public layout: header, footer after 3 s, cookie card after 10 s unless a consent service runs. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const [t, header, cookies] = await Promise.all([
    getTranslations('site'),
    getTranslations('header'),
    getTranslations('cookies'),
  ])
  return (
    <>
      <a href="#contenu" className="skip-link">
        {t('skipToContent')}
      </a>
      <PublicHeader
        labels={{
          menu: header('menu'),
          closeMenu: header('closeMenu'),
          home: header('home'),
          attendeeSpace: header('attendeeSpace'),
          groomerSpace: header('groomerSpace'),
        }}
      />
      <LightAppointmentBanner />
      <main id="contenu">{children}</main>
      <Delayed delayMs={settings.delays?.footer ?? 3000}>
        <SiteFooter supportEmail={settings.support?.email} supportPhone={settings.support?.phone} />
      </Delayed>
      {settings.consentServiceEnabled ? null : (
        <CookieCard
          delayMs={settings.delays?.cookieCard ?? 10000}
          labels={{
            title: cookies('title'),
            text: cookies('text'),
            accept: cookies('accept'),
            refuse: cookies('refuse'),
            more: cookies('more'),
          }}
        />
      )}
    </>
  )
}
