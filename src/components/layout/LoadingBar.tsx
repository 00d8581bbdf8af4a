'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { loadingStarted, resetLoading, subscribeLoading } from './loadingStore'

/** Spec section 9: the bar shows only after 200 ms of loading and its run lasts 5 s. */
export const LOADING_THROTTLE_MS = 200
export const LOADING_DURATION_MS = 5000

export function LoadingBar() {
  const pathname = usePathname()
  const [visible, setVisible] = useState(false)
  const [pending, setPending] = useState(0)

  useEffect(() => subscribeLoading(setPending), [])

  // A navigation ends when the new path is rendered.
  useEffect(() => resetLoading(), [pathname])

  // Internal link clicks start a navigation.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin === window.location.origin && url.pathname !== window.location.pathname) loadingStarted()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (pending === 0) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), LOADING_THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [pending])

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label="Chargement"
      aria-hidden={!visible}
      style={{
        width: visible ? '90%' : '0%',
        opacity: visible ? 1 : 0,
        transition: visible ? `width ${LOADING_DURATION_MS}ms cubic-bezier(.1,.7,.3,1)` : 'opacity .3s ease',
      }}
    />
  )
}
