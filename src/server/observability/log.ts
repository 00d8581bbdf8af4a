/**
 * Structured logs: one JSON line per event on stdout (errors on stderr), for the platform's log
 * collector. `msg` names the event (`request`, `job`…); the other fields are its facts.
 */
export type LogLevel = 'info' | 'warn' | 'error'

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  )
  if (level === 'error') console.error(line)
  // Straight to stdout: Next wraps console.log (its dimming of logs during prerender) on every call.
  else process.stdout.write(`${line}\n`)
}
