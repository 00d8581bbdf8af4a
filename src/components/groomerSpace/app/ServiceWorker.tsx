'use client'

import { useEffect } from 'react'

/** The site's service worker (public/sw.js): it shows push messages and answers their buttons. */
export const SERVICE_WORKER_PATH = '/sw.js'

/** Registers the service worker once the groomer's space has loaded (nothing is shown). */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {})
  }, [])
  return null
}
