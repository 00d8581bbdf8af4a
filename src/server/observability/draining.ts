/**
 * Whether this process was asked to stop (SIGTERM): readiness answers 503 from then on, so the
 * load balancer sends nothing new while Next finishes the requests under way. On globalThis: the
 * instrumentation and the route handlers are separate bundles of one process.
 */
const STATE = Symbol.for('toiletteurs.draining')
const holder = globalThis as { [STATE]?: { draining: boolean; watching: boolean } }
const state = (holder[STATE] ??= { draining: false, watching: false })

export function markDrainingOnSignals(): void {
  if (state.watching) return
  state.watching = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, startDraining)
}

export function startDraining(): void {
  state.draining = true
}

export const isDraining = () => state.draining
