/**
 * A value made the first time it is asked for. For Intl formatters of modules that client
 * components import: building the first one loads ICU's locale data (about 30 ms of a mid-range
 * phone's main thread, measured in the hydration of every public page), which a page that formats
 * nothing at hydration need not pay.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
