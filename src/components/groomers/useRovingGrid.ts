'use client'

import { type RefObject, useEffect } from 'react'

import { type GridOrientation, isGridKey, moveInGrid } from './rovingGrid'

/** A slot of the grid, and the day that holds it (markup contract of the slot grids). */
export const SLOT_ATTRIBUTE = 'data-slot'
export const DAY_ATTRIBUTE = 'data-slot-day'

const isChosen = (item: HTMLElement) =>
  item.getAttribute('aria-pressed') === 'true' || item.getAttribute('aria-current') === 'true'

/** The grid's slots grouped by day, in document order. */
function daysOf(root: HTMLElement): HTMLElement[][] {
  const days = new Map<Element, HTMLElement[]>()
  for (const item of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    const day = item.closest(`[${DAY_ATTRIBUTE}]`) ?? root
    days.set(day, [...(days.get(day) ?? []), item])
  }
  return [...days.values()]
}

/**
 * Makes the slots under `ref` one tab stop (the chosen slot, else the last one focused, else the
 * first) moved through with the arrow keys. Before hydration every slot is a tab stop of its own:
 * the grid still works without JavaScript. Slots that come or go (another week loaded) are followed.
 */
export function useRovingGrid(ref: RefObject<HTMLElement | null>, orientation: GridOrientation) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    let active: HTMLElement | null = null
    const activate = (target: HTMLElement | null) => {
      const items = daysOf(root).flat()
      active = target && items.includes(target) ? target : (items.find(isChosen) ?? items[0] ?? null)
      for (const item of items) item.tabIndex = item === active ? 0 : -1
    }
    const keep = () => activate(active && root.contains(active) ? active : null)
    const onFocusIn = (event: FocusEvent) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)
      if (item && item !== active) activate(item)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isGridKey(event.key) || event.altKey || event.shiftKey || event.metaKey) return
      const item = (event.target as HTMLElement).closest<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)
      if (!item) return
      const days = daysOf(root)
      const day = days.findIndex((slots) => slots.includes(item))
      const to = moveInGrid(
        days.map((slots) => slots.length),
        { day, index: days[day].indexOf(item) },
        event.key,
        orientation,
        event.ctrlKey,
      )
      event.preventDefault()
      const target = to ? days[to.day][to.index] : null
      if (!target) return
      activate(target)
      target.focus()
    }
    keep()
    const observer = new MutationObserver(keep)
    observer.observe(root, { childList: true, subtree: true })
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('keydown', onKeyDown)
    }
  }, [ref, orientation])
}
