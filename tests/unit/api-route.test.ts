import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { wantsReplica } from '../../src/server/db/readReplica'
import { resetEnvCache } from '../../src/server/env'
import { parseId, parseReference } from '../../src/server/http/ids'
import { PRIMARY_READS_COOKIE } from '../../src/server/http/primaryReads'
import { COMPRESSION_THRESHOLD_BYTES, jsonAnswer } from '../../src/server/http/jsonAnswer'
import { apiRoute } from '../../src/server/http/route'

const SITE = 'http://localhost:3100'

/** A route that records what reaches its handler (the handler is where writes happen). */
function recordingRoute(options: Partial<Parameters<typeof apiRoute>[0]> = {}) {
  const handler = vi.fn(({ body }: { body: unknown }) => Response.json({ ok: true, body }))
  const route = apiRoute(
    { session: 'none', body: z.object({ name: z.string() }).loose(), ...options } as never,
    handler as never,
  )
  return { route, handler }
}

const post = (headers: Record<string, string>, body: BodyInit = JSON.stringify({ name: 'Rex' })) =>
  new Request(`${SITE}/api/v1/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { error: string; fields: Record<string, string> } }
}

describe('apiRoute: origin check on unsafe methods', () => {
  it('refuses a foreign Origin with 403 and never runs the handler', async () => {
    const { route, handler } = recordingRoute()
    const { status, body } = await refusal(
      await route(post({ origin: 'https://evil.example', cookie: 'user_token=abc' })),
    )
    expect(status).toBe(403)
    expect(body).toEqual({ error: expect.any(String), fields: {} })
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const { route, handler } = recordingRoute()
    expect((await route(post({ 'sec-fetch-site': 'cross-site' }))).status).toBe(403)
    expect(handler).not.toHaveBeenCalled()
  })

  it('accepts the site’s own origin and the request’s own host', async () => {
    const { route, handler } = recordingRoute()
    expect(
      (await route(post({ origin: SITE, cookie: 'user_token=abc', 'sec-fetch-site': 'same-origin' }))).status,
    ).toBe(200)
    const proxied = post({
      origin: 'https://toiletteur.example',
      host: 'toiletteur.example',
      cookie: 'attendee_token=abc',
    })
    expect((await route(proxied)).status).toBe(200)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('lets a Bearer call without session cookie through, but not one that also carries a cookie', async () => {
    const { route } = recordingRoute()
    expect((await route(post({ origin: 'https://evil.example', authorization: 'Bearer abc' }))).status).toBe(200)
    expect(
      (await route(post({ origin: 'https://evil.example', authorization: 'Bearer abc', cookie: 'admin_token=x' })))
        .status,
    ).toBe(403)
  })

  it('checks no origin on GET', async () => {
    const route = apiRoute({ session: 'none' }, () => Response.json({ ok: true }))
    expect(
      (await route(new Request(`${SITE}/api/v1/test`, { headers: { origin: 'https://evil.example' } }))).status,
    ).toBe(200)
  })
})

describe('apiRoute: body', () => {
  it('answers 415 to a body that is not JSON', async () => {
    const { route, handler } = recordingRoute()
    expect((await route(post({ 'content-type': 'text/plain' }))).status).toBe(415)
    expect((await route(post({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=Rex'))).status).toBe(415)
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers 413 beyond 64 KB, whatever Content-Length says', async () => {
    const { route, handler } = recordingRoute()
    const big = JSON.stringify({ name: 'x'.repeat(70_000) })
    expect((await route(post({}, big))).status).toBe(413)
    expect((await route(post({ 'content-length': '10' }, big))).status).toBe(413)
    expect((await route(post({ 'content-length': '999999999' }))).status).toBe(413)
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)))
        controller.close()
      },
    })
    const chunked = new Request(`${SITE}/api/v1/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit)
    expect((await route(chunked)).status).toBe(413)
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses a NUL byte or a lone surrogate, in a value or a key, naming the field', async () => {
    const { route, handler } = recordingRoute()
    const cases: [string, string][] = [
      ['{"name":"Re\\u0000x"}', 'name'],
      ['{"name":"Rex","pet":{"tags":["ok","\\ud800"]}}', 'pet.tags.1'],
      ['{"name":"Rex","pet":{"\\udc00":1}}', 'pet.\uFFFD'],
    ]
    for (const [body, field] of cases) {
      const { status, body: answer } = await refusal(await route(post({}, body)))
      expect(status).toBe(400)
      expect(answer.fields[field]).toBe('Caractère non autorisé.')
    }
    expect(handler).not.toHaveBeenCalled()
    // A proper pair (an emoji) is fine.
    expect((await route(post({}, '{"name":"Rex \\ud83d\\udc36"}'))).status).toBe(200)
  })

  it('refuses a NUL byte in the query string', async () => {
    const route = apiRoute({ session: 'none', query: z.object({ q: z.string() }) }, () => Response.json({ ok: true }))
    const { status, body } = await refusal(await route(new Request(`${SITE}/api/v1/test?q=a%00b`)))
    expect(status).toBe(400)
    expect(body.fields.q).toBe('Caractère non autorisé.')
  })

  it('answers 400 with fields for malformed JSON and zod refusals', async () => {
    const { route } = recordingRoute()
    expect(await refusal(await route(post({}, '{"name":')))).toMatchObject({ status: 400, body: { fields: {} } })
    expect(await refusal(await route(post({}, '{"name":3}')))).toMatchObject({
      status: 400,
      body: { fields: { name: expect.any(String) } },
    })
  })

  it('answers 500 without details to an unexpected error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const route = apiRoute({ session: 'none' }, () => {
      throw new Error('secret detail')
    })
    const { status, body } = await refusal(await route(new Request(`${SITE}/api/v1/test`)))
    expect(status).toBe(500)
    expect(body.error).toBe('Une erreur interne est survenue.')
    expect(JSON.stringify(body)).not.toContain('secret')
    spy.mockRestore()
  })
})

describe('ids and references', () => {
  it('accepts digits from 1 to 2147483647 only', () => {
    for (const bad of ['0', '-1', '1e3', '2147483648', 'abc', '', ' 1', '1.0', '99999999999', '0x10'])
      expect(parseId(bad)).toBeNull()
    expect(parseId('2147483647')).toBe(2147483647)
    expect(parseId('42')).toBe(42)
  })

  it('answers 404 with the route’s message for a bad id', async () => {
    const route = apiRoute({ session: 'none', ids: { id: 'Motif introuvable.' } }, ({ ids }) =>
      Response.json({ id: ids.id }),
    )
    for (const bad of ['0', '-1', '1e3', '2147483648', 'abc']) {
      const response = await route(new Request(`${SITE}/api/v1/motives/${bad}`), {
        params: Promise.resolve({ id: bad }),
      })
      expect(await refusal(response)).toEqual({ status: 404, body: { error: 'Motif introuvable.', fields: {} } })
    }
    const ok = await route(new Request(`${SITE}/api/v1/motives/2147483647`), {
      params: Promise.resolve({ id: '2147483647' }),
    })
    expect(await ok.json()).toEqual({ id: 2147483647 })
  })

  it('accepts references as the site makes them', () => {
    expect(parseReference('RDV-K7Q2-M9XP-4TZA')).toBe('RDV-K7Q2-M9XP-4TZA')
    expect(parseReference('DISPO-K7Q2-M9XP-4TZA')).toBe('DISPO-K7Q2-M9XP-4TZA')
    for (const bad of ['', 'RDV--A', 'RDV-\u0000', 'R'.repeat(65), '../etc', 'RDV K7Q2'])
      expect(parseReference(bad)).toBeNull()
  })
})

describe('apiRoute: reads from the replica, and a person’s own writes read back from the primary', () => {
  const withReplica = async (run: () => Promise<void>) => {
    process.env.DATABASE_REPLICA_URL = 'postgres://replica@127.0.0.1:9/none'
    resetEnvCache()
    try {
      await run()
    } finally {
      delete process.env.DATABASE_REPLICA_URL
      resetEnvCache()
    }
  }

  it('runs a public read in a replica chain, unless the reader has just written', async () => {
    const route = apiRoute({ session: 'none', reads: 'replica' }, () => Response.json({ replica: wantsReplica() }))
    const get = (headers: Record<string, string> = {}) => new Request(`${SITE}/api/v1/test`, { headers })
    expect(await (await route(get())).json()).toEqual({ replica: true })
    expect(await (await route(get({ cookie: `a=1; ${PRIMARY_READS_COOKIE}=1` }))).json()).toEqual({ replica: false })
    const other = apiRoute({ session: 'none' }, () => Response.json({ replica: wantsReplica() }))
    expect(await (await other(get())).json()).toEqual({ replica: false })
  })

  it('marks a person’s write, success or refusal, with the cookie only when there is a replica', async () => {
    const { route } = recordingRoute()
    const marked = async (request: Request) =>
      (await route(request)).headers.getSetCookie().some((line) => line.startsWith(`${PRIMARY_READS_COOKIE}=1;`))
    expect(await marked(post({}))).toBe(false)
    await withReplica(async () => {
      expect(await marked(post({}))).toBe(true)
      expect(await marked(post({}, '{"oops'))).toBe(true)
      expect(await marked(new Request(`${SITE}/api/v1/test`))).toBe(false)
      // A provider's signed webhook is no person's write.
      const webhook = apiRoute({ session: 'none', content: 'raw' }, () => new Response(null, { status: 204 }))
      const delivered = await webhook(
        new Request(`${SITE}/api/v1/test`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      )
      expect(delivered.headers.getSetCookie()).toEqual([])
    })
  })
})

describe('apiRoute: JSON answers and compression', () => {
  const get = () => new Request(`${SITE}/api/v1/test`)

  it('answers a small jsonAnswer with its length, marked no-transform, and as sent', async () => {
    const route = apiRoute({ session: 'none' }, () =>
      jsonAnswer({ name: 'Léo' }, { status: 201, headers: { 'cache-control': 'private' } }),
    )
    const response = await route(get())
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('private, no-transform')
    // Bytes, not characters: « é » is two.
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('{"name":"Léo"}')))
    expect(await response.json()).toEqual({ name: 'Léo' })
  })

  it('leaves a large jsonAnswer to compression', async () => {
    const route = apiRoute({ session: 'none' }, () => jsonAnswer({ text: 'x'.repeat(COMPRESSION_THRESHOLD_BYTES) }))
    const response = await route(get())
    expect(response.headers.get('cache-control')).toBeNull()
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES)
  })

  it('marks a handler’s own small JSON Response too, and refusals', async () => {
    const route = apiRoute({ session: 'none' }, () => Response.json({ ok: true }))
    expect((await route(get())).headers.get('cache-control')).toBe('no-transform')
    const refused = await apiRoute({ session: 'none', query: z.object({ n: z.coerce.number() }) }, () =>
      jsonAnswer({}),
    )(get())
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).toBe('no-transform')
    expect(Number(refused.headers.get('content-length'))).toBeGreaterThan(0)
  })
})
