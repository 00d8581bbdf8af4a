/** Counts the requests and navigations in flight; the loading bar listens to it. */
type Listener = (pending: number) => void

let pending = 0
const listeners = new Set<Listener>()

const emit = () => listeners.forEach((listener) => listener(pending))

export function loadingStarted() {
  pending += 1
  emit()
}

export function loadingStopped() {
  pending = Math.max(0, pending - 1)
  emit()
}

export function resetLoading() {
  pending = 0
  emit()
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
