'use client'

import { type CSSProperties, type ReactNode, useId, useRef } from 'react'

import type { GridOrientation } from './rovingGrid'
import { useRovingGrid } from './useRovingGrid'

type Props = {
  label: string
  orientation: GridOrientation
  className?: string
  style?: CSSProperties
  children: ReactNode
}

/** A named group of slots (marked `data-slot`, grouped by `data-slot-day`) that is one tab stop, moved through with the arrows. */
export function RovingSlotGroup({ label, orientation, className, style, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const hintId = useId()
  useRovingGrid(ref, orientation)
  return (
    <div ref={ref} role="group" aria-label={label} aria-describedby={hintId} className={className} style={style}>
      {children}
      <span id={hintId} hidden>
        Flèches pour passer d’un créneau à l’autre.
      </span>
    </div>
  )
}
