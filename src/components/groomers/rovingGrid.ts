/**
 * Keyboard moves inside a grid of slots grouped by day, as a single tab stop (roving tabindex).
 * `rows`: each day is a row whose slots run left to right (profile, booking dialog): Left/Right go
 * from slot to slot, Up/Down to the same place in the day before or after. `columns`: each day is
 * a column (city cards): Up/Down go from slot to slot, Left/Right to the neighbouring day.
 * Home/End: the day's first or last slot; with Ctrl, the grid's.
 */
export type GridOrientation = 'rows' | 'columns'
export type GridPosition = { day: number; index: number }

const ALONG = { rows: ['ArrowLeft', 'ArrowRight'], columns: ['ArrowUp', 'ArrowDown'] } as const
const ACROSS = { rows: ['ArrowUp', 'ArrowDown'], columns: ['ArrowLeft', 'ArrowRight'] } as const

/** Whether the key is one the grid answers (so the page does not scroll). */
export const isGridKey = (key: string) =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)

/**
 * Where `key` moves from `from`, given each day's number of slots (days without slots are
 * skipped); null when it goes nowhere (an edge).
 */
export function moveInGrid(
  dayLengths: number[],
  from: GridPosition,
  key: string,
  orientation: GridOrientation,
  ctrl = false,
): GridPosition | null {
  const filled = dayLengths.flatMap((length, day) => (length > 0 ? [day] : []))
  const flat = filled.flatMap((day) => Array.from({ length: dayLengths[day] }, (_, index) => ({ day, index })))
  if (flat.length === 0) return null
  const at = flat.findIndex((position) => position.day === from.day && position.index === from.index)
  if (at < 0) return null
  const step = (delta: number) => flat[at + delta] ?? null
  const neighbourDay = (delta: number) => {
    const day = filled[filled.indexOf(from.day) + delta]
    return day === undefined ? null : { day, index: Math.min(from.index, dayLengths[day] - 1) }
  }
  switch (key) {
    case ALONG[orientation][0]:
      return step(-1)
    case ALONG[orientation][1]:
      return step(1)
    case ACROSS[orientation][0]:
      return neighbourDay(-1)
    case ACROSS[orientation][1]:
      return neighbourDay(1)
    case 'Home':
      return ctrl ? flat[0] : { day: from.day, index: 0 }
    case 'End':
      return ctrl ? flat[flat.length - 1] : { day: from.day, index: dayLengths[from.day] - 1 }
    default:
      return null
  }
}
