import { describe, expect, it } from 'vitest'

import { moveInGrid } from '../../src/components/groomers/rovingGrid'

// Three days: 3 slots, none (closed), 2 slots.
const days = [3, 0, 2]

describe('slot grid keyboard moves (roving tabindex)', () => {
  it('rows (profile, dialog): Left/Right go slot to slot across days, Up/Down to the same place in the next filled day', () => {
    expect(moveInGrid(days, { day: 0, index: 1 }, 'ArrowRight', 'rows')).toEqual({ day: 0, index: 2 })
    expect(moveInGrid(days, { day: 0, index: 2 }, 'ArrowRight', 'rows')).toEqual({ day: 2, index: 0 })
    expect(moveInGrid(days, { day: 2, index: 0 }, 'ArrowLeft', 'rows')).toEqual({ day: 0, index: 2 })
    expect(moveInGrid(days, { day: 0, index: 2 }, 'ArrowDown', 'rows')).toEqual({ day: 2, index: 1 })
    expect(moveInGrid(days, { day: 2, index: 1 }, 'ArrowUp', 'rows')).toEqual({ day: 0, index: 1 })
  })

  it('columns (city cards): Up/Down within the day, Left/Right to the neighbouring day', () => {
    expect(moveInGrid(days, { day: 0, index: 0 }, 'ArrowDown', 'columns')).toEqual({ day: 0, index: 1 })
    expect(moveInGrid(days, { day: 0, index: 1 }, 'ArrowRight', 'columns')).toEqual({ day: 2, index: 1 })
    expect(moveInGrid(days, { day: 2, index: 1 }, 'ArrowLeft', 'columns')).toEqual({ day: 0, index: 1 })
  })

  it('stops at the edges, and Home/End go to the day’s ends, with Ctrl to the grid’s', () => {
    expect(moveInGrid(days, { day: 0, index: 0 }, 'ArrowLeft', 'rows')).toBeNull()
    expect(moveInGrid(days, { day: 2, index: 1 }, 'ArrowRight', 'rows')).toBeNull()
    expect(moveInGrid(days, { day: 2, index: 0 }, 'ArrowRight', 'columns')).toBeNull()
    expect(moveInGrid(days, { day: 0, index: 1 }, 'End', 'rows')).toEqual({ day: 0, index: 2 })
    expect(moveInGrid(days, { day: 2, index: 1 }, 'Home', 'columns')).toEqual({ day: 2, index: 0 })
    expect(moveInGrid(days, { day: 0, index: 1 }, 'End', 'rows', true)).toEqual({ day: 2, index: 1 })
    expect(moveInGrid(days, { day: 2, index: 1 }, 'Home', 'rows', true)).toEqual({ day: 0, index: 0 })
    expect(moveInGrid(days, { day: 0, index: 0 }, 'Enter', 'rows')).toBeNull()
  })
})
