'use client'

import { useEffect, useRef } from 'react'

import { CHANGE_NOTICES, type ChangeKind } from '@/lib/changeNotice'

/** The result of a cancellation, withdrawal or postponement, announced and focused after the page reloads. */
export function ChangeNotice({ kind }: { kind: ChangeKind }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} tabIndex={-1} role="status" className="notice">
      {CHANGE_NOTICES[kind]}
    </p>
  )
}
