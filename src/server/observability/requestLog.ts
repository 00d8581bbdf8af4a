import { randomUUID } from 'node:crypto'
import http from 'node:http'

import { log } from './log'

/** The request id header: set by the load balancer (deploy/nginx/site.conf) or here, echoed in the answer. */
export const REQUEST_ID = 'x-request-id'
const VALID_ID = /^[A-Za-z0-9._:-]{8,80}$/
const STATE = Symbol.for('toiletteurs.requestLog')

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean

/**
 * One JSON line per request this process serves (method, path without its query, status, time,
 * request id). The id comes from a trusted proxy, else is made here; it is written into the
 * request's headers, so route handlers and Payload (`req.headers`) log the same id.
 */
export function installRequestLog({ trustProxyId, enabled }: { trustProxyId: boolean; enabled: boolean }): void {
  const holder = globalThis as { [STATE]?: boolean }
  if (holder[STATE]) return
  holder[STATE] = true
  const prototype = http.Server.prototype as unknown as { emit: Emit }
  const emit = prototype.emit
  prototype.emit = function (event, ...args) {
    if (event === 'request')
      track(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, trustProxyId, enabled)
    return emit.call(this, event, ...args)
  }
}

function track(request: http.IncomingMessage, response: http.ServerResponse, trustProxyId: boolean, enabled: boolean) {
  const sent = request.headers[REQUEST_ID]
  const id = trustProxyId && typeof sent === 'string' && VALID_ID.test(sent) ? sent : randomUUID()
  request.headers[REQUEST_ID] = id
  response.setHeader(REQUEST_ID, id)
  if (!enabled) return
  const startedAt = performance.now()
  response.once('close', () => {
    const path = (request.url ?? '/').split('?')[0]
    log(response.statusCode >= 500 ? 'error' : 'info', 'request', {
      id,
      method: request.method,
      path,
      status: response.statusCode,
      ms: Math.round(performance.now() - startedAt),
      ...(response.writableFinished ? {} : { aborted: true }),
    })
  })
}
