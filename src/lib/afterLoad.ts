/**
 * Runs `task` once the page has loaded and the main thread is idle: work nobody waits for (the
 * site's first-load fetches) stays out of the first paint and of the hydration's long tasks on a
 * slow phone. Safari has no requestIdleCallback: a short timeout stands in. Returns a cancel
 * function for effects.
 */
export function afterLoad(task: () => void): () => void {
  let cancelled = false
  let cancelWait = () => {}
  const run = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 })
      cancelWait = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(() => !cancelled && task(), 200)
      cancelWait = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    cancelWait()
  }
}
