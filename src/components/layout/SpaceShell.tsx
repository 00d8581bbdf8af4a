'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { forgetThisDevice } from '@/lib/offlineDay'

export type MenuItem = { href: string; label: string; badge?: number; group?: string }

type Props = {
  title: string
  personName: string
  menu: MenuItem[]
  logoutPath: string
  loginPath: string
  /** The person's push subscriptions (DELETE {endpoint}): this browser's ends with the session. */
  deviceSubscriptionsPath?: string
  children: ReactNode
}

/** Groomer and attendee layouts: collapsible side menu, header with auth controls, content. */
export function SpaceShell({
  title,
  personName,
  menu,
  logoutPath,
  loginPath,
  deviceSubscriptionsPath,
  children,
}: Props) {
  const t = useTranslations('header')
  const pathname = usePathname()
  const router = useRouter()
  const [collapsed, setCollapsed] = useState(true)

  // Open by default on wide screens, closed on phones; closed again after a navigation on phones.
  useEffect(() => setCollapsed(!window.matchMedia('(min-width: 900px)').matches), [])
  useEffect(() => {
    if (!window.matchMedia('(min-width: 900px)').matches) setCollapsed(true)
  }, [pathname])
  // Escape closes the menu on a phone.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !window.matchMedia('(min-width: 900px)').matches) setCollapsed(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // A plain GET form: before hydration the browser follows the API's redirect instead.
  async function logOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Before the session ends: the subscription is removed as its owner.
    await forgetThisDevice(deviceSubscriptionsPath)
    await apiFetch(logoutPath).catch(() => null)
    window.location.assign(loginPath)
  }

  let lastGroup: string | undefined
  return (
    <div className="space" data-collapsed={collapsed}>
      <aside className="space-sidebar" id="space-menu" aria-label={title}>
        {/* No prefetch: the home page's RSC prefetch (rewritten to its device variant by src/proxy.ts) stayed
            open about 25 s after every page of the space was usable (issue 29 item 10), as the public header's links. */}
        <Link href="/" className="brand" style={{ marginBottom: '1rem' }} prefetch={false}>
          <span aria-hidden="true">✂</span> Mon Toiletteur
        </Link>
        <nav>
          <ul>
            {menu.map((item) => {
              const heading = item.group && item.group !== lastGroup ? item.group : null
              lastGroup = item.group
              return (
                <li key={item.href}>
                  {heading ? <p className="group-title">{heading}</p> : null}
                  {/* Prefetched on intent only: every space page in view prefetched each menu page (about 26
                      dynamic renders per page shown, 10 s and more of server time under load). */}
                  <Link
                    href={item.href}
                    prefetch={false}
                    onMouseEnter={() => router.prefetch(item.href)}
                    onFocus={() => router.prefetch(item.href)}
                    onTouchStart={() => router.prefetch(item.href)}
                    aria-current={pathname === item.href ? 'page' : undefined}
                  >
                    <span>{item.label}</span>
                    {item.badge ? <span className="badge">{item.badge}</span> : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
      <div>
        <header className="space-header">
          <button
            type="button"
            className="btn btn-ghost menu-toggle"
            aria-controls="space-menu"
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            <span aria-hidden="true">☰</span>{' '}
            <span className="narrow-hidden">{collapsed ? t('openMenu') : t('closeMenu')}</span>
          </button>
          <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
            <span className="muted narrow-hidden">{personName}</span>
            <form method="get" action={logoutPath} onSubmit={logOut}>
              <input type="hidden" name="redirect" value={loginPath} />
              <button type="submit" className="btn btn-ghost">
                {t('logout')}
              </button>
            </form>
          </div>
        </header>
        <main id="contenu" className="space-content">
          {children}
        </main>
      </div>
    </div>
  )
}
