import type { Payload } from 'payload'

/** Dropping a benchmark's database ends the pool's idle connections: not an error there. */
export function ignorePoolErrors(payload: Payload | null | undefined): void {
  ;(payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool?.on(
    'error',
    () => {},
  )
}

/** Runs a benchmark's `main` and exits with its outcome (open handles would keep the process alive). */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

/** The result of `task` and its duration in milliseconds. */
export async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const startedAt = performance.now()
  const result = await task()
  return [result, performance.now() - startedAt]
}
