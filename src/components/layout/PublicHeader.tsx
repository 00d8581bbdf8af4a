'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

/** Paths where the header is hidden (spec section 2). */
const HEADERLESS = ['/', '/toiletteurs']

/**
 * The public header: the brand and three links; on a phone the links fold behind a menu button
 * (disclosure: Escape closes it and gives the focus back to the button, a new page closes it).
 */
export type PublicHeaderLabels = {
  menu: string
  closeMenu: string
  home: string
  attendeeSpace: string
  groomerSpace: string
}

export function PublicHeader({ labels }: { labels: PublicHeaderLabels }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const navId = useId()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  if (HEADERLESS.includes(pathname)) return null
  return (
    <header className="site-header">
      <div className="container">
        <Link href="/" className="brand" prefetch={false}>
          <span aria-hidden="true">✂</span> Mon Toiletteur
        </Link>
        <button
          ref={button}
          type="button"
          className="btn btn-ghost btn-small site-menu-button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span> {open ? labels.closeMenu : labels.menu}
        </button>
        <nav id={navId} className={`site-nav${open ? ' is-open' : ''}`} aria-label="Navigation principale">
          <Link href="/" prefetch={false}>
            {labels.home}
          </Link>
          <Link href="/participant/mes-rdvs" prefetch={false}>
            {labels.attendeeSpace}
          </Link>
          <Link href="/user/dashboard" prefetch={false}>
            {labels.groomerSpace}
          </Link>
        </nav>
      </div>
    </header>
  )
}
