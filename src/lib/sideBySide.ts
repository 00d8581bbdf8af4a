/**
 * Runs `run` on each item in order with at most `limit` at once (a new one starts as one ends):
 * the first items finish first, where `Promise.all` over all of them would finish them all near
 * the end. A run slower than `patienceMs` frees its lane for the next item and is still waited
 * for at the end (so a stalled one holds up no other). Answers when every run has settled; a run's
 * failure is the run's own business (it is neither thrown nor waited for twice).
 */
export async function sideBySide<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<unknown>,
  { patienceMs = Number.POSITIVE_INFINITY }: { patienceMs?: number } = {},
): Promise<void> {
  const lanes = Math.min(items.length, Math.max(1, Math.floor(limit) || 1))
  const runs: Promise<unknown>[] = []
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const running = run(items[next++]!).catch(() => undefined)
      runs.push(running)
      if (!Number.isFinite(patienceMs)) {
        await running
        continue
      }
      let timer: NodeJS.Timeout | undefined
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, patienceMs)))])
      clearTimeout(timer)
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane))
  await Promise.all(runs)
}
