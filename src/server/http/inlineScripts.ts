/**
 * The hashes that let a cached page's own inline scripts run under the Content-Security-Policy
 * (a cached page cannot carry a per-request nonce). Only the scripts Next and React write are
 * hashed, recognised by their shape; any other inline script, injected or not, stays blocked.
 */
import { sha256Source } from './securityHeaders'

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g

/** Next's RSC payload chunks: `self.__next_f.push(<JSON array>)`, which only hands data over. */
const FLIGHT_CHUNK = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
/** Turbopack's bootstrap: the page's chunk paths under /_next/, as JSON. */
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/
/** Next's constant bootstrap lines. */
const NEXT_CONSTANTS = new Set([
  '(self.__next_f=self.__next_f||[]).push([0])',
  '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])',
])

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** `{"otherChunks": ["static/…"], "runtimeModuleIds": [numbers]}` and nothing else. */
function isChunkList(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  return Object.entries(value).every(([key, list]) =>
    key === 'otherChunks'
      ? Array.isArray(list) && list.every((chunk) => typeof chunk === 'string' && /^static\/[\w./-]+$/.test(chunk))
      : key === 'runtimeModuleIds' && Array.isArray(list) && list.every((id) => typeof id === 'number'),
  )
}

/** Whether an inline script is one Next writes itself. */
export function isFrameworkScript(script: string): boolean {
  if (NEXT_CONSTANTS.has(script)) return true
  const chunk = FLIGHT_CHUNK.exec(script)
  if (chunk) return Array.isArray(parsed(chunk[1]))
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(script)
  return bootstrap !== null && isChunkList(parsed(bootstrap[1]))
}

/** `'sha256-…'` sources of the framework's inline scripts in `html` (scripts with src or a data type need none). */
export function frameworkScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || /\stype="(?!text\/javascript|module)/.test(attributes) || body === '') continue
    if (isFrameworkScript(body)) hashes.add(sha256Source(body))
  }
  return [...hashes]
}
