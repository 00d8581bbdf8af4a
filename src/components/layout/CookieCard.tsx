'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { CONSENT_COOKIE, updateAnalyticsConsent } from './consent'

/** The cookie card appears after `delayMs` unless the visitor already answered. */
export type CookieCardLabels = { title: string; text: string; accept: string; refuse: string; more: string }

export function CookieCard({ delayMs, labels }: { delayMs: number; labels: CookieCardLabels }) {
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
        {labels.title}
      </h2>
      <p style={{ margin: 0 }}>{labels.text}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={() => answer(true)}>
          {labels.accept}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => answer(false)}>
          {labels.refuse}
        </button>
        <Link href="/politique-de-confidentialite" className="btn btn-ghost" prefetch={false}>
          {labels.more}
        </Link>
      </div>
    </section>
  )
}
