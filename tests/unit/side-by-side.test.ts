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

describe('sideBySide, its limits', () => {
  it('runs one at a time for a limit of 0 or not a number, and waits for every run even when one fails', async () => {
    for (const limit of [0, -3, Number.NaN]) {
      const done: number[] = []
      await sideBySide([1, 2], limit, async (item) => {
        await tick(5)
        done.push(item)
      })
      expect(done).toEqual([1, 2])
    }
    const done: number[] = []
    await sideBySide([1, 2, 3], 2, async (item) => {
      if (item === 1) throw new Error('refusé')
      await tick(20)
      done.push(item)
    })
    expect(done.sort()).toEqual([2, 3])
  })

  it('a run slower than its patience frees the lane for the next, and is still waited for', async () => {
    const finished: number[] = []
    const startedAt = new Map<number, number>()
    const t0 = performance.now()
    await sideBySide(
      [1, 2, 3],
      1,
      async (item) => {
        startedAt.set(item, performance.now() - t0)
        await tick(item === 1 ? 200 : 5)
        finished.push(item)
      },
      { patienceMs: 30 },
    )
    expect(startedAt.get(2)!).toBeLessThan(150)
    expect(finished).toEqual([2, 3, 1])
  })
})
