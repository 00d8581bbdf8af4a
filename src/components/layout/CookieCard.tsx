'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { CONSENT_COOKIE, updateAnalyticsConsent } from './consent'

/** The cookie card appears after `delayMs` unless the visitor already answered. */
export function CookieCard({ delayMs }: { delayMs: number }) {
  const t = useTranslations('cookies')
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (document.cookie.split('; ').some((part) => part.startsWith(`${CONSENT_COOKIE}=`))) return
    const timer = setTimeout(() => setOpen(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])

  if (!open) return null
  const answer = (granted: boolean) => {
    updateAnalyticsConsent(granted)
    setOpen(false)
  }
  return (
    <section className="cookie-card" role="dialog" aria-labelledby="cookie-card-title" aria-live="polite">
      <h2 id="cookie-card-title" style={{ fontSize: '1.1rem' }}>
        {t('title')}
      </h2>
      <p style={{ margin: 0 }}>{t('text')}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={() => answer(true)}>
          {t('accept')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => answer(false)}>
          {t('refuse')}
        </button>
        <Link href="/politique-de-confidentialite" className="btn btn-ghost" prefetch={false}>
          {t('more')}
        </Link>
      </div>
    </section>
  )
}
