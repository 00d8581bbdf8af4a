'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

/** Paths where the header is hidden (spec section 2). */
const HEADERLESS = ['/', '/toiletteurs']

export function PublicHeader() {
  const pathname = usePathname()
  const t = useTranslations('header')
  if (HEADERLESS.includes(pathname)) return null
  return (
    <header className="site-header">
      <div className="container">
        <Link href="/" className="brand">
          <span aria-hidden="true">✂</span> Mon Toiletteur
        </Link>
        <nav className="site-nav" aria-label="Navigation principale">
          <Link href="/">{t('home')}</Link>
          <Link href="/participant/mes-rdvs">{t('attendeeSpace')}</Link>
          <Link href="/user/dashboard">{t('groomerSpace')}</Link>
        </nav>
      </div>
    </header>
  )
}
