import { describe, expect, it } from 'vitest'

import { sideBySide } from '../../src/lib/sideBySide'

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sideBySide', () => {
  it('runs every item, in order, never more than the limit at once, the first ones finished first', async () => {
    let running = 0
    let most = 0
    const started: number[] = []
    const finished: number[] = []
    await sideBySide([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item)
      running++
      most = Math.max(most, running)
      await tick(item === 2 ? 30 : 5)
      running--
      finished.push(item)
    })
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
    expect(finished).toHaveLength(7)
    expect(finished.indexOf(1)).toBeLessThan(finished.indexOf(7))
    // A slow item holds only its own lane: the others go on past it.
    expect(finished.indexOf(2)).toBeGreaterThan(finished.indexOf(5))
  })

  it('does nothing for no items', async () => {
    let runs = 0
    await sideBySide([], 4, async () => {
      runs++
    })
    expect(runs).toBe(0)
  })
})
