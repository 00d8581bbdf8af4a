import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the fake received. */
export type Recorded = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
}
/** `html`: a page sent as is (a provider's consent page), instead of a JSON `body`. */
export type FakeAnswer = { status?: number; headers?: Record<string, string>; body?: unknown; html?: string }
type Handler = (request: Recorded) => FakeAnswer | undefined

/**
 * A provider faked on loopback: records every request and answers with the first route whose
 * handler returns something (routes pushed last win), 404 otherwise.
 */
export class FakeHttp {
  readonly requests: Recorded[] = []
  private routes: Handler[] = []
  private server: Server | null = null
  base = ''

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake')
        const recorded: Recorded = {
          method: request.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body,
        }
        this.requests.push(recorded)
        const answer = [...this.routes]
          .reverse()
          .reduce<FakeAnswer | undefined>((found, route) => found ?? route(recorded), undefined) ?? {
          status: 404,
          body: { error: 'not found' },
        }
        const contentType = answer.html === undefined ? 'application/json' : 'text/html; charset=utf-8'
        response.writeHead(answer.status ?? 200, { 'content-type': contentType, ...answer.headers })
        response.end(answer.html ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)))
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Answers `method path` (path exact, or a RegExp) with `answer` (or what the function gives). */
  on(
    method: string,
    path: string | RegExp,
    answer: FakeAnswer | ((request: Recorded) => FakeAnswer | undefined),
  ): this {
    this.routes.push((request) => {
      if (request.method !== method) return undefined
      if (typeof path === 'string' ? request.path !== path : !path.test(request.path)) return undefined
      return typeof answer === 'function' ? answer(request) : answer
    })
    return this
  }

  reset(): void {
    this.routes = []
    this.requests.length = 0
  }

  /** The requests to `path` (exact). */
  to(path: string): Recorded[] {
    return this.requests.filter((request) => request.path === path)
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
