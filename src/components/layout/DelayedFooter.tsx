'use client'

import { useEffect, useState, type ReactNode } from 'react'

/** Shows its content after `delayMs` (spec: the public footer appears after 3 s). */
export function Delayed({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  return shown ? <>{children}</> : null
}
