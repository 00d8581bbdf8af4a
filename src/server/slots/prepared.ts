import { prepareSchedule, type PreparedSchedule, type ScheduleInput } from 'booking-engine'

const MAX_ENTRIES = 5000
const cache = new Map<string, PreparedSchedule>()

/**
 * Validating and compiling a schedule is most of the engine's cost for the directory; the result
 * is kept per schedule content (a changed schedule is a new key), so it can never be stale.
 */
export function preparedSchedule(schedule: ScheduleInput): PreparedSchedule {
  const key = JSON.stringify(schedule)
  const found = cache.get(key)
  if (found) return found
  const prepared = prepareSchedule(schedule)
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  cache.set(key, prepared)
  return prepared
}
