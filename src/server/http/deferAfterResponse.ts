import { after } from 'next/server'

/** Next's `after` inside a request: the answer leaves first; run at once elsewhere (route tests call the handler directly). */
export function deferAfterResponse(task: () => Promise<unknown>) {
  try {
    after(task)
  } catch {
    return task()
  }
}
