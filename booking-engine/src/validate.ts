import type { z } from 'zod'
import { BookingEngineInputError } from './errors'
import { parseInstant } from './instant'

function joinPath(prefix: string, path: readonly PropertyKey[]): string {
  const parts = path.map((p) => String(p))
  if (prefix) parts.unshift(prefix)
  return parts.join('.')
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new BookingEngineInputError(
    result.error.issues.map((issue) => ({ field: joinPath(prefix, issue.path), message: issue.message })),
  )
}

function fail(field: string, message: string): never {
  throw new BookingEngineInputError([{ field, message }])
}

const INSTANT_MESSAGE = 'expected epoch ms or an ISO date-time with Z or an offset, between 2000 and 2199'

/** Epoch ms of an instant that passed the shape check, or a typed error naming the field. */
export function toInstant(value: unknown, field: string): number {
  const ms = parseInstant(value)
  return ms === null ? fail(field, INSTANT_MESSAGE) : ms
}

/**
 * Checks and parses intervals, appending them to `starts` / `ends`. Runs by hand
 * rather than through zod: it is the hot path (hundreds of busy intervals).
 */
export function collectIntervals(list: readonly unknown[], field: string, starts: number[], ends: number[]): void {
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as { start?: unknown; end?: unknown }
    // Field paths are built only on failure.
    const start = parseInstant(item.start) ?? fail(`${field}.${i}.start`, INSTANT_MESSAGE)
    const end = parseInstant(item.end) ?? fail(`${field}.${i}.end`, INSTANT_MESSAGE)
    if (end < start) fail(`${field}.${i}.end`, 'end must not be before start')
    starts.push(start)
    ends.push(end)
  }
}
