/**
 * Runs `run` on each item in order with at most `limit` running at once (a new one starts as one
 * ends): the first items finish first, where `Promise.all` over all of them would finish them all
 * near the end. Answers when every run has settled; a run should catch its own failures.
 */
export async function sideBySide<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}
