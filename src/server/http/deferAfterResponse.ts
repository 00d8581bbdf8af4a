import { after } from 'next/server'

/** Next's `after` inside a request: the answer leaves first; run at once elsewhere (route tests call the handler directly). */
export function deferAfterResponse(task: () => Promise<unknown>) {
  try {
    after(task)
  } catch {
    return task()
  }
}

/**
 * Work the change already queued in its transaction (decision 0054): inside a request the jobs
 * process runs it, so the answer does not wait and this process does not spend on it; elsewhere
 * (route tests call the handler directly, with no jobs process) at once.
 */
export function leaveToJobs(task: () => Promise<unknown>) {
  try {
    after(() => undefined)
  } catch {
    return task()
  }
}
