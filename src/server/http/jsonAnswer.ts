/** Next's compression (the `compression` package) leaves answers under 1 KB alone, when it can tell. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * A JSON answer serialized once, with its length. `Response.json` gives Next a stream of unknown
 * length, which its compression gzips even at 300 bytes (4 % of the booking path's CPU, for no gain
 * on the wire) and which the route then had to read back to tell; this one is marked `no-transform`
 * under 1 KB (the one signal Next's compression honours) and is never read again. Larger answers are
 * still gzipped.
 */
export function jsonAnswer(data: unknown, init: ResponseInit = {}): Response {
  const body = JSON.stringify(data)
  const headers = new Headers(init.headers)
  if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  const length = Buffer.byteLength(body)
  headers.set('content-length', String(length))
  if (length < COMPRESSION_THRESHOLD_BYTES) markUntransformed(headers)
  return new Response(body, { status: init.status, statusText: init.statusText, headers })
}

/** `no-transform` added to whatever cache-control the answer has. */
export function markUntransformed(headers: Headers): void {
  const cacheControl = headers.get('cache-control')
  if (!cacheControl?.includes('no-transform'))
    headers.set('cache-control', cacheControl ? `${cacheControl}, no-transform` : 'no-transform')
}
