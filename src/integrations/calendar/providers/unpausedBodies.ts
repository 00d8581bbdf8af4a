import type { Dispatcher } from 'undici'

type Controller = Dispatcher.DispatchController
type Handler = Dispatcher.DispatchHandler

/** The controller as given, except that `pause()` does nothing. */
const unpausable = (controller: Controller): Controller =>
  new Proxy(controller, {
    get(target, key) {
      if (key === 'pause') return () => {}
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })

const wrapped = (handler: Handler): Handler =>
  new Proxy(handler, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if (typeof value !== 'function') return value
      const method = value as (controller: Controller, ...rest: unknown[]) => unknown
      if (key === 'onResponseStart' || key === 'onResponseData')
        return (controller: Controller, ...rest: unknown[]) => method.call(target, unpausable(controller), ...rest)
      return method.bind(target)
    },
  })

/**
 * undici 7.29 crashes the process (an uncatchable `assert(!this.paused)`) when a server closes the
 * connection while a response body waits for its reader (nodejs/undici#5360, fixed after 7.29): a
 * CalDAV server without keep-alive (Radicale) sending a large listing does it. The adapter reads
 * every body whole anyway, so bodies are never paused: the parser has nothing to trip on.
 */
export const withUnpausedBodies = (dispatcher: Dispatcher): Dispatcher =>
  dispatcher.compose((dispatch) => (options, handler) => dispatch(options, wrapped(handler)))
