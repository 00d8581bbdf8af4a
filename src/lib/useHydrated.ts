'use client'

import { useEffect, useState } from 'react'

/**
 * False during the server render and until React has attached the handlers: buttons that only
 * work with JavaScript stay disabled until then, so an early tap is not silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
